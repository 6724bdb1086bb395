/** Injected everywhere a rule depends on the time, so tests fix it (STYLE: money and time). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
