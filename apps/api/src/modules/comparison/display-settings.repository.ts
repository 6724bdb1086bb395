import type { DisplaySetting } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comparisonDisplaySettings } from '../../db/schema.js';
import { writeThroughCache } from '../../platform/write-through-cache.js';

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
  displaySettingCache(db).invalidate((key) => key === settingKey(adviserId, setting.comparisonType));
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

/**
 * The adviser's insurer filter for one type, empty for every insurer (spec 001 §3). Read on every
 * comparison call, so through an in-process copy (ADR 0009) that `upsertDisplaySetting` drops.
 */
export async function findDisplaySetting(
  db: Db,
  adviserId: string,
  comparisonType: string,
): Promise<string[]> {
  return displaySettingCache(db).read(settingKey(adviserId, comparisonType), async () => {
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
  });
}

const settingKey = (adviserId: string, comparisonType: string) => `${adviserId}|${comparisonType}`;
const displaySettingCache = (db: Db) => writeThroughCache<string[]>(db, 'display-settings');
