import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.js';
import { startServer } from './server.js';

// Issue 9: the data directory was world-writable (969 of 1,111 PGlite files 0666), and a client
// that trickled its request held a connection for ever. Both are checked on a real start.
let dataDir: string;
beforeAll(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-faults-')), 'data');
});
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const configFor = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // These starts are about files and timeouts: no sample import.
    SAMPLE_DATA: 'off',
    ...extra,
  });

/** Every path under `dir` (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, p) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}
function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true }).length;
}
function openUpEverything(dir: string): void {
  const walk = (p: string) => {
    const stat = lstatSync(p);
    chmodSync(p, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
}

describe('the data directory', () => {
  it('has no group or other permission bits after a start, even where they were 0666/0777 before', async () => {
    // A first start creates the database, secrets.json and the rest.
    const first = await startServer(configFor());
    await first.stop();
    expect(openToOthers(dataDir)).toEqual([]);
    // As an older version (or a careless copy) left them, plus mail and an upload.
    mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: x\n\nreset link');
    writeFileSync(path.join(dataDir, 'uploads', 'card.png'), 'not really a png');
    openUpEverything(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    expect(countFiles(path.join(dataDir, 'pglite'))).toBeGreaterThan(100);

    const second = await startServer(configFor());
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(lstatSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    } finally {
      await second.stop();
    }
    // Whatever the database wrote while running, and at shutdown, is private too.
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('slow clients', () => {
  it('a request whose body trickles in is cut off after HTTP_REQUEST_TIMEOUT_MS', async () => {
    const server = await startServer(
      configFor({ HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600' }),
    );
    try {
      const started = performance.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(server.port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        socket.write(
          'POST /api/non-auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        // One byte every 100 ms: never idle, never done.
        const drip = setInterval(() => socket.write(' '), 100);
        socket.on('close', () => clearInterval(drip));
        setTimeout(() => socket.destroy(new Error('still open after 5 s')), 5_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await server.stop();
    }
  });
});
