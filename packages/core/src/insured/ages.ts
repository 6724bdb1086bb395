// spec 000 §3 and §5.4, issue 5: the insured's ages from a date of birth, or from an ALB typed in.

export interface InsuredAges {
  /** Age last birthday: completed years. */
  alb: number;
  /** Age next birthday: ALB + 1. */
  anb: number;
  /** Age nearest birthday (the spec's "AnB"), with the 182-day cutoff of spec 000 §9. */
  anbNearest: number;
}

/** spec 000 §9: AnB moves to the next age only when MORE than this many days have passed. */
export const ANB_NEAREST_CUTOFF_DAYS = 182;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(value: string): CalendarDate {
  const match = ISO_DATE.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw new RangeError(`Not a calendar date in YYYY-MM-DD: ${value}`);
  }
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthday in `year`; a 29 February birthday falls on 28 February in common years (issue 5). */
function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  const isLeapDay = birth.month === 2 && birth.day === 29;
  return { year, month: birth.month, day: isLeapDay && !isLeapYear(year) ? 28 : birth.day };
}

const dayNumberOf = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;
const isOnOrBefore = (a: CalendarDate, b: CalendarDate) => dayNumberOf(a) <= dayNumberOf(b);

/** ALB, ANB and AnB of someone born on `dob`, as of `asOf` (both 'YYYY-MM-DD'); a dob after asOf throws. */
export function computeInsuredAges(dob: string, asOf: string): InsuredAges {
  const birth = parseIsoDate(dob);
  const today = parseIsoDate(asOf);
  if (!isOnOrBefore(birth, today)) throw new RangeError(`Date of birth ${dob} is after ${asOf}`);
  const thisYearsBirthday = birthdayIn(birth, today.year);
  const hasHadBirthday = isOnOrBefore(thisYearsBirthday, today);
  const alb = today.year - birth.year - (hasHadBirthday ? 0 : 1);
  const lastBirthday = alb === 0 ? birth : birthdayIn(birth, birth.year + alb);
  const daysSinceBirthday = dayNumberOf(today) - dayNumberOf(lastBirthday);
  return { alb, anb: alb + 1, anbNearest: daysSinceBirthday > ANB_NEAREST_CUTOFF_DAYS ? alb + 1 : alb };
}

/** spec 000 §5.4: in ALB mode ANB = AnB = ALB + 1. */
export function insuredAgesFromAlb(alb: number): InsuredAges {
  if (!Number.isInteger(alb) || alb < 0) throw new RangeError(`ALB must be a whole number from 0: ${alb}`);
  return { alb, anb: alb + 1, anbNearest: alb + 1 };
}
