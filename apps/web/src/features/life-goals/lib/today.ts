/** Today as a Singapore calendar day (UTC+8), 'YYYY-MM-DD'; `now` is injectable for tests. */
export const todayInSingapore = (now: Date = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
