/**
 * spec 000 §2.1: only Chrome and Safari are supported; Chromium counts as Chrome. Other browsers that
 * put "Chrome" or "Safari" in their user agent (Edge, Opera, Samsung Internet, Firefox on iOS ...) are
 * told apart by their own tokens.
 */
const OTHER_BROWSER_TOKENS =
  /(Edg|EdgA|EdgiOS|OPR|Opera|OPiOS|SamsungBrowser|FxiOS|Firefox|YaBrowser|UCBrowser|Vivaldi|DuckDuckGo|MSIE|Trident)\//;

export function isSupportedBrowser(userAgent: string): boolean {
  if (OTHER_BROWSER_TOKENS.test(userAgent) || /\bMSIE\b|Trident/.test(userAgent)) return false;
  if (/(Chrome|Chromium|CriOS|HeadlessChrome)\//.test(userAgent)) return true;
  // Safari on macOS and iOS (including in-app WebKit views that say Version/... Safari/...)
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}
