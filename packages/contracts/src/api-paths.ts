// Issue 10: the paths of the start-up calls, apart from their zod schemas (auth.ts, password-reset.ts), so
// the sign-in page's first download can name them without bringing zod along.

// spec 000 §7. Paths and field names are the spec's, word for word.
export const API_PATHS = {
  ready: '/api/ready416',
  login: '/api/non-auth/login',
  registration: '/api/non-auth/registration',
  verifyOtp: '/api/non-auth/verifyOTP',
  refresh: '/api/refresh',
  logout: '/api/logout',
  theme: '/api/dashboard/profile/theme',
  home: '/api/dashboard/home',
} as const;

// spec 000 §7: the three password-reset calls, paths and field names word for word.
export const RESET_PATHS = {
  resetPassword: '/api/non-auth/resetPassword',
  validateResetToken: '/api/non-auth/validateResetToken',
  updatePassword: '/api/non-auth/updatePassword',
} as const;
