import { z } from 'zod';
import { FIELD_MESSAGES as M } from './messages.js';
import { hasControlCharacter } from './text-safety.js';

// spec 000 §5.7: at least 8 characters with 1 uppercase, 1 lowercase, 1 digit and 1 of !@#$%^&*
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
// spec 000 §9: 8 digits starting 6, 8 or 9
export const MOBILE_PATTERN = /^[689]\d{7}$/;
// rnf is stored upper-case, letters, digits and hyphen only
export const RNF_PATTERN = /^[A-Z0-9-]+$/;
export const OTP_PATTERN = /^\d{6}$/;

// Text fields normalise with zod's overwrite (trim, case) before their checks: the schema's input stays a
// string, so a form's values are `z.input` of the body schema it sends (ADR 0024).

/**
 * Issue 32: names and one-line texts hold no line break, tab or other control character (the input
 * guard lets TAB/LF/CR through for multi-line fields). A preferred name with CR/LF forged lines in the
 * admin's terminal. Refine every stored single-line string with it: `.refine(...singleLine)`.
 */
export const isSingleLine = (text: string): boolean => !hasControlCharacter(text);
export const singleLine = [isSingleLine, M.singleLine] as const;

/** Trims and treats an empty string as missing, so "required" messages fire for blank input. */
const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .overwrite((v) => v.trim())
    .min(1, message)
    .max(max)
    .refine(...singleLine);

export const emailField = z
  .string({ error: M.emailRequired })
  .overwrite((v) => v.trim().toLowerCase())
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }));

export const loginPasswordField = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(256);

export const newPasswordField = z
  .string({ error: M.passwordRule })
  .max(256, M.passwordRule)
  .regex(PASSWORD_PATTERN, M.passwordRule);

export const otpField = z
  .string({ error: M.otpRequired })
  .overwrite((v) => v.trim())
  .min(1, M.otpRequired)
  .regex(OTP_PATTERN, M.otpRequired);

export const rnfField = z
  .string({ error: M.rnfRequired })
  .overwrite((v) => v.trim().toUpperCase())
  .min(1, M.rnfRequired)
  .max(40, M.rnfRequired)
  .regex(RNF_PATTERN, M.rnfRequired);

export const mobileField = z
  .string({ error: M.mobileInvalid })
  .overwrite((v) => v.replace(/\s+/g, ''))
  .regex(MOBILE_PATTERN, M.mobileInvalid);

export const registrationFields = {
  invitationCode: requiredText(M.invitationCodeRequired, 100),
  rnfName: requiredText(M.rnfRequired),
  rnf: rnfField,
  name: requiredText(M.nameRequired, 100),
  mobile: mobileField,
  email: emailField,
  password: newPasswordField,
  confirmedPassword: z
    .string({ error: M.confirmPasswordRequired })
    .min(1, M.confirmPasswordRequired)
    .max(256),
};

export { requiredText };
