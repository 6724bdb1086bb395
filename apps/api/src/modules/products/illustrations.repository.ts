import type { IllustrationImportRow } from '@portal/contracts';
import type { IllustrationUnitYear } from '@portal/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

const VALUE_KEYS = [
  'basis',
  'premiumDuePer1000',
  'surrenderValueGtdPer1000',
  'surrenderValueTotalPer1000',
  'payoutGtdPer1000',
  'payoutTotalPer1000',
  'deathBenefitGtdPer1000',
  'deathBenefitTotalPer1000',
] as const;

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
    [r.planId, r.entryAge, r[other], r.premiumTerm, r.coverOption, r.illustrationRate].join('|');
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
  const fingerprint = (list: StoredRow[]) =>
    list
      .map((r) => [r.policyYear, ...VALUE_KEYS.map((k) => r[k])].join(','))
      .sort()
      .join(';');
  for (const byValue of groups.values()) {
    const lists = [...byValue.values()];
    const first = lists[0] as StoredRow[];
    const isSame =
      all.every((value) => byValue.has(value)) &&
      byValue.size === all.length &&
      lists.every((list) => fingerprint(list) === fingerprint(first));
    if (isSame) out.push(...first.map((r) => ({ ...r, [field]: ANY_INSURED })));
    else for (const list of lists) out.push(...list);
  }
  return out;
}

// One statement per this many rows: each is a JSON array the database unpacks (jsonb_to_recordset), so
// a sample of tens of thousands of rows goes in with a handful of statements instead of hundreds.
const BATCH = 10_000;
const COLUMNS = [
  ['dataset_version_id', 'int'],
  ['plan_id', 'int'],
  ['entry_age', 'int'],
  ['gender', 'text'],
  ['smoker', 'text'],
  ['premium_term', 'int'],
  ['cover_option', 'text'],
  ['basis', 'text'],
  ['illustration_rate', 'numeric(4,2)'],
  ['policy_year', 'int'],
  ['premium_due_per_1000', 'numeric(16,6)'],
  ['surrender_value_gtd_per_1000', 'numeric(16,6)'],
  ['surrender_value_total_per_1000', 'numeric(16,6)'],
  ['payout_gtd_per_1000', 'numeric(16,6)'],
  ['payout_total_per_1000', 'numeric(16,6)'],
  ['death_benefit_gtd_per_1000', 'numeric(16,6)'],
  ['death_benefit_total_per_1000', 'numeric(16,6)'],
] as const;
const INSERT_HEAD = sql.raw(
  `insert into illustration_values (${COLUMNS.map(([c]) => c).join(', ')}) select ${COLUMNS.map(([, type], i) => `(r->>${i})::${type}`).join(', ')} from jsonb_array_elements(`,
);

/**
 * Inserts in its own transaction, or inside the caller's (a dataset import passes its transaction).
 * Each row travels as an array of its values, numbers as the decimal strings that were checked, so
 * Postgres parses exactly the digits of the file.
 */
export async function insertIllustrationValues(
  db: Db,
  datasetVersionId: number,
  rows: readonly IllustrationValueRow[],
): Promise<number> {
  const stored = collapseInsuredFields(rows);
  await db.transaction(async (tx) => {
    for (let i = 0; i < stored.length; i += BATCH) {
      const batch = stored
        .slice(i, i + BATCH)
        .map((r) => [
          datasetVersionId,
          r.planId,
          r.entryAge,
          r.gender,
          r.smoker,
          r.premiumTerm,
          r.coverOption,
          r.basis,
          r.illustrationRate,
          r.policyYear,
          r.premiumDuePer1000,
          r.surrenderValueGtdPer1000,
          r.surrenderValueTotalPer1000,
          r.payoutGtdPer1000,
          r.payoutTotalPer1000,
          r.deathBenefitGtdPer1000,
          r.deathBenefitTotalPer1000,
        ]);
      await tx.execute(sql`${INSERT_HEAD}${JSON.stringify(batch)}::jsonb) as r`);
    }
  });
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
