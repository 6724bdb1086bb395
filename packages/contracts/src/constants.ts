// Business constants of spec 000 §9.

export const SESSION_LENGTH_MS = 2 * 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;
export const SESSION_ALERT_MINUTES = 3;
export const SESSION_COUNTDOWN_MINUTES = 120;
/** The 2FA screen's countdown; the login challenge expires with it. */
export const OTP_COUNTDOWN_SECONDS = 300;
export const SCROLL_TOP_THRESHOLD_PX = 100;
export const NARROW_BREAKPOINT_PX = 600;
export const DESKTOP_BREAKPOINT_PX = 1091;
export const INVITATION_DEFAULT_EXPIRY_DAYS = 14;
export const LOADING_OVERLAY_DEFAULT_MINUTES = 1;
/** spec 000 §9: the forgot-password and reset screens go back to '/' after 5 s. */
export const RESET_REDIRECT_MS = 5_000;
/** Issue 3: a reset link lives 30 minutes and works once. */
export const RESET_TOKEN_MINUTES = 30;
/**
 * GET /api/refresh must carry this header: a cross-site form or image cannot set it, and a cross-site
 * fetch that sets it needs a CORS preflight we never grant (issue 3, abuse resistance).
 */
export const REFRESH_CSRF_HEADER = 'x-portal-refresh';
