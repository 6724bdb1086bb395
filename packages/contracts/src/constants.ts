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
