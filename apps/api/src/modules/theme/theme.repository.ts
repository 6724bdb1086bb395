import type { UiSettings } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uiSettings } from '../../db/schema.js';

export async function findUiSettings(db: Db, adviserId: string) {
  const [row] = await db.select().from(uiSettings).where(eq(uiSettings.adviserId, adviserId));
  return row;
}

export async function upsertUiSettings(
  db: Db,
  adviserId: string,
  settings: UiSettings,
  at: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: at };
  await db
    .insert(uiSettings)
    .values({ adviserId, ...values })
    .onConflictDoUpdate({ target: uiSettings.adviserId, set: values });
}
