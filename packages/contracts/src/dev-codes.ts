// Issue 10: the stable devCodes of error replies, apart from the zod schemas, so the sign-in page's first
// download can name them without bringing zod along.
export const DEV_CODES = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidRegistration: 'INVALID_REGISTRATION',
  invalidOtp: 'INVALID_OTP',
  challengeExpired: 'CHALLENGE_EXPIRED',
  invalidToken: 'INVALID_TOKEN',
  refreshFailed: 'REFRESH_FAILED',
  membershipExpired: 'MEMBERSHIP_EXPIRED',
  accountDisabled: 'ACCOUNT_DISABLED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  accountLocked: 'ACCOUNT_LOCKED',
  rateLimited: 'RATE_LIMITED',
  crossSite: 'CROSS_SITE',
  resetFailed: 'RESET_FAILED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  notReady: 'NOT_READY',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** Issue 9: a publish whose rows are all hidden, or a search with no rows. */
  emptyComparison: 'EMPTY_COMPARISON',
  /** Issue 9: a path parameter, query value or body text holds a control character (NUL ...). */
  controlCharacters: 'CONTROL_CHARACTERS',
  /** Issue 32: a lone UTF-16 surrogate in a path parameter, query value or body text. */
  invalidText: 'INVALID_TEXT',
  /** Issue 9: the URL is not valid percent-encoding (`/api/%c0`). */
  badUrl: 'BAD_URL',
  /** Issue 9: the database did not answer in time, or is down. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** Issue 9: too many password checks already queue. */
  serverBusy: 'SERVER_BUSY',
  internal: 'INTERNAL',
  // Issue 14: profile, pictures and feedback.
  noChange: 'NO_CHANGE',
  wrongPassword: 'WRONG_PASSWORD',
  passwordUnchanged: 'PASSWORD_UNCHANGED',
  pictureInvalid: 'PICTURE_INVALID',
  pictureLimit: 'PICTURE_LIMIT',
  oneFileOnly: 'ONE_FILE_ONLY',
  uploadUrlInvalid: 'UPLOAD_URL_INVALID',
} as const;
export type DevCode = (typeof DEV_CODES)[keyof typeof DEV_CODES];
