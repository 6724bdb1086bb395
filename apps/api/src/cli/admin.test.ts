import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../modules/registration/registration.service.js';
import { startServer, type RunningServer } from '../server.js';
import { cliKit } from '../test/cli-kit.js';
import { createAdviser, totpAt } from '../test/factories.js';
import { findLiveServer, isProcessAlive, readServerFile, writeServerFile } from './server-file.js';
import { INVITATION_CODE_PATTERN } from '../platform/crypto.js';
import { AUDIT_EVENTS, findAudit } from '../modules/audit/audit.service.js';
import { findAdviserByEmail } from '../modules/auth/auth.repository.js';

// The CLI reaches PGlite directly, or through the running server that holds it (one process per DATA_DIR).
const cli = cliKit('portal-cli-');
const { admin, withDeps } = cli;

/** A loopback port nothing listens on (bound for a moment, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const CODE = INVITATION_CODE_PATTERN;
const registrationWith = (invitationCode: string, tag: string) => ({
  invitationCode,
  rnfName: 'CLI Advisory',
  rnf: `CLI-${tag}`,
  name: 'Cli Adviser',
  mobile: '61234567',
  email: `cli-${tag.toLowerCase()}@example.sg`,
  password: 'Strong#Pass1',
  confirmedPassword: 'Strong#Pass1',
});

describe('npm run admin, straight to the database', () => {
  it('invite create prints a code that registers an adviser', async () => {
    const result = await admin(['invite', 'create', '--expires-days', '2']);
    expect(result.code).toBe(0);
    expect(result.last).toMatch(CODE);
    const reply = await withDeps((deps) => register(deps, registrationWith(result.last, 'D1')));
    expect(reply.success).toBe(true);
  });

  it('otp prints the code the adviser’s authenticator shows', async () => {
    const adviser = await withDeps((deps) => createAdviser(deps));
    const before = await totpAt(adviser.totpSecret, new Date());
    const result = await admin(['otp', adviser.email]);
    const after = await totpAt(adviser.totpSecret, new Date());
    expect(result.code).toBe(0);
    expect([before, after]).toContain(result.last);
  });

  it('refuses otp in production and bad arguments, with a message and a non-zero exit', async () => {
    const prod = await admin(['otp', 'demo@adviser.sg'], {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ADMIN_TOKEN: 'y'.repeat(16),
    });
    expect(prod.code).not.toBe(0);
    expect(prod.err.join('\n')).toMatch(/development only/);
    for (const args of [[], ['invite'], ['invite', 'create', '--expires-days', 'abc'], ['otp'], ['launch']]) {
      const bad = await admin(args);
      expect(bad.code).not.toBe(0);
      expect(bad.err.join('\n')).toMatch(/Usage:/);
    }
  });
});

describe('npm run admin: invitations and advisers (issue 3), straight to the database', () => {
  it('invite list shows codes by their first group; invite revoke stops one from registering', async () => {
    const code = (await admin(['invite', 'create'])).last;
    const prefix = code.slice(0, 4);
    const list = await admin(['invite', 'list']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toMatch(new RegExp(`${prefix}-…\\s+active`));
    expect(list.out.join('\n')).not.toContain(code); // the code itself is never shown again
    const revoked = await admin(['invite', 'revoke', prefix]);
    expect(revoked).toMatchObject({ code: 0, last: `Invitation code ${prefix}-… revoked.` });
    expect((await admin(['invite', 'list'])).out.join('\n')).toMatch(new RegExp(`${prefix}-…\\s+revoked`));
    await expect(withDeps((deps) => register(deps, registrationWith(code, 'RV1')))).rejects.toMatchObject({
      devCode: 'INVALID_REGISTRATION',
    });
    const again = await admin(['invite', 'revoke', prefix]);
    expect(again.code).not.toBe(0);
    expect(again.err.join('\n')).toMatch(/already revoked/);
  });

  it('adviser disable, enable, extend, reset-2fa and list print their result and are audited', async () => {
    const adviser = await withDeps((deps) => createAdviser(deps));
    expect((await admin(['adviser', 'disable', adviser.email])).last).toMatch(
      /disabled; 0 session\(s\) ended/,
    );
    expect((await admin(['adviser', 'list'])).out.find((l) => l.startsWith(adviser.email))).toMatch(
      /disabled/,
    );
    expect((await admin(['adviser', 'enable', adviser.email])).last).toBe(
      `Adviser ${adviser.email} enabled.`,
    );
    expect((await admin(['adviser', 'extend', adviser.email, '--until', '2031-06-30'])).last).toMatch(
      /valid until 2031-06-30/,
    );
    expect((await admin(['adviser', 'reset-2fa', adviser.email])).last).toMatch(/new QR code/);
    expect((await admin(['adviser', 'unlock', adviser.email])).code).toBe(0);
    const { row, audit } = await withDeps(async ({ db }) => ({
      row: await findAdviserByEmail(db, adviser.email),
      audit: await findAudit(db, { adviserId: adviser.id, event: 'admin.command' }),
    }));
    expect(row?.validUntil?.toISOString()).toBe('2031-06-30T15:59:59.999Z');
    expect(row?.totpConfirmedAt).toBeNull();
    expect(row?.disabledAt).toBeNull();
    expect(audit.map((a) => a.details?.command).reverse()).toEqual([
      'adviser-disable',
      'adviser-enable',
      'adviser-extend',
      'adviser-reset-2fa',
      'adviser-unlock',
    ]);
  });

  it('bad arguments exit non-zero with a message', async () => {
    for (const args of [
      ['invite', 'revoke'],
      ['adviser', 'disable', 'not-an-email'],
      ['adviser', 'extend', 'a@b.sg', '--until', '31-12-2030'],
      ['adviser', 'extend', 'a@b.sg', '--until', '2030-02-30'],
      ['adviser', 'launch', 'a@b.sg'],
    ]) {
      const bad = await admin(args);
      expect(bad.code, args.join(' ')).not.toBe(0);
      expect(bad.err.join('\n').length).toBeGreaterThan(0);
    }
    const unknown = await admin(['adviser', 'unlock', 'nobody@example.sg']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err.join('\n')).toMatch(/No adviser with email nobody@example.sg/);
  });
});

describe('npm run admin -- data prune (issue 33), straight to the database', () => {
  it('prints what it removed and kept, and is audited as the CLI', async () => {
    const run = await admin(['data', 'prune', '--keep', '1']);
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.last).toBe('Removed 0 dataset version(s).');
    const [entry] = await withDeps(({ db }) => findAudit(db, { event: AUDIT_EVENTS.admin }));
    expect(entry).toMatchObject({ ip: 'cli', details: { command: 'data-prune', type: 'all', keep: 1 } });
  });
});

describe('npm run admin, through the running server', () => {
  let server: RunningServer;
  let unrelated: ChildProcess;
  beforeAll(async () => {
    // Issue 32: a crashed server left server.json behind and its pid now belongs to another process
    // (`sleep` in the report). Both forms of the record: one with the dead server's start mark, and one
    // an older version wrote without it (its port is free: nothing listens on a crashed server's port).
    unrelated = spawn('sleep', ['120'], { stdio: 'ignore' });
    const pid = unrelated.pid ?? 0;
    expect(isProcessAlive(pid)).toBe(true);
    const deadServer = { port: await freePort(), pid, host: '127.0.0.1' };
    writeServerFile(cli.dataDir, { ...deadServer, pidStartedAt: 'linux:1' });
    expect(await findLiveServer(cli.dataDir)).toBeUndefined();
    writeServerFile(cli.dataDir, deadServer);
    expect(await findLiveServer(cli.dataDir)).toBeUndefined();
    server = await startServer(cli.config);
  });
  afterAll(async () => {
    unrelated.kill();
    await server.stop();
  });

  it('starts over a stale record whose pid another process reuses, and announces itself', async () => {
    const record = readServerFile(cli.dataDir);
    expect(record).toEqual({
      port: server.port,
      pid: process.pid,
      host: '127.0.0.1',
      pidStartedAt: expect.stringMatching(/^(linux|ps):/),
    });
    expect(await findLiveServer(cli.dataDir)).toEqual(record);
  });

  it('invite create and otp answer while the server holds the database', async () => {
    const invite = await admin(['invite', 'create']);
    expect(invite.code).toBe(0);
    expect(invite.last).toMatch(CODE);
    const otp = await admin(['otp', 'demo@adviser.sg']);
    expect(otp.code).toBe(0);
    expect(otp.last).toMatch(/^\d{6}$/);
    const unknown = await admin(['otp', 'nobody@example.sg']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err.join('\n')).toMatch(/No adviser/);
  });

  it('the issue 3 commands answer through the server too', async () => {
    const code = (await admin(['invite', 'create'])).last;
    expect((await admin(['invite', 'revoke', code.slice(0, 4)])).last).toMatch(/revoked/);
    expect((await admin(['adviser', 'extend', 'demo@adviser.sg', '--until', '2099-12-31'])).last).toMatch(
      /valid until 2099-12-31/,
    );
    expect((await admin(['adviser', 'list'])).out.join('\n')).toMatch(/demo@adviser\.sg/);
    const missing = await admin(['adviser', 'disable', 'nobody@example.sg']);
    expect(missing.code).not.toBe(0);
    expect(missing.err.join('\n')).toMatch(/No adviser/);
  });

  it('data prune answers through the server (issue 33)', async () => {
    const run = await admin(['data', 'prune', '--type', 'term', '--keep', '3']);
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.last).toBe('Removed 0 dataset version(s).');
  });

  it('runs as a separate process through scripts/admin.mjs', async () => {
    const script = path.resolve(import.meta.dirname, '../../../../scripts/admin.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, 'invite', 'create'], {
      env: { ...process.env, ...cli.env },
    });
    expect(stdout.trim().split('\n').at(-1)).toMatch(CODE);
  });
});
