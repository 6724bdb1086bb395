import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Portal {
  baseUrl: string;
  dataDir: string;
  /** What the server printed at start (the banner names the demo adviser's TOTP secret). */
  output(): string;
  stop(): Promise<void>;
}

/** The bundled server (apps/api/dist) on a free port with a fresh data directory. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const main = path.join(repoRoot, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first (npm test does)`);
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The suite is over when it stops the server: no need to wait long for a straggling request.
      SHUTDOWN_GRACE_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server not ready within 60 s:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready416`);
      if (res.ok && ((await res.json()) as { ready?: boolean }).ready) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
