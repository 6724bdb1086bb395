import type { DisplaySetting } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { comparisonDisplaySettings } from '../../db/schema.js';

export async function upsertDisplaySetting(
  db: Db,
  adviserId: string,
  setting: DisplaySetting,
  at: Date,
): Promise<void> {
  const values = { onlyDisplayInsurers: setting.onlyDisplayInsurers, updatedAt: at };
  await db
    .insert(comparisonDisplaySettings)
    .values({ adviserId, comparisonType: setting.comparisonType, ...values })
    .onConflictDoUpdate({
      target: [comparisonDisplaySettings.adviserId, comparisonDisplaySettings.comparisonType],
      set: values,
    });
}

export async function findDisplaySettings(db: Db, adviserId: string) {
  return db
    .select({
      comparisonType: comparisonDisplaySettings.comparisonType,
      onlyDisplayInsurers: comparisonDisplaySettings.onlyDisplayInsurers,
    })
    .from(comparisonDisplaySettings)
    .where(eq(comparisonDisplaySettings.adviserId, adviserId));
}

/** The adviser's insurer filter for one type, empty for every insurer (spec 001 §3). */
export async function findDisplaySetting(
  db: Db,
  adviserId: string,
  comparisonType: string,
): Promise<string[]> {
  const [row] = await insurerFilter(db).execute({ adviserId, comparisonType });
  return row?.onlyDisplayInsurers ?? [];
}

/** Read on every comparison search (findInsurerFilter): prepared once per database. */
const insurerFilter = preparedOn((db) =>
  db
    .select({ onlyDisplayInsurers: comparisonDisplaySettings.onlyDisplayInsurers })
    .from(comparisonDisplaySettings)
    .where(
      and(
        eq(comparisonDisplaySettings.adviserId, sql.placeholder('adviserId')),
        eq(comparisonDisplaySettings.comparisonType, sql.placeholder('comparisonType')),
      ),
    )
    .prepare('find_insurer_filter'),
);
