import { z } from 'zod';
import { FIELD_MESSAGES as M } from './messages.js';
import { uiSettingsSchema } from './theme.js';
import { emailField, loginPasswordField, otpField, registrationFields } from './validation.js';

export const readyReplySchema = z.object({ ready: z.boolean() });
export type ReadyReply = z.infer<typeof readyReplySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: loginPasswordField,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Fields present while the adviser still has to scan the QR code (first sign-in after registration). */
const qrSetupFields = {
  qrCodeSetupReq: z.boolean(),
  qrCodeDataURL: z.string().optional(),
  otpauthUrl: z.string().optional(),
};

/** `id` is an opaque, single-use 2FA challenge, never the adviser's database id. */
export const loginReplySchema = z.object({
  validLogin: z.boolean(),
  id: z.string(),
  ...qrSetupFields,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const registrationBodySchema = z
  .object(registrationFields)
  .refine((b) => b.password === b.confirmedPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmedPassword'],
  });
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registrationReplySchema = z.object({
  success: z.literal(true),
  id: z.string(),
  ...qrSetupFields,
});
export type RegistrationReply = z.infer<typeof registrationReplySchema>;

export const verifyOtpBodySchema = z.object({
  otp: otpField,
  id: z.string({ error: M.otpRequired }).min(1).max(200),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const userDetailsSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  rnf: z.string(),
  avatarURL: z.array(z.string()),
  backgroundURL: z.array(z.string()),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const verifyOtpReplySchema = z.object({
  success: z.literal(true),
  jwt: z.string(),
  /** ISO timestamp: two hours after 2FA, whatever the refreshes (spec 000 §4.2). */
  sessionEndsAt: z.string(),
  userDetails: userDetailsSchema,
  userUiSettings: uiSettingsSchema.nullable(),
});
export type VerifyOtpReply = z.infer<typeof verifyOtpReplySchema>;

export const refreshReplySchema = z.object({ jwt: z.string(), sessionEndsAt: z.string() });
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const successReplySchema = z.object({ success: z.literal(true) });
