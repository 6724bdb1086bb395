import { ILLUSTRATION_MESSAGES, illustrationImportRowSchema } from '@portal/contracts';
import { parseUnitValue, premiumsPaidToYear, scaleUnitSeries, surrenderValueAtYear } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { datasetVersions, insurers, plans } from '../../db/schema.js';
import { openTestDatabase } from '../../test/database.js';
import {
  collapseInsuredFields,
  findIllustrations,
  insertIllustrationValues,
  seriesOfYearlyRows,
  storedUnitText,
  type IllustrationCell,
  type IllustrationValueRow,
} from './illustrations.repository.js';

// Issue 10, ADR 0011: a series goes in as numeric(16, 6) writes it and comes back digit for digit, never
// via a float (ADR 0039: a row a series).
let database: Database;
let versionId: number;
let planIds: [number, number];

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [version] = await db
    .insert(datasetVersions)
    .values({
      comparisonType: 'wholeLifeEndowment',
      effectiveDate: '2025-01-01',
      isSample: true,
      source: 'test',
      importedAt: new Date('2025-01-01T00:00:00Z'),
    })
    .returning();
  const [insurer] = await db.insert(insurers).values({ name: 'Sample Life', shortName: 'SL' }).returning();
  const planRows = await db
    .insert(plans)
    .values(
      ['Endowment A', 'Endowment B'].map((planName) => ({
        insurerId: insurer!.id,
        comparisonType: 'wholeLifeEndowment',
        planName,
        planShortName: planName,
      })),
    )
    .returning();
  versionId = version!.id;
  planIds = [planRows[0]!.id, planRows[1]!.id];
});
afterAll(() => database.close());

const CELL: IllustrationCell = {
  datasetVersionId: 0,
  entryAge: 35,
  gender: 'F',
  smoker: 'NS',
  premiumTerms: [1],
  coverOption: '',
};

// Figures a float would not hold: 0.1, a third, the largest numeric(16, 6) and an exact half cent at S$10,000
const VALUES = ['1000', '0.1', '333.333333', '9999999999.999999', '2.0035'];

const rowsOf = (planId: number, patch: Partial<IllustrationValueRow> = {}): IllustrationValueRow[] =>
  VALUES.map((value, index) => ({
    planId,
    entryAge: 35,
    gender: 'F',
    smoker: 'NS',
    premiumTerm: 1,
    coverOption: '',
    basis: 'totalPremium',
    illustrationRate: '4.25',
    policyYear: index + 1,
    premiumDuePer1000: index === 0 ? '1000' : '0',
    surrenderValueGtdPer1000: value,
    surrenderValueTotalPer1000: value,
    payoutGtdPer1000: '0',
    payoutTotalPer1000: '0',
    deathBenefitGtdPer1000: value,
    deathBenefitTotalPer1000: value,
    ...patch,
  }));

describe('illustration values repository', () => {
  it('reads back a series exactly, and the core scales it to the same cents as the imported text', async () => {
    const [planA, planB] = planIds;
    // years inserted last-first, and rows of other cells that the search must leave out
    await insertIllustrationValues(database.db, versionId, [
      ...rowsOf(planA).reverse(),
      ...rowsOf(planA, { gender: 'M' }),
      ...rowsOf(planA, { entryAge: 36 }),
      ...rowsOf(planA, { coverOption: 'other' }),
      ...rowsOf(planB, { premiumTerm: 5 }),
    ]);
    const found = await findIllustrations(database.db, { ...CELL, datasetVersionId: versionId });
    expect(found.map((f) => [f.planId, f.premiumTerm, f.basis])).toEqual([[planA, 1, 'totalPremium']]);
    const years = found[0]!.years;
    expect(years.map((y) => y.policyYear)).toEqual([1, 2, 3, 4, 5]);
    // numeric(16, 6) answers with its scale: the same number, written with six decimals
    expect(years.map((y) => y.surrenderValueTotalPer1000)).toEqual([
      '1000.000000',
      '0.100000',
      '333.333333',
      '9999999999.999999',
      '2.003500',
    ]);
    expect(years.map((y) => parseUnitValue(y.deathBenefitGtdPer1000))).toEqual(VALUES.map(parseUnitValue));

    const series = scaleUnitSeries(years, 1_000_000);
    expect(premiumsPaidToYear(series, 5)).toBe(1_000_000);
    expect(surrenderValueAtYear(series, 3, 'total')).toBe(333_333);
    // 9,999,999,999.999999 per 1,000 of S$10,000: S$99,999,999,999.99999, half up to the cent
    expect(surrenderValueAtYear(series, 4, 'total')).toBe(10_000_000_000_000);
    expect(surrenderValueAtYear(series, 5, 'guaranteed')).toBe(2004);
  });

  it('finds several premium terms at once, one illustration each', async () => {
    const found = await findIllustrations(database.db, {
      ...CELL,
      datasetVersionId: versionId,
      premiumTerms: [1, 5],
    });
    expect(found.map((f) => [f.planId, f.premiumTerm, f.years.length])).toEqual([
      [planIds[0], 1, 5],
      [planIds[1], 5, 5],
    ]);
  });

  it('returns a plan at both illustration rates, the upper first, guaranteed alike and totals apart', async () => {
    const cell = { ...CELL, datasetVersionId: versionId, entryAge: 50 };
    const atRate = (illustrationRate: string, total: string) =>
      rowsOf(planIds[0], { entryAge: 50, illustrationRate }).map((row) => ({
        ...row,
        surrenderValueGtdPer1000: '800',
        surrenderValueTotalPer1000: total,
      }));
    // the lower rate inserted first: the order of the answer must not depend on the order of the import
    await insertIllustrationValues(database.db, versionId, [
      ...atRate('3.00', '900'),
      ...atRate('4.25', '1100'),
    ]);
    const found = await findIllustrations(database.db, cell);
    expect(found.map((f) => [f.planId, f.premiumTerm, f.illustrationRate, f.years.length])).toEqual([
      [planIds[0], 1, '4.25', 5],
      [planIds[0], 1, '3.00', 5],
    ]);
    expect(found.map((f) => f.years[0]?.surrenderValueGtdPer1000)).toEqual(['800.000000', '800.000000']);
    expect(found.map((f) => f.years[0]?.surrenderValueTotalPer1000)).toEqual(['1100.000000', '900.000000']);
  });

  it('refuses a second series for the same plan, cell and rate', async () => {
    await expect(
      insertIllustrationValues(database.db, versionId, rowsOf(planIds[1], { premiumTerm: 5 }).slice(0, 1)),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'illustration_series_cell_idx' } });
  });

  it('stores a series alike for every gender and smoker once, and each insured finds it', async () => {
    const insureds = (['M', 'F'] as const).flatMap((gender) =>
      (['NS', 'S'] as const).map((smoker) => ({ gender, smoker })),
    );
    const rows = insureds.flatMap((insured) => rowsOf(planIds[1], { entryAge: 60, ...insured }));
    // a smoker's series differs in one year at age 61: smokers and non-smokers keep their own rows
    const apart = insureds.flatMap((insured) =>
      rowsOf(planIds[1], { entryAge: 61, ...insured }).map((row) =>
        insured.smoker === 'S' && row.policyYear === 3 ? { ...row, surrenderValueTotalPer1000: '300' } : row,
      ),
    );
    // one series (ADR 0039: a row a series) for the four insureds
    expect(collapseInsuredFields(seriesOfYearlyRows(rows))).toHaveLength(1);
    // smokers apart, each alike for both genders: two series
    expect(collapseInsuredFields(seriesOfYearlyRows(apart))).toHaveLength(2);
    await insertIllustrationValues(database.db, versionId, [...rows, ...apart]);
    for (const insured of insureds) {
      for (const entryAge of [60, 61]) {
        const found = await findIllustrations(database.db, {
          ...CELL,
          ...insured,
          entryAge,
          datasetVersionId: versionId,
        });
        const expected = entryAge === 61 && insured.smoker === 'S' ? '300.000000' : '333.333333';
        expect(found.map((f) => f.years[2]?.surrenderValueTotalPer1000)).toEqual([expected]);
      }
    }
  });

  it('refuses a 7th decimal rather than round it, as the import row does, and stores what numeric(16, 6) wrote', async () => {
    const row = { ...rowsOf(planIds[1], { premiumTerm: 10 })[0]!, surrenderValueGtdPer1000: '1.2345678' };
    await expect(insertIllustrationValues(database.db, versionId, [row])).rejects.toThrow(
      ILLUSTRATION_MESSAGES.unitValue,
    );
    expect(illustrationImportRowSchema.safeParse({ ...row, insurer: 'I', planName: 'P' }).success).toBe(
      false,
    );
    // A value holding a comma would read back as two years: refused, though the column's text looks whole.
    const comma = { ...rowsOf(planIds[1], { premiumTerm: 10 })[0]!, surrenderValueGtdPer1000: '1,5' };
    await expect(insertIllustrationValues(database.db, versionId, [comma])).rejects.toThrow(
      ILLUSTRATION_MESSAGES.unitValue,
    );
    expect(['0', '007.5', '12.25', '1.234567'].map(storedUnitText)).toEqual([
      '0.000000',
      '7.500000',
      '12.250000',
      '1.234567',
    ]);
  });
});
