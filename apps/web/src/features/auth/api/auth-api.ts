import {
  API_PATHS,
  DEV_CODES,
  RESET_PATHS,
  loginReplyReader,
  readyReplyReader,
  type LoginBody,
  type RegistrationBody,
  type ResetPasswordBody,
  type UpdatePasswordBody,
  type VerifyOtpBody,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Issue 10: the reply schemas and form resolvers, loaded at first use (ADR 0026). */
export const loadAuthChecks = () => import('./auth-checks');

export const SIGN_IN_REFUSALS: readonly string[] = [
  DEV_CODES.invalidCredentials,
  DEV_CODES.membershipExpired,
  DEV_CODES.accountDisabled,
  DEV_CODES.tooManyAttempts,
  DEV_CODES.accountLocked,
];

/** spec 000 §2.1: checked on loading the sign-in page; the screen shows its own message. */
export const fetchReady = () =>
  apiRequest(API_PATHS.ready, {
    // Issue 34: read without zod, so the page's first reply does not load the validation chunk.
    reply: readyReplyReader,
    isAuthenticated: false,
    isQuiet: true,
  });

export const login = (body: LoginBody) =>
  apiRequest(API_PATHS.login, {
    method: 'POST',
    body,
    reply: loginReplyReader,
    isAuthenticated: false,
    // Shown on the form itself (spec 000 §8, and issue 3: a lapsed membership is told why).
    handledDevCodes: SIGN_IN_REFUSALS,
  });

/** spec 000 §5.7: empty fields are dropped before sending. */
export function dropEmptyFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

export const register = (body: RegistrationBody) =>
  apiRequest(API_PATHS.registration, {
    method: 'POST',
    body: dropEmptyFields(body),
    reply: async () => (await loadAuthChecks()).registrationReplySchema,
    isAuthenticated: false,
    handledDevCodes: [DEV_CODES.invalidRegistration],
  });

export const verifyOtp = (body: VerifyOtpBody) =>
  apiRequest(API_PATHS.verifyOtp, {
    method: 'POST',
    body,
    reply: async () => (await loadAuthChecks()).verifyOtpReplySchema,
    isAuthenticated: false,
    handledDevCodes: [DEV_CODES.invalidOtp, DEV_CODES.challengeExpired],
  });

export const logout = () =>
  apiRequest(API_PATHS.logout, {
    method: 'POST',
    reply: async () => (await loadAuthChecks()).successReplySchema,
    isAuthenticated: false,
    isQuiet: true,
  });

// spec 000 §7: the reset calls. Quiet: the screens show the spec's own messages whatever the answer.
export const requestPasswordReset = (body: ResetPasswordBody) =>
  apiRequest(RESET_PATHS.resetPassword, {
    method: 'POST',
    body,
    reply: async () => (await loadAuthChecks()).resetPasswordReplySchema,
    isAuthenticated: false,
    isQuiet: true,
  });

export const validateResetToken = (token: string) =>
  apiRequest(RESET_PATHS.validateResetToken, {
    method: 'POST',
    body: { token },
    reply: async () => (await loadAuthChecks()).validateResetTokenReplySchema,
    isAuthenticated: false,
    isQuiet: true,
  });

export const updatePassword = (body: UpdatePasswordBody) =>
  apiRequest(RESET_PATHS.updatePassword, {
    method: 'POST',
    body,
    reply: async () => (await loadAuthChecks()).successReplySchema,
    isAuthenticated: false,
    isQuiet: true,
  });
