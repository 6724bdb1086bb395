import { computeInsuredAges, insuredAgesFromAlb, parseDdMmYyyy } from '@portal/core';
import { z } from 'zod';
import { ALB_MAX, GENDERS, INSURED_MESSAGES as M, SMOKING_STATUSES, type Insured } from './insured.js';

// spec 000 §5.4: the insured details form, By D.O.B or By ALB; the form holds strings, the output is
// the Insured with its three ages.

export const INSURED_MODES = ['dob', 'alb'] as const;
export type InsuredMode = (typeof INSURED_MODES)[number];

/** The form schema as of `today` ('YYYY-MM-DD'): a date of birth must not be after it. */
export function buildInsuredFormSchema(today: string) {
  // Every rule runs in one refinement so all messages show at once (zod skips refinements after a
  // failed field check).
  return z
    .object({
      mode: z.enum(INSURED_MODES),
      name: z.string(),
      gender: z.string(),
      smokingStatus: z.string(),
      /** DD/MM/YYYY */
      dob: z.string(),
      alb: z.string(),
    })
    .superRefine((v, ctx) => {
      const fail = (path: keyof typeof v, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.name.trim() === '') fail('name', M.nameRequired);
      if (!(GENDERS as readonly string[]).includes(v.gender)) fail('gender', M.genderRequired);
      if (!(SMOKING_STATUSES as readonly string[]).includes(v.smokingStatus))
        fail('smokingStatus', M.smokingStatusRequired);
      if (v.mode === 'dob') {
        const iso = parseDdMmYyyy(v.dob);
        if (v.dob.trim() === '') fail('dob', M.dobRequired);
        else if (!iso) fail('dob', M.dobFormat);
        else if (iso > today) fail('dob', M.dobInFuture);
        return;
      }
      const alb = Number(v.alb);
      if (v.alb.trim() === '' || !Number.isInteger(alb) || alb < 0) fail('alb', M.albMinimum);
      else if (alb > ALB_MAX) fail('alb', M.albMaximum);
    })
    .transform((v): Insured => {
      const base = {
        name: v.name.trim(),
        gender: v.gender as Insured['gender'],
        smokingStatus: v.smokingStatus as Insured['smokingStatus'],
      };
      if (v.mode === 'alb') return { ...base, ...insuredAgesFromAlb(Number(v.alb)) };
      const dob = parseDdMmYyyy(v.dob) ?? today;
      return { ...base, dob, ...computeInsuredAges(dob, today) };
    });
}
export type InsuredFormValues = z.input<ReturnType<typeof buildInsuredFormSchema>>;
