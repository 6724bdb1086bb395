import {
  ADMIN_PATHS,
  createInvitationReplySchema,
  currentOtpReplySchema,
  errorReplySchema,
  INVITATION_DEFAULT_EXPIRY_DAYS,
} from '@portal/contracts';
import path from 'node:path';
import type { AppDeps } from '../app-deps.js';
import { openDatabase } from '../db/client.js';
import {
  createInvitation,
  currentOtpFor,
  OTP_REFUSED_IN_PRODUCTION,
} from '../modules/admin/admin.service.js';
import { systemClock } from '../platform/clock.js';
import { ConfigError, loadConfig, type Config } from '../platform/config.js';
import { HttpError } from '../platform/http-error.js';
import { findLiveServer, loopbackHost, type ServerFile } from './server-file.js';

export const USAGE = `Usage:
  npm run admin -- invite create [--expires-days N]   create a single-use invitation code (default ${INVITATION_DEFAULT_EXPIRY_DAYS} days)
  npm run admin -- otp <email>                        print an adviser's current 2FA code (development only)`;

type Command = { kind: 'invite'; expiresDays: number } | { kind: 'otp'; email: string };

export interface AdminIo {
  env?: Record<string, string | undefined>;
  cwd?: string;
  out(line: string): void;
  err(line: string): void;
}

export class UsageError extends Error {}

export function parseArgs(args: string[]): Command {
  const [first, second, ...rest] = args;
  if (first === 'invite' && second === 'create') {
    if (rest.length === 0) return { kind: 'invite', expiresDays: INVITATION_DEFAULT_EXPIRY_DAYS };
    const [flag, value, ...extra] = rest;
    const days = Number(value);
    if (flag !== '--expires-days' || extra.length > 0 || !Number.isInteger(days) || days < 1 || days > 365) {
      throw new UsageError('--expires-days needs a whole number of days from 1 to 365');
    }
    return { kind: 'invite', expiresDays: days };
  }
  if (first === 'otp' && second && rest.length === 0 && /^\S+@\S+$/.test(second))
    return { kind: 'otp', email: second };
  throw new UsageError(
    first === 'otp'
      ? 'otp needs exactly one email address'
      : `Unknown command: ${args.join(' ') || '(none)'}`,
  );
}

async function viaServer(server: ServerFile, config: Config, command: Command): Promise<string[]> {
  const host = loopbackHost(server.host);
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`;
  const isInvite = command.kind === 'invite';
  const res = await fetch(`${base}${isInvite ? ADMIN_PATHS.invitations : ADMIN_PATHS.otp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken },
    body: JSON.stringify(isInvite ? { expiresDays: command.expiresDays } : { email: command.email }),
  });
  const body: unknown = await res.json();
  if (!res.ok) {
    const error = errorReplySchema.safeParse(body);
    throw new Error(error.success ? error.data.message : `Server answered ${res.status}`);
  }
  if (isInvite) {
    const reply = createInvitationReplySchema.parse(body);
    return [`Invitation code created (single use, expires ${reply.expiresAt}):`, reply.code];
  }
  return [currentOtpReplySchema.parse(body).otp];
}

async function direct(config: Config, command: Command): Promise<string[]> {
  const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
  try {
    await database.migrate();
    const deps: AppDeps = { db: database.db, clock: systemClock, config };
    if (command.kind === 'invite') {
      const { code, expiresAt } = await createInvitation(deps, command.expiresDays);
      return [`Invitation code created (single use, expires ${expiresAt.toISOString()}):`, code];
    }
    return [await currentOtpFor(deps, command.email)];
  } finally {
    await database.close();
  }
}

/** Runs one admin command; the answer is the last line of output. Returns the exit code. */
export async function runAdmin(args: string[], io: AdminIo): Promise<number> {
  try {
    const command = parseArgs(args);
    const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
    if (command.kind === 'otp' && config.nodeEnv === 'production') throw new Error(OTP_REFUSED_IN_PRODUCTION);
    // PGlite admits one process per data directory: while the server runs, ask it instead.
    const server = config.databaseUrl ? undefined : findLiveServer(config.dataDir);
    const lines = server ? await viaServer(server, config, command) : await direct(config, command);
    for (const line of lines) io.out(line);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) io.err(USAGE);
    return error instanceof UsageError || error instanceof ConfigError || error instanceof HttpError ? 2 : 1;
  }
}
