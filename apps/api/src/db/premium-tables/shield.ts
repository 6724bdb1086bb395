import { eq } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ageBandCells, inVersionAtAge } from './age-band.js';
import { centsCell, definePremiumTable, planCells, premiumKeyColumns } from './columns.js';

// spec 001 §3 Integrated Shield: MediSave and cash premiums (exact cents) per tier, coverage and ANB band.
export const shieldPremiums = pgTable(
  'shield_premiums',
  {
    ...premiumKeyColumns(),
    planTier: text('plan_tier').notNull(),
    coverageType: text('coverage_type').notNull(),
    medisaveCents: integer('medisave_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
  },
  (t) => [index('shield_premiums_lookup_idx').on(t.datasetVersionId, t.coverageType, t.anbFrom, t.anbTo)],
);

export const SHIELD_PREMIUMS = definePremiumTable({
  type: 'shieldSingle',
  table: shieldPremiums,
  columns: {
    planTier: shieldPremiums.planTier,
    medisaveCents: shieldPremiums.medisaveCents,
    cashCents: shieldPremiums.cashCents,
  },
  importRow: z.object({
    ...planCells,
    planTier: z.string().min(1),
    coverageType: z.string().min(1),
    ...ageBandCells,
    medisaveCents: centsCell,
    cashCents: centsCell,
  }),
  where: (q: { versionId: number; anb: number; coverageType: string }) =>
    inVersionAtAge(shieldPremiums, q, eq(shieldPremiums.coverageType, q.coverageType)),
  policyTermColumn: null,
});
