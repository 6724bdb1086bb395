import { uiSettingsSchema, type UiSettings } from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import * as repo from './theme.repository.js';

export async function saveUiSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  adviserId: string,
  settings: UiSettings,
  meta: RequestMeta,
) {
  // Issue 32 item 2: saved with its audit row or not at all.
  await inTransaction(deps, async (tx) => {
    await repo.upsertUiSettings(tx.db, adviserId, settings, deps.clock.now());
    await recordAudit(tx, AUDIT_EVENTS.themeChanged, meta, { adviserId, details: { ...settings } });
  });
}

/** The saved settings, or null before the first save (spec 000 §3 userUiSettings). */
export async function loadUiSettings(
  deps: Pick<AppDeps, 'db'>,
  adviserId: string,
): Promise<UiSettings | null> {
  const row = await repo.findUiSettings(deps.db, adviserId);
  if (!row) return null;
  // Values written before a contracts change could fall outside today's enums; treat them as unset.
  const parsed = uiSettingsSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}
