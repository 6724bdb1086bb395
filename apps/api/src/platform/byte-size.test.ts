import { describe, expect, it } from 'vitest';
import { estimateBytes } from './byte-size.js';

describe('estimateBytes (issue 33, ADR 0040)', () => {
  it('counts binary data at its length and strings at two bytes a character', () => {
    expect(estimateBytes(Buffer.alloc(10_000))).toBeGreaterThanOrEqual(10_000);
    expect(estimateBytes(Buffer.alloc(10_000))).toBeLessThan(10_100);
    expect(estimateBytes('x'.repeat(1_000))).toBeGreaterThanOrEqual(2_000);
  });

  it('grows with the rows of a result, and counts a shared or cyclic object once', () => {
    const row = { insurer: 'Harbourline Assurance', premiumCents: 123_456, years: [1, 2, 3] };
    const one = estimateBytes([row]);
    const hundred = estimateBytes(Array.from({ length: 100 }, (_, i) => ({ ...row, premiumCents: i })));
    expect(hundred).toBeGreaterThan(50 * one);
    const shared = estimateBytes([row, row, row]);
    expect(shared).toBeLessThan(one + 100);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic)).toBeLessThan(200);
  });
});
