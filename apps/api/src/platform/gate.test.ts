import { describe, expect, it } from 'vitest';
import { createGate } from './gate.js';

class Busy extends Error {}
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the gate in front of PGlite and the password hashes (issue 9)', () => {
  it('runs callers in arrival order, never more than its capacity at once', async () => {
    const gate = createGate({ capacity: 2, onTimeout: () => new Busy() });
    const order: number[] = [];
    const first = deferred();
    const runs = [0, 1, 2, 3].map((i) =>
      gate.run(async () => {
        order.push(i);
        if (i === 0) await first.promise;
      }),
    );
    await Promise.resolve();
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 2 });
    first.resolve();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.stats()).toMatchObject({ started: 4, active: 0, peakActive: 2 });
  });

  it('a caller that waits too long is refused and its task never runs', async () => {
    const gate = createGate({ capacity: 1, waitMs: 30, onTimeout: () => new Busy() });
    const holder = deferred();
    const held = gate.run(() => holder.promise);
    let didRun = false;
    await expect(gate.run(async () => void (didRun = true))).rejects.toBeInstanceOf(Busy);
    holder.resolve();
    await held;
    expect(didRun).toBe(false);
    expect(gate.stats()).toMatchObject({ started: 1, waiting: 0 });
    await gate.run(async () => void (didRun = true));
    expect(didRun).toBe(true);
  });

  it('refuses at once past its queue, and frees the slot when a task fails', async () => {
    const gate = createGate({ capacity: 1, maxWaiting: 1, onTimeout: () => new Busy() });
    const holder = deferred();
    const held = gate.run(() => holder.promise);
    const queued = gate.run(async () => 'queued');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(Busy);
    holder.resolve();
    await held;
    expect(await queued).toBe('queued');
    await expect(
      gate.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
