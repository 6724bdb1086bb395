import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../dates/singapore-date.js';

// Where an Intl-free formatter of core replaced an Intl call (issue 35), it prints what Intl printed.

describe("formatLongDate reads as Intl's en-SG long date, as the Strategy Report was dated", () => {
  const long = new Intl.DateTimeFormat('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('for every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const at = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatLongDate(at.toISOString().slice(0, 10))).toBe(long.format(at));
    }
  });
});
