import { describe, expect, it } from 'vitest';
import { formatLocalClockTime } from './local-time.js';

// 09:03 UTC is 17:03 in Singapore and 04:03 in New York (EST, UTC-5, in January).
const AT = '2030-01-15T09:03:00.000Z';

describe("formatLocalClockTime: an instant on the adviser's own clock", () => {
  it.each([
    ['a 24-hour locale in Singapore', 'en-GB', 'Asia/Singapore', '17:03'],
    ['the same instant in New York', 'en-GB', 'America/New_York', '4:03'],
  ])('%s', (_rule, locale, timeZone, text) => {
    expect(formatLocalClockTime(AT, { locale, timeZone })).toBe(text);
  });

  it('a 12-hour locale names the half of the day', () => {
    expect(formatLocalClockTime(new Date(AT), { locale: 'en-US', timeZone: 'Asia/Singapore' })).toMatch(
      /^5:03\sPM$/u,
    );
  });

  it("without options, follows the device's locale and time zone", () => {
    const device = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    expect(formatLocalClockTime(AT)).toBe(device.format(new Date(AT)));
  });
});
