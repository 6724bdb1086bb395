// Integrated Shield (spec 001 §2, §3: MediSave premium, cash premium, total premium). CPF's Additional
// Withdrawal Limits: MediSave pays an Integrated Shield plan's additional private insurance premium up
// to a limit per policy year set by the insured's age next birthday; the rest, and any rider, is cash.

/** The limits in cents, by the oldest ANB each applies to: 40 and below S$300, 41-70 S$600, 71+ S$900. */
export const MEDISAVE_WITHDRAWAL_LIMITS = [
  { maxAnb: 40, limitCents: 30_000 },
  { maxAnb: 70, limitCents: 60_000 },
  { maxAnb: Number.POSITIVE_INFINITY, limitCents: 90_000 },
] as const;

/** The most MediSave pays a year towards a Shield plan for an insured of this age next birthday. */
export function medisaveLimitCents(anb: number): number {
  const band = MEDISAVE_WITHDRAWAL_LIMITS.find((b) => anb <= b.maxAnb) ?? MEDISAVE_WITHDRAWAL_LIMITS[2];
  return band.limitCents;
}

/**
 * A Shield premium as the insured pays it: the MediSave-payable part an insurer quotes, capped at the
 * limit for the ANB, with anything above the limit moved to cash; the total never changes.
 */
export function splitShieldPremium(
  quoted: { medisaveCents: number; cashCents: number },
  anb: number,
): { medisaveCents: number; cashCents: number } {
  const medisaveCents = Math.min(Math.max(quoted.medisaveCents, 0), medisaveLimitCents(anb));
  return { medisaveCents, cashCents: quoted.cashCents + quoted.medisaveCents - medisaveCents };
}
