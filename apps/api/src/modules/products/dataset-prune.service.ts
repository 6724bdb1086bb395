import { todayInSingapore } from '@portal/core';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { DATASET_TYPES, type DatasetType } from './dataset-file.js';
import { deleteVersions, findVersionsByPrecedence } from './dataset-prune.repository.js';

export interface PruneRequest {
  /** One type, or every type when undefined. */
  type?: DatasetType | undefined;
  /** How many of the versions already in effect stay, the one in force among them (at least 1). */
  keep: number;
}

export const MAX_KEEP = 1000;

/**
 * Issue 33, ADR 0040: `admin data prune` removes old dataset versions. Per type, the versions whose
 * effective date has come are ranked as findCurrentVersion ranks them; the first is the one in force,
 * and the first `keep` stay. A version whose effective date is still to come always stays: it is the
 * one in force from that day. Published links keep their own frozen figures (ADR 0027), so removing the
 * version they were made from changes nothing they show.
 */
export async function pruneDatasets(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  request: PruneRequest,
  meta: RequestMeta,
): Promise<string[]> {
  if (!Number.isInteger(request.keep) || request.keep < 1 || request.keep > MAX_KEEP)
    throw new Error(`--keep needs a whole number from 1 to ${MAX_KEEP}`);
  const today = todayInSingapore(deps.clock.now());
  const lines: string[] = [];
  const removed: number[] = [];
  for (const type of request.type ? [request.type] : DATASET_TYPES) {
    const versions = await findVersionsByPrecedence(deps.db, type);
    if (versions.length === 0) continue;
    const future = versions.filter((v) => v.effectiveDate > today);
    const inEffect = versions.filter((v) => v.effectiveDate <= today);
    const gone = inEffect.slice(request.keep).map((v) => v.id);
    await deleteVersions(deps.db, gone);
    removed.push(...gone);
    const current = inEffect[0] ? `version ${inEffect[0].id} in force` : 'none in force yet';
    lines.push(
      `${type}: removed ${gone.length}${gone.length ? ` (${gone.join(', ')})` : ''}; kept ${versions.length - gone.length} (${current}, ${future.length} to come)`,
    );
  }
  // The kept entries of removed versions would never be read again; the version in force is unchanged.
  if (removed.length > 0) deps.cache.clear();
  lines.push(`Removed ${removed.length} dataset version(s).`);
  await recordAudit(deps, AUDIT_EVENTS.admin, meta, {
    details: {
      command: 'data-prune',
      type: request.type ?? 'all',
      keep: request.keep,
      removed: removed.join(','),
      outcome: 'ok',
    },
  });
  return lines;
}
