import type { IllustrationImportRow } from '@portal/contracts';
import type { IllustrationUnitYear } from '@portal/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { illustrationValues } from '../../db/schema.js';

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

const BATCH = 500;

/** Inserts in its own transaction, or inside the caller's (a dataset import passes its transaction). */
export async function insertIllustrationValues(
  db: Db,
  datasetVersionId: number,
  rows: readonly IllustrationValueRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH)
      await tx
        .insert(illustrationValues)
        .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, datasetVersionId })));
  });
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
        eq(t.gender, cell.gender),
        eq(t.smoker, cell.smoker),
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
