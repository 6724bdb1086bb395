import { toolByType, type BuiltComparisonType, type FiguresChange } from '@portal/contracts';
import { formatDdMmYyyy, todayInSingapore } from '@portal/core';
import type { AppDeps } from '../../app-deps.js';
import { every } from '../../platform/every.js';
import { compareTables } from './figures-change.js';
import * as repo from './figures-check.repository.js';
import { buildSnapshot } from './links.service.js';
import { runPublishedComparison } from './publish-run.js';
import { readSnapshotTable } from './snapshot-table.js';

// Issue 36 (ADR 0049): when a premium dataset version takes effect (an import, or a future-dated
// version reaching its date), every live link of its type is compared with what its criteria show now.
// One instance runs each version's check (it claims the version's row); the client's page reads only
// the mark it leaves.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;
type Log = { warn: (details: object, message: string) => void };

/** How often each instance looks for a version that took effect. */
export const FIGURES_CHECK_POLL_MS = 250;

/** What a link's criteria show now, against its snapshot; null while they show the same. */
async function changeOf(
  deps: Deps,
  link: Awaited<ReturnType<typeof repo.findLiveLinksOfType>>[number],
  type: BuiltComparisonType,
  effectiveDate: string,
): Promise<FiguresChange | null> {
  const { snapshot } = link;
  const outcome = await runPublishedComparison(deps, link.adviserId, type, snapshot.query);
  let current;
  try {
    current = buildSnapshot(toolByType(type), outcome, {
      hiddenIds: new Set(snapshot.hiddenRowIds),
      view: snapshot.view ?? null,
      allowedInsurers: snapshot.allowedInsurers,
      adviserName: snapshot.adviserName,
    });
  } catch {
    // Every plan the link showed is gone for these criteria.
    current = null;
  }
  const published = readSnapshotTable(snapshot.table);
  const change = compareTables(
    published,
    current ? readSnapshotTable(current.table) : { ...published, rows: [] },
  );
  return change
    ? { ...change, effectiveDate: formatDdMmYyyy(effectiveDate), checkedAt: deps.clock.now().toISOString() }
    : null;
}

/** One pass: checks the links of each version in force that nobody has checked yet. */
export async function checkPublishedFigures(deps: Deps) {
  const today = todayInSingapore(deps.clock.now());
  let versions = 0;
  let linksChanged = 0;
  for (const version of await repo.findUncheckedVersions(deps.db, today)) {
    if (!(await repo.claimFiguresCheck(deps.db, version.id, deps.clock.now()))) continue;
    versions += 1;
    const type = version.comparisonType as BuiltComparisonType;
    const live = await repo.findLiveLinksOfType(deps.db, type, deps.clock.now());
    let changed = 0;
    for (const link of live) {
      const change = await changeOf(deps, link, type, version.effectiveDate);
      await repo.setFiguresChange(deps.db, link.id, link.snapshotRevision, change);
      if (change) changed += 1;
    }
    linksChanged += changed;
    await repo.finishFiguresCheck(deps.db, version.id, deps.clock.now(), {
      linksChecked: live.length,
      linksChanged: changed,
    });
  }
  return { versions, linksChanged };
}

/** Looks every `intervalMs` for a version that took effect; one pass at a time. */
export const startFiguresWatcher = (deps: Deps, log: Log, intervalMs = FIGURES_CHECK_POLL_MS) =>
  every(
    intervalMs,
    () => checkPublishedFigures(deps),
    (error) => log.warn({ err: error }, 'published figures check failed'),
  );
