import { PREGNANCY_TYPES } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ageBandCells, inVersionAtAge } from './age-band.js';
import { centsCell, definePremiumTable, planCells, premiumKeyColumns } from './columns.js';

// spec 001 §3 Maternity: a single premium (exact cents) per plan type, pregnancy type, sum and ANB band.
export const maternityPremiums = pgTable(
  'maternity_premiums',
  {
    ...premiumKeyColumns(),
    planType: text('plan_type').notNull(),
    pregnancyType: text('pregnancy_type').notNull(),
    sumInsuredCents: integer('sum_insured_cents').notNull(),
    premiumCents: integer('premium_cents').notNull(),
  },
  (t) => [
    index('maternity_premiums_lookup_idx').on(
      t.datasetVersionId,
      t.sumInsuredCents,
      t.pregnancyType,
      t.anbFrom,
      t.anbTo,
    ),
  ],
);

export const MATERNITY_PREMIUMS = definePremiumTable({
  type: 'maternity',
  table: maternityPremiums,
  columns: {
    planType: maternityPremiums.planType,
    pregnancyType: maternityPremiums.pregnancyType,
    sumInsuredCents: maternityPremiums.sumInsuredCents,
    premiumCents: maternityPremiums.premiumCents,
  },
  importRow: z.object({
    ...planCells,
    planType: z.enum(['Standalone', 'Bundle']),
    pregnancyType: z.enum(PREGNANCY_TYPES),
    sumInsuredCents: centsCell,
    ...ageBandCells,
    premiumCents: centsCell,
  }),
  where: (q: {
    versionId: number;
    anb: number;
    sumInsuredCents: number;
    pregnancyType: string;
    planTypes: string[];
  }) =>
    inVersionAtAge(
      maternityPremiums,
      q,
      eq(maternityPremiums.sumInsuredCents, q.sumInsuredCents),
      eq(maternityPremiums.pregnancyType, q.pregnancyType),
      inArray(maternityPremiums.planType, q.planTypes),
    ),
  policyTermColumn: null,
});
