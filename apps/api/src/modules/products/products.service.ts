import {
  BUILT_COMPARISON_TYPES,
  type BuiltComparisonType,
  type DatasetInfo,
  type ProductInfo,
} from '@portal/contracts';
import { todayInSingapore } from '@portal/core';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDeps } from '../../app-deps.js';
import { findUp } from '../../platform/paths.js';
import {
  dataRowsOf,
  formatRowError,
  ILLUSTRATION_COMPARISON_TYPES,
  isIllustrationDataset,
  validateDataset,
  type AnyDataset,
  type Dataset,
  type DatasetType,
} from './dataset-file.js';
import * as repo from './products.repository.js';
import { databaseRefusal } from '../../db/errors.js';

export interface ImportOutcome {
  ok: boolean;
  lines: string[];
  versionId?: number;
}

/** Validates every row without touching the database (`--dry-run`). */
export function checkDataset(
  raw: unknown,
  firstDataRow = 1,
): { outcome: ImportOutcome; dataset?: AnyDataset; summary: string } {
  const { dataset, errors } = validateDataset(raw, firstDataRow);
  if (!dataset) {
    const lines = [...errors.map(formatRowError), `${errors.length} error(s): nothing imported`];
    return { outcome: { ok: false, lines }, summary: '' };
  }
  const rows = `${dataRowsOf(dataset).length} ${isIllustrationDataset(dataset) ? 'illustration' : 'premium'} rows`;
  const summary = `${dataset.comparisonType}: ${rows}, ${dataset.products.length} product infos, effective ${dataset.effectiveDate}`;
  return { outcome: { ok: true, lines: [`Dry run, nothing imported. ${summary}`] }, dataset, summary };
}

/** Validates every row, then imports in one transaction; `dryRun` stops after the validation. */
export async function importDataset(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  raw: unknown,
  { source, dryRun = false, firstDataRow = 1 }: { source: string; dryRun?: boolean; firstDataRow?: number },
): Promise<ImportOutcome> {
  const { outcome, dataset, summary } = checkDataset(raw, firstDataRow);
  if (!dataset || dryRun) return outcome;
  let versionId: number;
  try {
    versionId = await repo.insertDataset(deps.db, dataset, source, deps.clock.now());
  } catch (error) {
    // Issue 33: one transaction, so nothing of it was kept and the version in force still serves. The
    // checks above name the row of every refusal they foresee; this says why for any they do not.
    const refusal = databaseRefusal(error);
    if (refusal === undefined) throw error;
    return {
      ok: false,
      lines: [
        `The database refused the import: ${refusal}`,
        'Nothing imported; the version in force is unchanged.',
      ],
    };
  }
  // The new version may be the one in force from now on (its effective date decides).
  deps.cache.invalidate(VERSION_KEY_PREFIX);
  return { ok: true, lines: [`Imported dataset version ${versionId}. ${summary}`], versionId };
}

/** The sample files of data/sample, written by data/generate-sample.mjs. */
export function sampleDataDir(): string | undefined {
  return findUp(path.join('data', 'sample'));
}

/**
 * At every start: each type without real data gets the sample dataset of data/sample (issue 5). The
 * source names the file's content hash, so a data directory seeded with an older sample gets the
 * corrected one as a new version (issue 9); a type with any imported real data is never touched.
 * The built tools' types load at start, and the value-series samples that data/sample has (issue 11:
 * their bulk import takes well under a second each, ADR 0031).
 */
export async function seedSampleData(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  types?: readonly DatasetType[],
  dir = sampleDataDir(),
) {
  if (!dir) throw new Error('data/sample not found: run node data/generate-sample.mjs');
  await ensureGeneratedSamples(dir);
  const fileOf = (type: DatasetType) => path.join(dir, `${type}.json`);
  const toSeed =
    types ??
    [...new Set<DatasetType>([...BUILT_COMPARISON_TYPES, ...ILLUSTRATION_COMPARISON_TYPES])].filter((type) =>
      existsSync(fileOf(type)),
    );
  for (const type of toSeed) {
    const versions = await repo.findDatasetSources(deps.db, type);
    if (versions.some((v) => !v.isSample)) continue;
    const { source, text } = await readSample(type, fileOf(type));
    if (versions.some((v) => v.source === source)) continue;
    const json = text ?? (await readFile(fileOf(type), 'utf8'));
    const outcome = await importDataset(deps, JSON.parse(json) as unknown, { source });
    if (!outcome.ok) throw new Error(`Sample dataset ${type} is invalid: ${outcome.lines.join('; ')}`);
  }
}

const sampleSourceOf = (type: DatasetType, text: string) =>
  `sample:${type}.json#${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/** Each sample file's source while its size and time are unchanged: a test run seeds many databases. */
const knownSources = new Map<string, { stamp: string; source: string }>();

/** A sample file's source (its content hash), and its text when it had to be read for it. */
async function readSample(type: DatasetType, file: string): Promise<{ source: string; text?: string }> {
  const { size, mtimeMs } = await stat(file);
  const stamp = `${size}|${mtimeMs}`;
  const known = knownSources.get(file);
  if (known?.stamp === stamp) return { source: known.source };
  const text = await readFile(file, 'utf8');
  const source = sampleSourceOf(type, text);
  knownSources.set(file, { stamp, source });
  return { source, text };
}

/**
 * Issue 33, ADR 0039: the value-series samples (every entry age, tens of MB) are not committed; the
 * deterministic generator beside data/sample writes them when missing or out of date (a few seconds,
 * once). Found at run time, so the server bundle and the tests use the same generator.
 */
async function ensureGeneratedSamples(sampleDir: string) {
  const generator = path.join(path.dirname(sampleDir), 'generate-sample.mjs');
  if (!existsSync(generator)) return;
  const module = (await import(pathToFileURL(generator).href)) as {
    ensureGeneratedSamples: (log: (line: string) => void) => void;
  };
  try {
    module.ensureGeneratedSamples((line) => console.log(line));
  } catch (error) {
    // A read-only install (a container image) still starts: the files it has are imported, the rest
    // are left out, and the log says why.
    console.warn(`The value-series samples could not be written: ${String(error)}`);
  }
}

export interface CurrentDataset {
  id: number;
  info: DatasetInfo;
  today: string;
}

const VERSION_KEY_PREFIX = 'version-in-force|';

/**
 * The dataset version in force today. Read on every search, so through the cache (ADR 0009);
 * `importDataset`, the only writer of versions, drops it.
 */
export async function findCurrentDataset(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  type: BuiltComparisonType,
): Promise<CurrentDataset | null> {
  const today = todayInSingapore(deps.clock.now());
  const version = await deps.cache.readThrough(`${VERSION_KEY_PREFIX}${type}|${today}|`, () =>
    repo.findCurrentVersion(deps.db, type, today),
  );
  return version
    ? { id: version.id, info: { effectiveDate: version.effectiveDate, isSample: version.isSample }, today }
    : null;
}

type InfoRow = Awaited<ReturnType<typeof repo.findProductInfos>>[number];

/** spec 001 §3 product info; the promo counts only while today is within its dates. */
export function toProductInfo({ info, insurer, planName }: InfoRow, dataset: CurrentDataset): ProductInfo {
  const isPromoValid =
    info.promoName !== null &&
    (info.promoValidFrom === null || info.promoValidFrom <= dataset.today) &&
    (info.promoValidTo === null || dataset.today <= info.promoValidTo);
  const textBlocks = Object.fromEntries(
    Object.entries(info.extra).filter(
      (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((l) => typeof l === 'string'),
    ),
  );
  return {
    insurer,
    planName,
    updatedAt: info.updatedAt,
    premiumUpdatedAt: dataset.info.effectiveDate,
    customerPromo: {
      valid: isPromoValid,
      promoName: isPromoValid ? (info.promoName ?? '') : '',
      promoDetails: isPromoValid ? info.promoDetails : [],
    },
    features: info.features,
    premiumHoliday: info.premiumHoliday,
    partialSurrender: info.partialSurrender,
    fullSurrender: info.fullSurrender,
    loan: info.loan,
    notes: info.notes,
    usps: info.usps,
    material: info.material,
    extra: textBlocks,
  };
}

export async function loadProductInfos(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  dataset: CurrentDataset,
  planIds: number[],
) {
  const ids = [...new Set(planIds)].sort((a, b) => a - b);
  // Product info of a version never changes (ADR 0007); the promo's validity is still judged per call.
  const rows = await deps.cache.remember(`infos|${dataset.id}|${ids.join(',')}`, () =>
    repo.findProductInfos(deps.db, dataset.id, ids),
  );
  return rows.map((row) => ({ row, info: toProductInfo(row, dataset) }));
}

export type { Dataset };
