import { describe, expect, it } from 'vitest';
import { every } from './every.js';

describe('every', () => {
  it('runs at once and again, never two runs at a time, goes on after a failure, and stops', async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const errors: unknown[] = [];
    const job = every(
      5,
      async () => {
        runs += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 12));
        inFlight -= 1;
        if (runs === 2) throw new Error('second run failed');
      },
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await job.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
    expect(after).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
