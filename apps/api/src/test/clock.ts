import type { Clock } from '../platform/clock.js';

/** A clock tests move by hand; starts at a fixed instant so TOTP steps and expiries are predictable. */
export class TestClock implements Clock {
  constructor(private current = new Date('2030-01-15T09:00:00.000Z')) {}
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
