import type { Clock } from '../platform/clock.js';

/**
 * A clock tests move by hand; starts at a fixed instant so TOTP steps and expiries are predictable.
 * 17:00 UTC is 01:00 the next day in Singapore (ADR 0024): a UTC date used where a Singapore day is
 * meant is a day off, and a test fails.
 */
export class TestClock implements Clock {
  constructor(private current = new Date('2030-01-15T17:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(at: Date): void {
    this.current = new Date(at);
  }
}
