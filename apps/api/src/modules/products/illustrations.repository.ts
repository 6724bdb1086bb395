import {
  ILLUSTRATION_MESSAGES,
  SERIES_CELL_KEYS,
  type IllustrationImportRow,
  type IllustrationSeriesImportRow,
} from '@portal/contracts';
import { UNIT_VALUE_FIELDS, type IllustrationUnitYear } from '@portal/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { illustrationSeries, insurers, plans, productInfos } from '../../db/schema.js';

// Issue 10, ADR 0011: illustration values go in and out as decimal strings, so what was imported is
// what the core scales, digit for digit. Stored a row a series (ADR 0039).

export type IllustrationValueRow = Omit<IllustrationImportRow, 'insurer' | 'planName'> & { planId: number };

/** The pricing cell of a search; several premium terms for the checkbox forms. */
export interface IllustrationCell {
  datasetVersionId: number;
  entryAge: number;
  gender: 'M' | 'F';
  smoker: 'NS' | 'S';
  premiumTerms: readonly number[];
  coverOption: string;
}

/**
 * One plan's stored illustration for one premium term at one illustration rate ('4.25', '3.00'), years
 * in order. A search returns every rate: the tools show both side by side and a published snapshot
 * keeps both, so switching the rate never asks the server again (issue 11).
 */
export interface StoredIllustration {
  planId: number;
  premiumTerm: number;
  illustrationRate: string;
  basis: string;
  years: IllustrationUnitYear[];
}

/** Stored for a gender or smoker status when every one of them has the same values (issue 11). */
export const ANY_INSURED = '*';

/** A series as stored (ADR 0039): its cell and one array a value column, index = policy year - 1. */
export type IllustrationSeriesRow = Omit<IllustrationSeriesImportRow, 'insurer' | 'planName'> & {
  planId: number;
};

/** A series' key without the field named: rows that agree on it differ only in that field. */
const keyWithout = (r: IllustrationSeriesRow, field: 'gender' | 'smoker' | '') =>
  `${r.planId}|${r.entryAge}|${field === 'gender' ? '' : r.gender}|${field === 'smoker' ? '' : r.smoker}|${r.premiumTerm}|${r.coverOption}|${r.illustrationRate}`;

/**
 * Yearly import rows as series: one per plan, cell and rate, years in order (the import checked they
 * run 1..n once each, with one basis).
 */
export function seriesOfYearlyRows(rows: readonly IllustrationValueRow[]): IllustrationSeriesRow[] {
  const groups = new Map<string, IllustrationValueRow[]>();
  for (const row of rows) {
    const key = keyWithout(row as unknown as IllustrationSeriesRow, '');
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((list) => {
    const years = [...list].sort((a, b) => a.policyYear - b.policyYear);
    // The import checks this; a caller that skipped it must not store a year in another's place.
    if (years.some((year, i) => year.policyYear !== i + 1))
      throw new Error('seriesOfYearlyRows: policy years must run 1, 2, ... once each');
    const { planId, entryAge, gender, smoker, premiumTerm, coverOption, basis, illustrationRate } =
      years[0] as IllustrationValueRow;
    const series = { planId, entryAge, gender, smoker, premiumTerm, coverOption, basis, illustrationRate };
    for (const field of UNIT_VALUE_FIELDS)
      (series as Record<string, unknown>)[field] = years.map((year) => year[field]);
    return series as IllustrationSeriesRow;
  });
}

/**
 * Series that differ only in one insured field (gender or smoker) and agree on every value become one
 * with '*' there, first for smoker, then for gender: a plan priced alike for everyone is stored once
 * instead of four times, and a search matches its own value or '*'. Values are compared as the decimal
 * strings that are stored, so nothing is rounded; a series with any differing year is kept apart.
 */
export function collapseInsuredFields(series: readonly IllustrationSeriesRow[]): IllustrationSeriesRow[] {
  return collapse(collapse(series, 'smoker', ['NS', 'S']), 'gender', ['M', 'F']);
}

const sameValues = (a: IllustrationSeriesRow, b: IllustrationSeriesRow) =>
  a === b ||
  (a.basis === b.basis &&
    UNIT_VALUE_FIELDS.every((field) => {
      const [x, y] = [a[field], b[field]];
      return x.length === y.length && x.every((value, i) => value === y[i]);
    }));

function collapse(
  series: readonly IllustrationSeriesRow[],
  field: 'gender' | 'smoker',
  all: readonly string[],
): IllustrationSeriesRow[] {
  const groups = new Map<string, IllustrationSeriesRow[]>();
  for (const row of series) {
    const key = keyWithout(row, field);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const out: IllustrationSeriesRow[] = [];
  for (const list of groups.values()) {
    const first = list[0] as IllustrationSeriesRow;
    const isSame =
      list.length === all.length &&
      all.every((value) => list.some((row) => row[field] === value)) &&
      list.every((row) => sameValues(row, first));
    if (isSame) out.push({ ...first, [field]: ANY_INSURED });
    else out.push(...list);
  }
  return out;
}

/** A series row is about 3 KB of JSON: a statement of 1,000 is a few MB (less garbage, same speed). */
const SERIES_PER_STATEMENT = 1_000;

/** The columns a stored series fills besides its dataset version. */
const SERIES_COLUMNS = ['planId', ...SERIES_CELL_KEYS] as const;

const UNIT_TEXT = /^(\d{1,10})(?:\.(\d{1,6}))?$/;
/** UNIT_TEXT values, comma-separated. */
const UNIT_TEXT_LIST = /^\d{1,10}(?:\.\d{1,6})?(?:,\d{1,10}(?:\.\d{1,6})?)*$/;
/**
 * A checked value as numeric(16, 6) writes it ('12.5' -> '12.500000'), the text the stored yearly rows
 * answered before ADR 0039. A value the import would refuse is refused here too, never rounded.
 */
export function storedUnitText(text: string): string {
  const match = UNIT_TEXT.exec(text);
  if (!match)
    throw new Error(`illustration value ${JSON.stringify(text)}: ${ILLUSTRATION_MESSAGES.unitValue}`);
  const [, whole = '0', fraction = ''] = match;
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(6, '0')}`;
}
/**
 * A value column as stored: the years' checked values, comma-separated, as the file gave them (short
 * text travels and stores faster); each is read back as numeric(16, 6) writes it. Checked again here,
 * so a caller that skipped the import's check cannot store what the import refuses.
 */
const storedColumn = (values: readonly string[]) => {
  const column = values.join(',');
  // One test of the whole column instead of one per value (a first start stores millions of them); a
  // value holding a comma itself would leave more commas than values.
  if (!UNIT_TEXT_LIST.test(column) || commasIn(column) !== values.length - 1) values.forEach(storedUnitText);
  return column;
};
function commasIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(','); at !== -1; at = text.indexOf(',', at + 1)) count += 1;
  return count;
}

/**
 * Inserts series in their own transaction, or inside the caller's (a dataset import passes its
 * transaction), in batches (insertJsonRows). Each value column travels as the text of the decimal
 * strings that were checked, so no value passes through a float.
 */
export async function insertIllustrationSeries(
  db: Db,
  datasetVersionId: number,
  series: readonly IllustrationSeriesRow[],
): Promise<number> {
  const stored = collapseInsuredFields(series);
  await db.transaction((tx) =>
    insertJsonRows(
      tx,
      illustrationSeries,
      ['datasetVersionId', ...SERIES_COLUMNS, ...UNIT_VALUE_FIELDS],
      stored.map((row) => [
        datasetVersionId,
        ...SERIES_COLUMNS.map((key) => row[key]),
        ...UNIT_VALUE_FIELDS.map((field) => storedColumn(row[field])),
      ]),
      SERIES_PER_STATEMENT,
    ),
  );
  return stored.length;
}

/** Yearly rows (the illustrations sheet) go in as their series. Returns how many series were stored. */
export function insertIllustrationValues(
  db: Db,
  datasetVersionId: number,
  rows: readonly IllustrationValueRow[],
): Promise<number> {
  return insertIllustrationSeries(db, datasetVersionId, seriesOfYearlyRows(rows));
}

export async function findIllustrations(db: Db, cell: IllustrationCell): Promise<StoredIllustration[]> {
  if (cell.premiumTerms.length === 0) return [];
  const t = illustrationSeries;
  const rows = await db
    .select({
      planId: t.planId,
      premiumTerm: t.premiumTerm,
      illustrationRate: t.illustrationRate,
      basis: t.basis,
      ...(Object.fromEntries(UNIT_VALUE_FIELDS.map((field) => [field, t[field]])) as Pick<
        typeof t,
        (typeof UNIT_VALUE_FIELDS)[number]
      >),
    })
    .from(t)
    .where(
      and(
        eq(t.datasetVersionId, cell.datasetVersionId),
        eq(t.entryAge, cell.entryAge),
        inArray(t.gender, [cell.gender, ANY_INSURED]),
        inArray(t.smoker, [cell.smoker, ANY_INSURED]),
        inArray(t.premiumTerm, [...cell.premiumTerms]),
        eq(t.coverOption, cell.coverOption),
      ),
    )
    // The upper rate first within a plan and term, as the issue lists them (4.25 %, then 3.00 %).
    .orderBy(asc(t.planId), asc(t.premiumTerm), desc(t.illustrationRate));
  return rows.map((row) => {
    const columns = UNIT_VALUE_FIELDS.map((field) => row[field].split(',').map(storedUnitText));
    return {
      planId: row.planId,
      premiumTerm: row.premiumTerm,
      illustrationRate: row.illustrationRate,
      basis: row.basis,
      years: (columns[0] as string[]).map((_, i) => {
        const year = { policyYear: i + 1 } as IllustrationUnitYear;
        UNIT_VALUE_FIELDS.forEach((field, k) => (year[field] = (columns[k] as string[])[i] as string));
        return year;
      }),
    };
  });
}

/** The names a result row shows, of the plans an illustration search found. */
export function findPlanNames(db: Db, planIds: readonly number[]) {
  return db
    .select({
      planId: plans.id,
      planName: plans.planName,
      planShortName: plans.planShortName,
      insurer: insurers.name,
      insurerShortName: insurers.shortName,
    })
    .from(plans)
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(inArray(plans.id, [...planIds]));
}

/** The product rows' `extra` of a version's plans: a retirement plan's payout terms (ADR 0011). */
export async function findPlanExtras(db: Db, versionId: number, planIds: readonly number[]) {
  if (planIds.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({ planId: productInfos.planId, extra: productInfos.extra })
    .from(productInfos)
    .where(and(eq(productInfos.datasetVersionId, versionId), inArray(productInfos.planId, [...planIds])));
  return new Map(rows.map((r) => [r.planId, r.extra as Record<string, unknown>]));
}
