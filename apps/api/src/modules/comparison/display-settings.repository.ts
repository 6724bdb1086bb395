import type { DisplaySetting } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
  const [row] = await db
    .select({ onlyDisplayInsurers: comparisonDisplaySettings.onlyDisplayInsurers })
    .from(comparisonDisplaySettings)
    .where(
      and(
        eq(comparisonDisplaySettings.adviserId, adviserId),
        eq(comparisonDisplaySettings.comparisonType, comparisonType),
      ),
    );
  return row?.onlyDisplayInsurers ?? [];
}
