// The spec's user-facing messages, word for word (spec 000 §5.7 and §8). The UI and the tests import
// these; nobody retypes a message.

export const AUTH_MESSAGES = {
  backendDown: 'Error: Backend server is down',
  noBackend: 'Warning: Unable to connect to backend server',
  unsupportedBrowser: 'Unsupported Browser!!! Please use Chrome or Safari.',
  loginInvalid: 'Error : Invalid email or password',
  registrationInvalid: 'Error : Invalid registration code or email',
  otpInvalid: 'Invalid OTP. Please enter OTP again',
  sessionExpired: 'Session Expired!',
  // spec 000 §8, including the spelling and the spaces around it
  authErrors: ' Errors in authenication ',
  serverBusy: 'Server is busy. Please try again!',
  themeSaved: 'Theme is uploaded and saved',
} as const;

/** spec 000 §2.1 and §8: the forgot-password and reset screens, word for word. */
export const RESET_MESSAGES = {
  requested: 'Redirecting to login page in 5 sec, you will receive an email in 5 mins',
  success: 'Please login with the new password. Redirecting to login page in 5 sec.',
  failure:
    'Reset password failed. Please try again with a valid OTP or contact support. Redirecting to login page in 5 sec.',
  noTokenTitle: 'No Token',
  invalidToken: 'Invalid Token',
  // Issue 31: spec 000 §4.1 step 7 sends a dead link back to '/'; the sign-in page then says why.
  linkUsed:
    'This password reset link has already been used. If you still need a new password, choose Forgot password? to get a new link.',
  linkExpired:
    'This password reset link has expired or is not valid. Choose Forgot password? to get a new link.',
} as const;

export const FIELD_MESSAGES = {
  emailInvalid: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordRule:
    'Your password must contain at least 8 characters with 1 uppercase, 1 lowercase, 1 number and 1 special character',
  // spec 000 §5.7 spells it this way
  invitationCodeRequired: 'Regstration code is required',
  rnfRequired: 'RNF name is required',
  nameRequired: 'Your preferred name is required',
  mobileInvalid: 'Mobile number is not valid',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  otpRequired: 'Please key in the 2FA shown on your authentication app',
  otpRequiredShort: '2FA is required',
  passwordsMustMatch: 'Passwords must match',
  confirmedPasswordRequired: 'Confirmed password is required',
  /** Ours (issue 32): a name or one-line text holding a line break, a tab or another control character. */
  singleLine: 'Line breaks, tabs and control characters are not allowed here',
} as const;

/** Server-side messages that the refresh failure rule of spec 000 §8 inspects. */
export const REFRESH_MESSAGES = {
  tokenExpired: 'Token expired',
  sessionOver: 'More than 2 hours since sign-in, please sign in again',
  invalid: 'Invalid refresh token',
} as const;

/** The API's own wording for causes the spec names without a server message; clients show them via formatApiError. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  invalidRegistration: 'Invalid registration code or email',
  challengeExpired: 'The sign-in step has expired. Please sign in again',
  membershipExpired: 'Your membership has expired. Please contact support to renew it',
  accountDisabled: 'Your account is disabled. Please contact support',
  tooManyAttempts: 'Too many failed attempts. Please wait a moment and try again',
  accountLocked: 'Too many failed attempts: this account is locked. Please contact support to unlock it',
  rateLimited: 'Too many requests. Please try again later',
  crossSite: 'Cross-site request refused',
  resetFailed: 'Reset password failed',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  notFound: 'Not found',
  forbidden: 'Forbidden',
  invalidBody: 'Invalid request body',
  tooLarge: 'Request body is too large',
  controlCharacters: 'The request contains control characters',
  /** Issue 32: half of a UTF-16 surrogate pair ("\ud800"), which no database can store. */
  invalidText: 'The request contains text that is not valid Unicode',
  badUrl: 'The address is not valid',
  // spec 000 §8 words for a server that cannot answer in time
  serverBusy: 'Server is busy. Please try again!',
  internal: 'Something went wrong. Please try again later',
} as const;

/** Formats a `{ message, devCode }` reply the way the client shows it (spec: shared error handler). */
export function formatApiError(error: { message: string; devCode: string }): string {
  return `${error.message} - (Dev Code: ${error.devCode})`;
}
