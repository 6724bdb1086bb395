import { insuredFieldsSchema } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ageBandCells, inVersionAtAge } from './age-band.js';
import { definePremiumTable, planCells, premiumKeyColumns, rateCell, rateColumn } from './columns.js';

// spec 001 §3 Long Term Care: an annual rate per S$100 of monthly benefit by gender, ADLs and ANB band.
export const ltcPremiums = pgTable(
  'ltc_premiums',
  {
    ...premiumKeyColumns(),
    gender: text('gender').notNull(),
    adls: integer('adls').notNull(),
    premiumTerm: text('premium_term').notNull(),
    /** Annual premium in cents per S$100 of monthly benefit. */
    ratePer100Cents: rateColumn('rate_per_100_cents').notNull(),
  },
  (t) => [index('ltc_premiums_lookup_idx').on(t.datasetVersionId, t.gender, t.adls, t.anbFrom, t.anbTo)],
);

export const LTC_PREMIUMS = definePremiumTable({
  type: 'longTermCare',
  table: ltcPremiums,
  columns: {
    adls: ltcPremiums.adls,
    premiumTerm: ltcPremiums.premiumTerm,
    ratePer100Cents: ltcPremiums.ratePer100Cents,
  },
  importRow: z.object({
    ...planCells,
    gender: insuredFieldsSchema.shape.gender,
    adls: z.union([z.literal(2), z.literal(3)]),
    ...ageBandCells,
    premiumTerm: z.string().min(1),
    ratePer100Cents: rateCell,
  }),
  where: (q: { versionId: number; anb: number; gender: string; adls: number[] }) =>
    inVersionAtAge(ltcPremiums, q, eq(ltcPremiums.gender, q.gender), inArray(ltcPremiums.adls, q.adls)),
  policyTermColumn: null,
});
