import {
  API_PATHS,
  DEV_CODES,
  loginReplySchema,
  readyReplySchema,
  registrationReplySchema,
  successReplySchema,
  verifyOtpReplySchema,
  type LoginBody,
  type RegistrationBody,
  type VerifyOtpBody,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** spec 000 §2.1: checked on loading the sign-in page; the screen shows its own message. */
export const fetchReady = () =>
  apiRequest(API_PATHS.ready, { reply: readyReplySchema, isAuthenticated: false, isQuiet: true });

export const login = (body: LoginBody) =>
  apiRequest(API_PATHS.login, {
    method: 'POST',
    body,
    reply: loginReplySchema,
    isAuthenticated: false,
    handledDevCodes: [DEV_CODES.invalidCredentials],
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
    reply: registrationReplySchema,
    isAuthenticated: false,
    handledDevCodes: [DEV_CODES.invalidRegistration],
  });

export const verifyOtp = (body: VerifyOtpBody) =>
  apiRequest(API_PATHS.verifyOtp, {
    method: 'POST',
    body,
    reply: verifyOtpReplySchema,
    isAuthenticated: false,
    handledDevCodes: [DEV_CODES.invalidOtp, DEV_CODES.challengeExpired],
  });

export const logout = () =>
  apiRequest(API_PATHS.logout, { method: 'POST', reply: successReplySchema, isAuthenticated: false, isQuiet: true });
