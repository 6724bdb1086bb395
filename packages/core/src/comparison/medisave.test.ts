import { describe, expect, it } from 'vitest';
import { medisaveLimitCents, splitShieldPremium } from './medisave.js';

describe('MediSave withdrawal limit by age next birthday', () => {
  it.each([
    [1, 30_000],
    [40, 30_000], // the last year of S$300
    [41, 60_000], // the first year of S$600
    [70, 60_000],
    [71, 90_000],
    [101, 90_000],
  ])('ANB %i: %i cents a year', (anb, cents) => {
    expect(medisaveLimitCents(anb)).toBe(cents);
  });
});

describe('splitShieldPremium: MediSave up to the limit, the rest in cash', () => {
  it.each([
    // [quoted MediSave, quoted cash, ANB, MediSave paid, cash paid]
    [25_000, 10_000, 36, 25_000, 10_000], // within the limit: as quoted
    [30_000, 0, 40, 30_000, 0], // exactly the limit
    [45_000, 5_000, 40, 30_000, 20_000], // above S$300 at ANB 40: S$150 moves to cash
    [45_000, 5_000, 41, 45_000, 5_000], // the same plan a year older is within S$600
    [95_000, 0, 80, 90_000, 5_000], // above S$900
    [0, 12_000, 30, 0, 12_000], // a rider alone is all cash
  ])('quoted %i + %i at ANB %i -> MediSave %i, cash %i', (medisave, cash, anb, paidMedisave, paidCash) => {
    const split = splitShieldPremium({ medisaveCents: medisave, cashCents: cash }, anb);
    expect(split).toEqual({ medisaveCents: paidMedisave, cashCents: paidCash });
    expect(split.medisaveCents + split.cashCents).toBe(medisave + cash);
  });
});
