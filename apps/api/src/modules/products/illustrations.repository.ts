import type { IllustrationImportRow } from '@portal/contracts';
import { UNIT_VALUE_FIELDS, type IllustrationUnitYear } from '@portal/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { illustrationValues, insurers, plans, productInfos } from '../../db/schema.js';

// Issue 10, ADR 0011: illustration values go in and out as decimal strings, so what was imported is
// what the core scales, digit for digit.

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

const VALUE_KEYS = ['basis', ...UNIT_VALUE_FIELDS] as const;

type StoredRow = Omit<IllustrationValueRow, 'gender' | 'smoker'> & { gender: string; smoker: string };

/**
 * Rows that differ only in one insured field (gender or smoker) and agree on every value become one row
 * with '*' there, first for smoker, then for gender: a plan priced alike for everyone is stored once
 * instead of four times, and a search matches its own value or '*'. Values are compared as the decimal
 * strings that are stored, so nothing is rounded; a series with any differing year is kept apart, since
 * a cell is collapsed only when all its years agree.
 */
export function collapseInsuredFields(rows: readonly IllustrationValueRow[]): StoredRow[] {
  return collapse(collapse(rows, 'smoker', ['NS', 'S']), 'gender', ['M', 'F']);
}

function collapse(
  rows: readonly StoredRow[],
  field: 'gender' | 'smoker',
  all: readonly string[],
): StoredRow[] {
  const other = field === 'gender' ? 'smoker' : 'gender';
  // A series: one plan, cell and rate, every year; keyed without the field being collapsed.
  const seriesKey = (r: StoredRow) =>
    `${r.planId}|${r.entryAge}|${r[other]}|${r.premiumTerm}|${r.coverOption}|${r.illustrationRate}`;
  const groups = new Map<string, Map<string, StoredRow[]>>();
  for (const row of rows) {
    const key = seriesKey(row);
    let byValue = groups.get(key);
    if (!byValue) groups.set(key, (byValue = new Map()));
    const list = byValue.get(row[field]);
    if (list) list.push(row);
    else byValue.set(row[field], [row]);
  }
  const out: StoredRow[] = [];
  for (const byValue of groups.values()) {
    const lists = [...byValue.values()];
    const first = lists[0] as StoredRow[];
    const isSame =
      all.every((value) => byValue.has(value)) &&
      byValue.size === all.length &&
      lists.every((list) => hasSameYears(list, first));
    if (isSame) out.push(...first.map((r) => ({ ...r, [field]: ANY_INSURED })));
    else for (const list of lists) out.push(...list);
  }
  return out;
}

/** Rows of one policy year (never two in a checked import) in the order of their values. */
const compareYears = (a: StoredRow, b: StoredRow) => {
  if (a.policyYear !== b.policyYear) return a.policyYear - b.policyYear;
  for (const key of VALUE_KEYS) if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  return 0;
};

/** Whether two series hold the same years with the same values, in any order. */
function hasSameYears(a: readonly StoredRow[], b: readonly StoredRow[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort(compareYears);
  return [...a].sort(compareYears).every((row, i) => compareYears(row, sortedB[i] as StoredRow) === 0);
}

/** The columns a stored row fills besides its dataset version. */
const ROW_COLUMNS = [
  'planId',
  'entryAge',
  'gender',
  'smoker',
  'premiumTerm',
  'coverOption',
  'illustrationRate',
  'policyYear',
  ...VALUE_KEYS,
] as const;

/**
 * Inserts in its own transaction, or inside the caller's (a dataset import passes its transaction).
 * Each row travels as an array of its values, numbers as the decimal strings that were checked.
 */
export async function insertIllustrationValues(
  db: Db,
  datasetVersionId: number,
  rows: readonly IllustrationValueRow[],
): Promise<number> {
  const stored = collapseInsuredFields(rows);
  await db.transaction((tx) =>
    insertJsonRows(
      tx,
      illustrationValues,
      ['datasetVersionId', ...ROW_COLUMNS],
      stored.map((row) => [datasetVersionId, ...ROW_COLUMNS.map((key) => row[key])]),
    ),
  );
  return stored.length;
}

export async function findIllustrations(db: Db, cell: IllustrationCell): Promise<StoredIllustration[]> {
  if (cell.premiumTerms.length === 0) return [];
  const t = illustrationValues;
  const rows = await db
    .select()
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
    .orderBy(asc(t.planId), asc(t.premiumTerm), desc(t.illustrationRate), asc(t.policyYear));
  const found: StoredIllustration[] = [];
  for (const row of rows) {
    let last = found.at(-1);
    if (
      !last ||
      last.planId !== row.planId ||
      last.premiumTerm !== row.premiumTerm ||
      last.illustrationRate !== row.illustrationRate
    ) {
      last = {
        planId: row.planId,
        premiumTerm: row.premiumTerm,
        illustrationRate: row.illustrationRate,
        basis: row.basis,
        years: [],
      };
      found.push(last);
    }
    last.years.push({
      policyYear: row.policyYear,
      premiumDuePer1000: row.premiumDuePer1000,
      surrenderValueGtdPer1000: row.surrenderValueGtdPer1000,
      surrenderValueTotalPer1000: row.surrenderValueTotalPer1000,
      payoutGtdPer1000: row.payoutGtdPer1000,
      payoutTotalPer1000: row.payoutTotalPer1000,
      deathBenefitGtdPer1000: row.deathBenefitGtdPer1000,
      deathBenefitTotalPer1000: row.deathBenefitTotalPer1000,
    });
  }
  return found;
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
