import {
  DEV_CODES,
  LINK_MESSAGES,
  productInfoKey,
  SERVER_MESSAGES,
  resolveUploadView,
  toolByType,
  type AnyComparisonTool,
  type BuiltComparisonType,
  type PublicComparison,
  type ToolView,
  type SavedComparison,
  type UploadReply,
  type editBodySchema,
  type uploadBodySchema,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { ComparisonSnapshot } from './links.repository.js';
import { HttpError } from '../../platform/http-error.js';
import * as checks from './figures-check.repository.js';
import { previewTokenOf } from './link-notices.js';
import * as repo from './links.repository.js';
import { publishedFactsOf } from './published-facts.js';
import { runPublishedComparison, type PublishedComparisonRun } from './publish-run.js';
import { buildPublishedTable, readSnapshotTable } from './snapshot-table.js';
import type { ViewRecorder } from './view-recorder.js';

type LinkDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;
const DAY_MS = 86_400_000;

const notFound = () => new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);

/** Issue 6: {CLIENT_VIEW_URL}/{rnf}/{id}; CLIENT_VIEW_URL defaults to PUBLIC_URL + '/c'. */
export function clientViewBase(config: LinkDeps['config']): string {
  return (
    config.clientViewUrl ?? `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '')}/c`
  );
}

const linkOf = (config: LinkDeps['config'], row: Pick<repo.PublishedRow, 'rnf' | 'id'>) =>
  `${clientViewBase(config)}/${encodeURIComponent(row.rnf)}/${row.id}`;

/** 144 random bits, URL-safe (issue 6 asks for at least 128): the link is the only key a client holds. */
export const newLinkId = () => randomBytes(18).toString('base64url');

/**
 * The snapshot a link shows (ADR 0010): the comparison's rows without the hidden ones, their table in
 * the published view, and the shown plans' product info. A link with no plan on it helps nobody
 * (issue 9): refused, as the Upload Online button says too.
 */
export function buildSnapshot(
  tool: AnyComparisonTool,
  outcome: PublishedComparisonRun,
  options: {
    hiddenIds: ReadonlySet<string>;
    view: ToolView | null;
    allowedInsurers: string[];
    adviserName: string;
  },
): ComparisonSnapshot {
  const visible = outcome.rows.filter((r) => !options.hiddenIds.has(String(r.uniqueID)));
  if (visible.length === 0)
    throw new HttpError(400, LINK_MESSAGES.nothingToPublish, DEV_CODES.emptyComparison);
  const keyOf = (insurer: unknown, planName: unknown) =>
    productInfoKey(String(insurer), String(planName), tool.type);
  const shownPlans = new Set(visible.map((r) => keyOf(r.insurer, r.planName)));
  return {
    query: outcome.query,
    rows: visible,
    ...buildPublishedTable(tool, visible, options.view),
    productInfos: outcome.infos.filter((i) => shownPlans.has(keyOf(i.insurer, i.planName))),
    hiddenRowIds: outcome.rows.map((r) => String(r.uniqueID)).filter((id) => options.hiddenIds.has(id)),
    allowedInsurers: options.allowedInsurers,
    dataset: outcome.dataset,
    adviserName: options.adviserName,
  };
}

export async function publishComparison(
  deps: LinkDeps,
  adviserId: string,
  body: z.output<typeof uploadBodySchema>,
): Promise<UploadReply> {
  const adviser = await repo.findAdviserCard(deps.db, adviserId);
  // Another adviser's rnf answers exactly like an unknown one.
  if (!adviser || adviser.rnf !== body.rnf.toUpperCase()) throw notFound();
  const tool: AnyComparisonTool = toolByType(body.type);
  // Issue 10: the view mode and compare-at the table showed, refused with a reason if the tool has no such view.
  const resolved = resolveUploadView(tool, body);
  if ('error' in resolved) throw new HttpError(400, resolved.error, DEV_CODES.validation);
  const { view } = resolved;
  const outcome = await runPublishedComparison(deps, adviserId, body.type, body);
  const snapshot = buildSnapshot(tool, outcome, {
    hiddenIds: new Set(body.ignoreList),
    view,
    allowedInsurers: body.allowedInsurersArr,
    adviserName: adviser.name,
  });
  const now = deps.clock.now();
  const row = {
    id: newLinkId(),
    adviserId,
    rnf: adviser.rnf,
    comparisonType: body.type,
    clientName: body.clientName,
    clientDescription: body.clientDescription,
    advisorRecommendation: body.advisorRecommendation,
    clientGender: body.clientGender,
    clientSmoker: body.clientSmoker,
    clientDob: body.clientDOB ?? null,
    clientAlb: body.clientALB,
    colorScheme: body.colorScheme,
    componentTheme: body.componentTheme,
    snapshot,
    createdAt: now,
    expiresAt: new Date(now.getTime() + body.validityPeriod * DAY_MS),
  };
  await repo.insertPublished(deps.db, row);
  return {
    success: true,
    id: row.id,
    link: linkOf(deps.config, row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const toSaved = (config: LinkDeps['config'], row: repo.PublishedRow): SavedComparison => ({
  _id: row.id,
  uniqueID: row.id,
  clientName: row.clientName,
  clientDescription: row.clientDescription,
  clientALB: row.clientAlb,
  clientSmoker: row.clientSmoker,
  clientDOB: row.clientDob,
  comparisonType: row.comparisonType,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastViewed: row.lastViewed,
  disabled: row.disabledAt !== null,
  advisorRecommendation: row.advisorRecommendation,
  link: linkOf(config, row),
});

/**
 * spec 002 §7 getAllComparisonByAdvisor: another adviser's RNF lists nothing, like an unknown one.
 * Views this process still holds are written first, so the adviser sees them (issue 9).
 */
export async function listComparisons(
  deps: LinkDeps,
  views: Pick<ViewRecorder, 'flush'>,
  adviserId: string,
  rnf: string,
) {
  await views.flush();
  const adviser = await repo.findAdviserCard(deps.db, adviserId);
  if (!adviser || adviser.rnf !== rnf.toUpperCase()) return { success: true as const, data: [] };
  const rows = await repo.findPublishedByAdviser(deps.db, adviserId);
  const history = await checks.findHistoryDates(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    success: true as const,
    data: rows.map((r) => ({
      ...toSaved(deps.config, r),
      firstOpened: r.firstOpenedAt?.toISOString() ?? null,
      openCount: r.openCount,
      previewLink: `${linkOf(deps.config, r)}?preview=${previewTokenOf(deps.config.jwtSecret, r.id)}`,
      figuresChange: r.figuresChange,
      history: history
        .filter((h) => h.linkId === r.id)
        .map((h) => ({ publishedAt: h.publishedAt.toISOString(), replacedAt: h.replacedAt.toISOString() })),
    })),
  };
}

async function requireEditable(deps: LinkDeps, adviserId: string, id: string) {
  const row = await repo.findOwnPublished(deps.db, adviserId, id);
  if (!row) throw notFound();
  // spec 002 §4: only links that are not disabled can be edited or disabled.
  if (row.disabledAt) throw new HttpError(409, LINK_MESSAGES.alreadyDisabled, DEV_CODES.validation);
  return row;
}

/** spec 002 §7 editComparison; issue 6: the new expiry is max(current expiry, now) + extension. */
export async function editComparison(
  deps: LinkDeps,
  adviserId: string,
  body: z.output<typeof editBodySchema>,
) {
  const row = await requireEditable(deps, adviserId, body.id);
  const now = deps.clock.now();
  const expiresAt =
    body.extend === 0
      ? row.expiresAt
      : new Date(Math.max(row.expiresAt.getTime(), now.getTime()) + body.extend * DAY_MS);
  await repo.updatePublished(deps.db, row.id, {
    clientName: body.clientName,
    clientDescription: body.clientDescription,
    advisorRecommendation: body.advisorRecommendation,
    expiresAt,
  });
  return { success: true as const, expiresAt: expiresAt.toISOString() };
}

/**
 * Issue 36: the link shows the figures its criteria give now, under the same address; the snapshot it
 * showed goes to its history. The hidden plans stay hidden.
 */
export async function republishComparison(deps: LinkDeps, adviserId: string, id: string) {
  const row = await requireEditable(deps, adviserId, id);
  const adviser = await repo.findAdviserCard(deps.db, adviserId);
  const type = row.comparisonType as BuiltComparisonType;
  const outcome = await runPublishedComparison(deps, adviserId, type, row.snapshot.query);
  const snapshot = buildSnapshot(toolByType(type), outcome, {
    hiddenIds: new Set(row.snapshot.hiddenRowIds),
    view: row.snapshot.view ?? null,
    allowedInsurers: row.snapshot.allowedInsurers,
    adviserName: adviser?.name ?? row.snapshot.adviserName,
  });
  const now = deps.clock.now();
  const isReplaced = await checks.replaceSnapshot(
    deps.db,
    {
      id: row.id,
      revision: row.snapshotRevision,
      snapshot: row.snapshot,
      shownSince: row.snapshotAt ?? row.createdAt,
    },
    snapshot,
    now,
  );
  // Another republish of the same link got there first: it shows current figures too.
  if (!isReplaced) throw new HttpError(409, LINK_MESSAGES.republishFailed, DEV_CODES.validation);
  return { success: true as const, publishedAt: now.toISOString() };
}

/** spec 002 §4: disabling is final; the client's page stops at once. */
export async function disableComparison(deps: LinkDeps, adviserId: string, id: string) {
  const row = await requireEditable(deps, adviserId, id);
  await repo.updatePublished(deps.db, row.id, { disabledAt: deps.clock.now() });
  return { success: true as const };
}

// A published snapshot never changes (ADR 0010), so the app's cache may keep it (ADR 0022); only the
// small columns (texts, expiry, disabled) are read per view. Called only for a live link, so a crawler's
// guesses never reach the cache.
/** Issue 36: a republish replaces a link's snapshot, so its revision is part of the key. */
const snapshotOf = (deps: LinkDeps, id: string, revision: number): Promise<ComparisonSnapshot | null> =>
  deps.cache.remember(`snapshot|${id}|${revision}`, () => repo.findSnapshot(deps.db, id));

/**
 * What the client's page shows, or null for an expired, disabled or unknown link or a wrong rnf:
 * every miss looks the same. A successful open is recorded for lastViewed (latest 100, in a batch).
 */
export async function openPublished(
  deps: LinkDeps,
  views: Pick<ViewRecorder, 'record'>,
  rnf: string,
  id: string,
): Promise<PublicComparison | null> {
  const now = deps.clock.now();
  const row = await repo.findLiveLink(deps.db, rnf.toUpperCase(), id, now);
  const snapshot = row ? await snapshotOf(deps, id, row.snapshotRevision) : null;
  if (!row || !snapshot) return null;
  views.record(id, now);
  return {
    adviser: { name: snapshot.adviserName, rnf: row.rnf },
    comparisonType: row.comparisonType,
    clientName: row.clientName,
    advisorRecommendation: row.advisorRecommendation,
    insured: {
      gender: row.clientGender === 'F' ? 'F' : 'M',
      smoker: row.clientSmoker,
      ageYears: row.clientAlb,
    },
    colorScheme: row.colorScheme as PublicComparison['colorScheme'],
    componentTheme: row.componentTheme as PublicComparison['componentTheme'],
    table: readSnapshotTable(snapshot.table),
    ...(snapshot.view ? { view: snapshot.view } : {}),
    productInfos: snapshot.productInfos,
    dataset: snapshot.dataset,
    // The figures' own date: a republished link's is its republish (issue 36).
    createdAt: (row.snapshotAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.isStale ? { isStale: true } : {}),
    facts: publishedFactsOf(row.comparisonType, snapshot),
  };
}
