import { HOME_TABS, homeEntrySchema, type HomeEntry } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { HOME_CONTENT } from './home-content.js';
import * as repo from './home.repository.js';

/** Entries in the tab order of spec 002 §2 (Announcement, Road Map, Overview), then by position. */
export async function listHomeEntries(deps: Pick<AppDeps, 'db'>): Promise<HomeEntry[]> {
  const rows = await repo.listHomeEntries(deps.db);
  const entries = rows.flatMap((row) => {
    const parsed = homeEntrySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return entries.sort(
    (a, b) => HOME_TABS.indexOf(a.tab) - HOME_TABS.indexOf(b.tab) || a.position - b.position,
  );
}

/** First run only: content edited in the database later is never overwritten. */
export async function seedHomeContent(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  if ((await repo.countHomeEntries(deps.db)) > 0) return false;
  await repo.insertHomeEntries(deps.db, HOME_CONTENT);
  return true;
}
