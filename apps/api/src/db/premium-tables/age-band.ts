import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

// spec 001 §3: every premium row is for an ANB band (key columns anbFrom, anbTo); a search finds the
// rows whose band holds the insured's age.

export const ageCell = z.number().int().min(0).max(101);
/** The age band's cells in an import row. */
export const ageBandCells = { anbFrom: ageCell, anbTo: ageCell };

/**
 * A search's WHERE clause: the dataset version, the table's own conditions, and the insured's age
 * within the row's age band.
 */
export const inVersionAtAge = (
  t: { datasetVersionId: PgColumn; anbFrom: PgColumn; anbTo: PgColumn },
  q: { versionId: number; anb: number },
  ...conditions: SQL[]
) => and(eq(t.datasetVersionId, q.versionId), ...conditions, lte(t.anbFrom, q.anb), gte(t.anbTo, q.anb));
