// The one time the portal prints in the adviser's own locale and time zone rather than Singapore's: when
// the session ends (spec 000 §4.2), a moment on the adviser's own clock.

export type LocalTimeOptions = {
  /** The device's locale when undefined. */
  locale?: string | undefined;
  /** The device's time zone when undefined. */
  timeZone?: string | undefined;
};

/** The clock time of an instant, hours and minutes: '5:03 pm' (en-SG), '17:03' (en-GB). */
export function formatLocalClockTime(at: Date | string, { locale, timeZone }: LocalTimeOptions = {}): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(at),
  );
}
