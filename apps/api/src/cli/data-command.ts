import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { DATASET_TYPES, type DatasetType } from '../modules/products/dataset-file.js';
import { readDatasetFile, writeTemplate } from '../modules/products/dataset-reader.js';
import {
  DATA_IMPORT_PATH,
  DATA_PRUNE_PATH,
  dataImportReplySchema,
} from '../modules/products/products.routes.js';
import { MAX_KEEP, pruneDatasets, type PruneRequest } from '../modules/products/dataset-prune.service.js';
import { CLI_META } from '../modules/audit/audit.service.js';
import { checkDataset, importDataset, type ImportOutcome } from '../modules/products/products.service.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import type { AdminIo } from './admin-io.js';
import { findLiveServer, loopbackHost, type ServerFile } from './server-file.js';
import { secureDataDir } from '../platform/data-dir.js';
import { createCacheFor } from '../platform/cache.js';

export const DATA_USAGE = `Usage:
  npm run admin -- data template --type <type> [--out file.xlsx]      an import template for a comparison type
  npm run admin -- data import <file.xlsx|.csv|.json> --type <type> [--effective YYYY-MM-DD] [--dry-run]
  npm run admin -- data prune [--type <type>] --keep N                  remove all but the N newest versions in effect (never the one in force or one still to come)
types: ${DATASET_TYPES.join(', ')}`;

interface DataArgs {
  command: 'template' | 'import';
  type: DatasetType;
  file?: string;
  out?: string;
  effectiveDate?: string;
  dryRun: boolean;
}

/** `data prune [--type T] --keep N` (issue 33). */
function parsePruneArgs(rest: string[]): PruneRequest {
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i] ?? '', rest[i + 1]];
    if ((flag !== '--type' && flag !== '--keep') || value === undefined || flags.has(flag))
      throw new Error(`data prune takes --keep N and optionally --type <type>, not ${flag}`);
    flags.set(flag, value);
  }
  const type = flags.get('--type');
  if (type !== undefined && !(DATASET_TYPES as readonly string[]).includes(type))
    throw new Error('--type needs one of the comparison types');
  const keepText = flags.get('--keep') ?? '';
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1 || keep > MAX_KEEP)
    throw new Error(`--keep needs a whole number from 1 to ${MAX_KEEP}`);
  return { type: type as DatasetType | undefined, keep };
}

function parseDataArgs(args: string[]): DataArgs {
  const [command, ...rest] = args;
  if (command !== 'template' && command !== 'import')
    throw new Error(`Unknown data command: ${command ?? '(none)'}`);
  const flags = new Map<string, string>();
  const positional: string[] = [];
  let dryRun = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (arg === '--dry-run') dryRun = true;
    else if (arg.startsWith('--')) flags.set(arg, rest[(i += 1)] ?? '');
    else positional.push(arg);
  }
  const type = flags.get('--type') as DatasetType | undefined;
  if (!type || !(DATASET_TYPES as readonly string[]).includes(type))
    throw new Error('--type needs one of the comparison types');
  const effectiveDate = flags.get('--effective');
  if (effectiveDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate))
    throw new Error('--effective needs YYYY-MM-DD');
  if (command === 'import' && positional.length !== 1) throw new Error('data import needs exactly one file');
  return { command, type, file: positional[0], out: flags.get('--out'), effectiveDate, dryRun };
}

async function importViaServer(server: ServerFile, config: Config, body: object): Promise<ImportOutcome> {
  const host = loopbackHost(server.host);
  const res = await fetch(
    `http://${host.includes(':') ? `[${host}]` : host}:${server.port}${DATA_IMPORT_PATH}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`Server answered ${res.status}`);
  return dataImportReplySchema.parse(await res.json());
}

function report(io: AdminIo, outcome: ImportOutcome): number {
  for (const line of outcome.lines) (outcome.ok ? io.out : io.err)(line);
  return outcome.ok ? 0 : 1;
}

async function postToServer(server: ServerFile, config: Config, url: string, body: object) {
  const host = loopbackHost(server.host);
  const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${server.port}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-admin-token': config.adminToken,
      'user-agent': 'npm run admin',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Server answered ${res.status}`);
  return dataImportReplySchema.parse(await res.json());
}

/** `data prune`: through the running server, or straight to the database (ADR 0002). */
async function runPrune(rest: string[], io: AdminIo): Promise<number> {
  let request: PruneRequest;
  try {
    request = parsePruneArgs(rest);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    for (const line of DATA_USAGE.split('\n')) io.err(line);
    return 2;
  }
  try {
    const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
    const server = config.databaseUrl ? undefined : await findLiveServer(config.dataDir);
    if (server) return report(io, await postToServer(server, config, DATA_PRUNE_PATH, request));
    secureDataDir(config.dataDir);
    const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
    try {
      const lines = await database.withStartLock(async () => {
        await database.migrate();
        const deps = { db: database.db, clock: systemClock, cache: createCacheFor(database.db) };
        return pruneDatasets(deps, request, CLI_META);
      });
      return report(io, { ok: true, lines });
    } finally {
      await database.close();
      secureDataDir(config.dataDir);
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** `npm run admin -- data ...`: template, import (issue 5) and prune (issue 33). Returns the exit code. */
export async function runDataCommand(args: string[], io: AdminIo): Promise<number> {
  if (args[0] === 'prune') return runPrune(args.slice(1), io);
  let parsed: DataArgs;
  try {
    parsed = parseDataArgs(args);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    for (const line of DATA_USAGE.split('\n')) io.err(line);
    return 2;
  }
  const cwd = io.cwd ?? process.cwd();
  try {
    if (parsed.command === 'template') {
      const out = path.resolve(cwd, parsed.out ?? `${parsed.type}-template.xlsx`);
      await writeTemplate(parsed.type, out);
      io.out(`Wrote ${out}`);
      return 0;
    }
    const source = path.resolve(cwd, parsed.file ?? '');
    const { raw, firstDataRow } = await readDatasetFile(source, {
      type: parsed.type,
      effectiveDate: parsed.effectiveDate,
    });
    const options = { source: `import:${path.basename(source)}`, dryRun: parsed.dryRun, firstDataRow };
    if (parsed.dryRun) return report(io, checkDataset(raw, firstDataRow).outcome);
    const config = loadConfig(io.env ?? process.env, cwd);
    const server = config.databaseUrl ? undefined : await findLiveServer(config.dataDir);
    let outcome: ImportOutcome;
    if (server)
      outcome = await importViaServer(server, config, {
        comparisonType: parsed.type,
        dataset: raw,
        ...options,
      });
    else {
      secureDataDir(config.dataDir);
      const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
      try {
        // Issue 18: under the start lock, so a first start's sample seed and this import never interleave.
        outcome = await database.withStartLock(async () => {
          await database.migrate();
          return importDataset(
            { db: database.db, clock: systemClock, cache: createCacheFor(database.db) },
            raw,
            options,
          );
        });
      } finally {
        await database.close();
        secureDataDir(config.dataDir);
      }
    }
    return report(io, outcome);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
