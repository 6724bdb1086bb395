import { describe, expect, it } from 'vitest';
import { browserEngineOf, isSupportedBrowser } from './browser.js';

// Real user-agent strings as each browser sends them (desktop and mobile).
const SUPPORTED: [string, string, string][] = [
  [
    'Chrome on Windows',
    'blink',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Chrome on Android',
    'blink',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Chromium on Linux',
    'blink',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/130.0 Chrome/130.0.0.0 Safari/537.36',
  ],
  [
    'headless Chromium',
    'blink',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  ],
  [
    'Edge on Windows',
    'blink',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  ],
  [
    'Edge on Android',
    'blink',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  ],
  [
    'Opera',
    'blink',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  ],
  [
    'Samsung Internet',
    'blink',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
  // Brave sends Chrome's user agent unchanged.
  [
    'Brave',
    'blink',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Vivaldi',
    'blink',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Vivaldi/7.0.3495.18',
  ],
  [
    'Yandex Browser',
    'blink',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  ],
  [
    'Android WebView',
    'blink',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36',
  ],
  [
    'Safari on macOS',
    'webkit',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  ],
  [
    'Safari on iPhone',
    'webkit',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ],
  [
    'Safari on iPad',
    'webkit',
    'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome on iOS (WebKit)',
    'webkit',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ],
  [
    'Edge on iOS (WebKit)',
    'webkit',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.150 Mobile/15E148 Safari/605.1.15',
  ],
  [
    'Firefox on iOS (WebKit)',
    'webkit',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  ],
];

const UNSUPPORTED: [string, string, string][] = [
  ['Firefox on Linux', 'gecko', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
  [
    'Firefox on Windows',
    'gecko',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ],
  ['Firefox on Android', 'gecko', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'],
  ['Tor Browser', 'gecko', 'Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0'],
  [
    'legacy Edge (EdgeHTML)',
    'edgehtml',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  ],
  ['Internet Explorer 11', 'trident', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko'],
  ['Internet Explorer 10', 'trident', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)'],
  ['Opera 12 (Presto)', 'presto', 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18'],
  ['empty user agent', 'unknown', ''],
  ['a script', 'unknown', 'curl/8.5.0'],
];

describe('isSupportedBrowser (spec 000 §2.1 Chrome or Safari, by engine: issue 9)', () => {
  it.each(SUPPORTED)('%s runs %s: supported', (_name, engine, userAgent) => {
    expect(browserEngineOf(userAgent)).toBe(engine);
    expect(isSupportedBrowser(userAgent)).toBe(true);
  });

  it.each(UNSUPPORTED)('%s runs %s: unsupported', (_name, engine, userAgent) => {
    expect(browserEngineOf(userAgent)).toBe(engine);
    expect(isSupportedBrowser(userAgent)).toBe(false);
  });
});
