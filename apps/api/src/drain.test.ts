import { API_PATHS } from '@portal/contracts';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISER } from './cli/seed.js';
import { HEALTH_PATHS } from './modules/health/health.routes.js';
import { openTestDatabase, seedMigratedPglite } from './test/database.js';
import { FLEET_SECRETS, startServerProcess, type ServerProcess } from './test/processes.js';

// Issue 18: on SIGTERM the server stopped at once, cutting requests in flight, and its readiness never
// told the load balancer to look elsewhere. Run as `npm start` runs it: a real process and a real signal.
const dirs: string[] = [];
const databases: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  await Promise.all(databases.map((d) => d.close()));
});
/**
 * The server on a migrated database: a copy of the Postgres template where npm test has one (ADR 0026,
 * as admin.test.ts and admin-profile.test.ts), else a PGlite data directory copied from the template
 * (CI's `TEST_DATABASE=pglite npm run test:api` runs this path).
 */
async function startServer(graceSeconds: number): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-drain-'));
  dirs.push(dir);
  const env: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    databases.push(database);
    env.DATABASE_URL = database.location;
  } else seedMigratedPglite(dir);
  return startServerProcess({
    ...FLEET_SECRETS,
    ...env,
    DATA_DIR: dir,
    SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    // The drain is about requests in flight: the demo adviser is enough, no sample import.
    SAMPLE_DATA: 'off',
  });
}

interface Answer {
  status: number;
  body: string;
}
/** A sign-in whose body arrives in two parts, so it is in flight for as long as the test likes. */
function slowSignIn(url: string) {
  const body = JSON.stringify({ email: DEMO_ADVISER.email, password: DEMO_ADVISER.password });
  const half = Math.floor(body.length / 2);
  let answered = false;
  const sending = { finish: () => {} };
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${url}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, body: text });
      });
    });
    req.on('error', reject);
    req.write(body.slice(0, half));
    sending.finish = () => req.end(body.slice(half));
  });
  return { answer, finish: () => sending.finish(), isAnswered: () => answered };
}

async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}

describe('SIGTERM drains the server', () => {
  it('answers readiness 503 at once, lets the request in flight finish, then exits 0', async () => {
    const server = await startServer(15);
    const url = await server.ready();
    expect(await status(`${url}${HEALTH_PATHS.ready}`)).toBe(200);
    const signIn = slowSignIn(url);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the headers are in: the request is running

    server.child.kill('SIGTERM');
    // Readiness turns at once; liveness stays up (the process is fine, it is only leaving).
    await expect.poll(() => status(`${url}${HEALTH_PATHS.ready}`), { timeout: 2_000 }).toBe(503);
    expect(await (await fetch(`${url}${HEALTH_PATHS.ready}`)).json()).toEqual({ ready: false });
    expect(await status(`${url}${HEALTH_PATHS.live}`)).toBe(200);
    // The sign-in page's own check (spec 000) still reports the database, so no adviser is told it is down.
    expect(await status(`${url}${API_PATHS.ready}`)).toBe(200);
    // Still waiting for the rest of the sign-in: the process must not have gone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();
    expect(signIn.isAnswered()).toBe(false);

    signIn.finish();
    const answer = await signIn.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ validLogin: true });
    expect(await server.exited()).toBe(0);
  }, 50_000);

  it('stops waiting after SHUTDOWN_GRACE_SECONDS and still exits 0', async () => {
    const server = await startServer(1);
    const url = await server.ready();
    const signIn = slowSignIn(url);
    signIn.answer.catch(() => undefined); // the cut connection is expected
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
    const tookMs = Date.now() - signalledAt;
    expect(tookMs).toBeGreaterThanOrEqual(900);
    expect(tookMs).toBeLessThan(5_000);
    expect(signIn.isAnswered()).toBe(false);
  }, 50_000);
});
