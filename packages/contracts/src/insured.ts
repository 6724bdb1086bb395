import { z } from 'zod';

// spec 000 §3 (Insured) and §5.4: the insured a comparison is run for, held in the browser session.

export const INSURED_MESSAGES = {
  nameRequired: "Please enter insured's name.",
  genderRequired: "Please select insured's gender.",
  smokingStatusRequired: "Please select insured's smoking status",
  dobRequired: "Please select insured's date of birth",
  dobFormat: 'Please enter date in DD/MM/YYYY',
  /** spec 000 §5.4 says only "must not be in the future"; the wording is ours. */
  dobInFuture: 'Date of birth cannot be in the future',
  albMinimum: 'Minimum 0',
  albMaximum: 'Allowed maximum is 100',
  /** spec 000 §8 and spec 001 §2: the from-compare marker's dialog. */
  noInsuredTitle: 'No Insured Details',
  noInsured: "Please enter insured's details before proceeding to comparison.",
} as const;

export const GENDERS = ['Female', 'Male'] as const;
export const SMOKING_STATUSES = ['Non-Smoker', 'Smoker'] as const;
/** spec 000 §9: ALB maximum 100; the spinner stops at 99. */
export const ALB_MAX = 100;
export const ALB_SPINNER_MAX = 99;

export const insuredSchema = z.object({
  name: z.string().trim().min(1),
  gender: z.enum(GENDERS),
  smokingStatus: z.enum(SMOKING_STATUSES),
  /** 'YYYY-MM-DD' when entered by date of birth; absent in ALB mode. */
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  alb: z
    .number()
    .int()
    .min(0)
    .max(ALB_MAX + 1),
  anb: z.number().int().min(1),
  anbNearest: z.number().int().min(0),
});
export type Insured = z.infer<typeof insuredSchema>;

/** spec 001 §3: gender is sent as its first letter, smoking status as NS or S. */
export const genderCodeOf = (insured: Pick<Insured, 'gender'>): 'F' | 'M' =>
  insured.gender === 'Female' ? 'F' : 'M';
export const smokerCodeOf = (insured: Pick<Insured, 'smokingStatus'>): 'NS' | 'S' =>
  insured.smokingStatus === 'Non-Smoker' ? 'NS' : 'S';

/** spec 001 §7 "insured fields": what most comparison calls carry about the insured. */
export const insuredFieldsSchema = z.object({
  anb: z
    .number()
    .int()
    .min(1)
    .max(ALB_MAX + 1),
  ageNearestBirthday: z
    .number()
    .int()
    .min(0)
    .max(ALB_MAX + 1),
  gender: z.enum(['M', 'F']),
  smoker: z.enum(['NS', 'S']),
});
export type InsuredFields = z.infer<typeof insuredFieldsSchema>;

export const insuredFieldsOf = (insured: Insured): InsuredFields => ({
  anb: insured.anb,
  ageNearestBirthday: insured.anbNearest,
  gender: genderCodeOf(insured),
  smoker: smokerCodeOf(insured),
});
