import {
  ADMIN_PATHS,
  adminCommandReplySchema,
  errorReplySchema,
  INVITATION_DEFAULT_EXPIRY_DAYS,
  type AdminCommand,
} from '@portal/contracts';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { lineSafeIo, type AdminIo } from './admin-io.js';
import { runDataCommand } from './data-command.js';
import { runMigrateCommand } from './migrate-command.js';
import { OTP_REFUSED_IN_PRODUCTION, runAdminCommand } from '../modules/admin/admin.service.js';
import { CLI_META } from '../modules/audit/audit.service.js';
import { systemClock } from '../platform/clock.js';
import { ConfigError, loadConfig, type Config } from '../platform/config.js';
import { HttpError } from '../platform/http-error.js';
import { findLiveServer, loopbackHost, type ServerFile } from './server-file.js';
import { secureDataDir } from '../platform/data-dir.js';
import { createCacheFor } from '../platform/cache.js';

export const USAGE = `Usage:
  npm run admin -- invite create [--expires-days N]        a single-use invitation code (default ${INVITATION_DEFAULT_EXPIRY_DAYS} days)
  npm run admin -- invite list                             every code by its first group, with its status
  npm run admin -- invite revoke <code-prefix>             revoke the active code starting with that group
  npm run admin -- adviser list                            every adviser with status and membership end
  npm run admin -- adviser disable|enable <email>          stop (and sign out) or allow an adviser
  npm run admin -- adviser unlock <email>                  clear the failed-attempt lock
  npm run admin -- adviser reset-2fa <email>               new authenticator setup (QR code) at next sign-in
  npm run admin -- adviser extend <email> --until YYYY-MM-DD   membership valid until that day
  npm run admin -- adviser requests                        open requests to change rnf, rnf name and email
  npm run admin -- adviser request close <id>              mark a request done without a change
  npm run admin -- adviser update <email> [--rnf R] [--rnf-name N] [--email E]
                                                           change rnf, rnf name or email; closes the open request
  npm run admin -- feedback list                           every feedback, oldest first
  npm run admin -- otp <email>                             an adviser's current 2FA code (development only)
  npm run admin -- migrate                                 apply the database migrations, nothing else`;

export class UsageError extends Error {}

const EMAIL = /^\S+@\S+\.\S+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function requireEmail(command: string, value: string | undefined, extra: string[]): string {
  if (!value || !EMAIL.test(value) || extra.length > 0)
    throw new UsageError(`${command} needs exactly one email address`);
  return value;
}

const UPDATE_FLAGS = { '--rnf': 'rnf', '--rnf-name': 'rnfName', '--email': 'newEmail' } as const;

/** Issue 31: `adviser update <email> [--rnf R] [--rnf-name N] [--email E]`, each flag at most once. */
function parseAdviserUpdate(rest: string[]): AdminCommand {
  const [email, ...flags] = rest;
  const usage = 'adviser update needs <email> and at least one of --rnf R, --rnf-name N, --email E';
  if (!email || !EMAIL.test(email) || flags.length === 0 || flags.length % 2 !== 0)
    throw new UsageError(usage);
  const command: Extract<AdminCommand, { kind: 'adviser-update' }> = { kind: 'adviser-update', email };
  for (let i = 0; i < flags.length; i += 2) {
    const flag = flags[i] as string;
    const key = flag in UPDATE_FLAGS ? UPDATE_FLAGS[flag as keyof typeof UPDATE_FLAGS] : undefined;
    if (!key || command[key] !== undefined) throw new UsageError(usage);
    command[key] = flags[i + 1];
  }
  return command;
}

function parseInviteCreate(rest: string[]): AdminCommand {
  if (rest.length === 0) return { kind: 'invite-create', expiresDays: INVITATION_DEFAULT_EXPIRY_DAYS };
  const [flag, value, ...extra] = rest;
  const days = Number(value);
  if (flag !== '--expires-days' || extra.length > 0 || !Number.isInteger(days) || days < 1 || days > 365)
    throw new UsageError('--expires-days needs a whole number of days from 1 to 365');
  return { kind: 'invite-create', expiresDays: days };
}

export function parseArgs(args: string[]): AdminCommand {
  const [first, second, ...rest] = args;
  const name = `${first ?? ''} ${second ?? ''}`.trim();
  if (first === 'otp') return { kind: 'otp', email: requireEmail('otp', second, rest) };
  if (first === 'invite') {
    if (second === 'create') return parseInviteCreate(rest);
    if (second === 'list' && rest.length === 0) return { kind: 'invite-list' };
    if (second === 'revoke') {
      const [prefix, ...extra] = rest;
      if (!prefix || extra.length > 0 || !/^[0-9A-Za-z]{4}(-.*)?$/.test(prefix))
        throw new UsageError('invite revoke needs the code prefix shown by invite list (4 characters)');
      return { kind: 'invite-revoke', prefix };
    }
  }
  if (first === 'feedback' && second === 'list' && rest.length === 0) return { kind: 'feedback-list' };
  if (first === 'adviser') {
    if (second === 'list' && rest.length === 0) return { kind: 'adviser-list' };
    if (second === 'requests' && rest.length === 0) return { kind: 'adviser-requests' };
    if (second === 'request') {
      const [verb, id, ...extra] = rest;
      if (verb !== 'close' || !id || !UUID.test(id) || extra.length > 0)
        throw new UsageError('adviser request close needs the request id shown by adviser requests');
      return { kind: 'adviser-request-close', id: id.toLowerCase() };
    }
    if (second === 'update') return parseAdviserUpdate(rest);
    if (second === 'extend') {
      const [email, flag, until, ...extra] = rest;
      if (flag !== '--until' || !until || !/^\d{4}-\d{2}-\d{2}$/.test(until))
        throw new UsageError('adviser extend needs <email> --until YYYY-MM-DD');
      return { kind: 'adviser-extend', email: requireEmail(name, email, extra), until };
    }
    const simple = {
      disable: 'adviser-disable',
      enable: 'adviser-enable',
      unlock: 'adviser-unlock',
      'reset-2fa': 'adviser-reset-2fa',
    } as const;
    const kind = second && second in simple ? simple[second as keyof typeof simple] : undefined;
    if (kind) return { kind, email: requireEmail(name, rest[0], rest.slice(1)) };
  }
  throw new UsageError(`Unknown command: ${args.join(' ') || '(none)'}`);
}

async function viaServer(server: ServerFile, config: Config, command: AdminCommand): Promise<string[]> {
  const host = loopbackHost(server.host);
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`;
  const res = await fetch(`${base}${ADMIN_PATHS.commands}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-admin-token': config.adminToken,
      'user-agent': 'npm run admin',
    },
    body: JSON.stringify(command),
  });
  const body: unknown = await res.json();
  if (!res.ok) {
    const error = errorReplySchema.safeParse(body);
    throw new HttpError(
      res.status,
      error.success ? error.data.message : `Server answered ${res.status}`,
      'INTERNAL',
    );
  }
  return adminCommandReplySchema.parse(body).lines;
}

async function direct(config: Config, command: AdminCommand): Promise<string[]> {
  secureDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
  try {
    // Issue 18: the start lock, so a server starting at the same moment never migrates alongside.
    await database.withStartLock(() => database.migrate());
    const deps = { db: database.db, clock: systemClock, config, cache: createCacheFor(database.db) };
    return await runAdminCommand(deps, command, CLI_META);
  } finally {
    await database.close();
    secureDataDir(config.dataDir);
  }
}

/** Runs one admin command; the answer is the last line of output. Returns the exit code. */
export async function runAdmin(args: string[], rawIo: AdminIo): Promise<number> {
  const io = lineSafeIo(rawIo);
  // Issue 5: product data commands live in data-command.ts.
  if (args[0] === 'data') return runDataCommand(args.slice(1), io);
  if (args[0] === 'migrate') return runMigrateCommand(args.slice(1), io);
  try {
    const command = parseArgs(args);
    const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
    if (command.kind === 'otp' && config.nodeEnv === 'production') throw new Error(OTP_REFUSED_IN_PRODUCTION);
    // PGlite admits one process per data directory: while the server runs, ask it instead.
    const server = config.databaseUrl ? undefined : await findLiveServer(config.dataDir);
    const lines = server ? await viaServer(server, config, command) : await direct(config, command);
    for (const line of lines) io.out(line);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) io.block(USAGE);
    return error instanceof UsageError || error instanceof ConfigError || error instanceof HttpError ? 2 : 1;
  }
}
