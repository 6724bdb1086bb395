import { z } from 'zod';
import { FIELD_MESSAGES as M } from './messages.js';

// spec 000 §5.7: at least 8 characters with 1 uppercase, 1 lowercase, 1 digit and 1 of !@#$%^&*
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
// spec 000 §9: 8 digits starting 6, 8 or 9
export const MOBILE_PATTERN = /^[689]\d{7}$/;
// rnf is stored upper-case, letters, digits and hyphen only
export const RNF_PATTERN = /^[A-Z0-9-]+$/;
export const OTP_PATTERN = /^\d{6}$/;

/** Trims and treats an empty string as missing, so "required" messages fire for blank input. */
const requiredText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max),
  );

export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: M.emailRequired })
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
);

export const loginPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(256);

export const newPasswordField = z
  .string({ error: M.passwordRule })
  .max(256, M.passwordRule)
  .regex(PASSWORD_PATTERN, M.passwordRule);

export const otpField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: M.otpRequired }).min(1, M.otpRequired).regex(OTP_PATTERN, M.otpRequired),
);

export const rnfField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: M.rnfRequired })
    .min(1, M.rnfRequired)
    .max(40, M.rnfRequired)
    .regex(RNF_PATTERN, M.rnfRequired),
);

export const mobileField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z.string({ error: M.mobileInvalid }).regex(MOBILE_PATTERN, M.mobileInvalid),
);

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
