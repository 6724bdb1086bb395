import { displaySettingSchema, type DisplaySetting } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import * as repo from './display-settings.repository.js';

// spec 000 §7, spec 001 §3: which insurers an adviser shows, per comparison type.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const settingKey = (adviserId: string, comparisonType: string) =>
  `display-setting|${adviserId}|${comparisonType}|`;

export async function saveDisplaySetting(deps: Deps, adviserId: string, setting: DisplaySetting) {
  await repo.upsertDisplaySetting(deps.db, adviserId, setting, deps.clock.now());
  deps.cache.invalidate(settingKey(adviserId, setting.comparisonType));
  return { success: true as const, data: setting };
}

export async function listDisplaySettings(deps: Pick<AppDeps, 'db'>, adviserId: string) {
  return { data: displaySettingSchema.array().parse(await repo.findDisplaySettings(deps.db, adviserId)) };
}

/**
 * The adviser's insurer filter for one type, empty for every insurer (spec 001 §3). Read on every
 * comparison call, so through the cache (ADR 0009); `saveDisplaySetting`, the only writer, drops it.
 */
export function findInsurerFilter(deps: Deps, adviserId: string, comparisonType: string): Promise<string[]> {
  return deps.cache.readThrough(settingKey(adviserId, comparisonType), () =>
    repo.findDisplaySetting(deps.db, adviserId, comparisonType),
  );
}
