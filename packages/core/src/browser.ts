/**
 * spec 000 §2.1 says Chrome or Safari; issue 9 reads that as the two engines they run on. Browsers
 * built on Chromium (Edge, Opera, Samsung Internet, Brave, Vivaldi ...) render exactly as Chrome does,
 * and every browser on iOS renders with Safari's WebKit, so both count. Other engines (Firefox's Gecko,
 * legacy Edge's EdgeHTML, Internet Explorer's Trident, old Opera's Presto) see the spec's message.
 */
export type BrowserEngine = 'blink' | 'webkit' | 'gecko' | 'edgehtml' | 'trident' | 'presto' | 'unknown';

export function browserEngineOf(userAgent: string): BrowserEngine {
  // Order matters: each engine's user agent also names the ones it imitates ("like Gecko", "Chrome/").
  if (/Trident\/|\bMSIE /.test(userAgent)) return 'trident';
  if (/\bEdge\/\d/.test(userAgent)) return 'edgehtml';
  if (/Presto\//.test(userAgent)) return 'presto';
  // Firefox says "Gecko/20100101"; Blink and WebKit only ever say "like Gecko".
  if (/\bGecko\/\d/.test(userAgent)) return 'gecko';
  if (!/AppleWebKit\//.test(userAgent)) return 'unknown';
  // iOS requires WebKit of every browser, Chrome for iOS (CriOS) included.
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'webkit';
  return /\b(Chrome|Chromium|HeadlessChrome)\/\d/.test(userAgent) ? 'blink' : 'webkit';
}

export function isSupportedBrowser(userAgent: string): boolean {
  const engine = browserEngineOf(userAgent);
  return engine === 'blink' || engine === 'webkit';
}
