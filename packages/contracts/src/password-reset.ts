import { z } from 'zod';
import { FIELD_MESSAGES as M } from './messages.js';
import { emailField, newPasswordField } from './validation.js';

/** spec 000 §5.7: the reset screens ask for '2FA is required', not the sign-in wording. */
const resetOtpField = z
  .string({ error: M.otpRequiredShort })
  .overwrite((v) => v.trim())
  .regex(/^\d{6}$/, M.otpRequiredShort);

const tokenField = z.string({ error: 'Invalid Token' }).min(1, 'Invalid Token').max(200, 'Invalid Token');

export const resetPasswordBodySchema = z.object({ email: emailField, otp: resetOtpField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The same answer whether or not the email exists or the code was right (issue 3). */
export const resetPasswordReplySchema = z.object({ success: z.literal(true) });

export const validateResetTokenBodySchema = z.object({ token: tokenField });
export const validateResetTokenReplySchema = z.object({
  success: z.boolean(),
  details: z.object({ isUsed: z.boolean(), expiry: z.string(), name: z.string() }).optional(),
});
export type ValidateResetTokenReply = z.infer<typeof validateResetTokenReplySchema>;

export const updatePasswordBodySchema = z.object({
  password: newPasswordField,
  otp: resetOtpField,
  token: tokenField,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** The reset form (spec 000 §2.1, §5.7): password, confirmedPassword and the 2FA code. */
export const resetFormSchema = z
  .object({
    password: newPasswordField,
    confirmedPassword: z.string({ error: M.confirmedPasswordRequired }).min(1, M.confirmedPasswordRequired),
    otp: resetOtpField,
  })
  .refine((v) => v.password === v.confirmedPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmedPassword'],
  });
