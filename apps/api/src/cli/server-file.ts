import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

// DATA_DIR/server.json tells the CLI a server is running: PGlite allows one process per data directory.
export interface ServerFile {
  port: number;
  pid: number;
  host: string;
  /**
   * Issue 32: when the process with `pid` started (processStartMark). After a crash the pid may be
   * reused by any process; a record whose mark differs names a dead server, not a live one.
   */
  pidStartedAt?: string;
}

export const serverFilePath = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, info: ServerFile): void {
  writeFileSync(serverFilePath(dataDir), `${JSON.stringify(info)}\n`);
}

export function removeServerFile(dataDir: string, pid: number): void {
  const current = readServerFile(dataDir);
  if (current?.pid === pid) rmSync(serverFilePath(dataDir), { force: true });
}

export function readServerFile(dataDir: string): ServerFile | undefined {
  const file = serverFilePath(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerFile>;
    if (typeof parsed.port !== 'number' || typeof parsed.pid !== 'number') return undefined;
    return {
      port: parsed.port,
      pid: parsed.pid,
      host: typeof parsed.host === 'string' ? parsed.host : 'localhost',
      ...(typeof parsed.pidStartedAt === 'string' ? { pidStartedAt: parsed.pidStartedAt } : {}),
    };
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as the OS tells it: on Linux field 22 of /proc/<pid>/stat (clock ticks since
 * boot), elsewhere `ps -o lstart=`. The pid and this mark together name one process for good: a pid is
 * reused only by a process that starts later. Undefined when the OS will not say.
 */
export function processStartMark(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; count fields after its ')'.
    const mark = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    if (mark) return `linux:${mark}`;
  } catch {
    // No /proc (macOS) or no such process: ask ps below.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    }).trim();
    return started ? `ps:${started}` : undefined;
  } catch {
    return undefined;
  }
}

/** This process's record for server.json. */
export const ownServerRecord = (port: number, host: string): ServerFile => {
  const pidStartedAt = processStartMark(process.pid);
  return { port, pid: process.pid, host, ...(pidStartedAt ? { pidStartedAt } : {}) };
};

/** Whether anything accepts a TCP connection at host:port within a second. */
function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: loopbackHost(host), port, timeout: 1_000 });
    const finish = (isOpen: boolean) => {
      socket.destroy();
      resolve(isOpen);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}

/**
 * The running server of this data directory: its pid is alive and, issue 32, is still the same
 * process (a crash leaves the record behind, and any process may get the pid later). A record
 * without a start mark (an older version wrote it, or the OS would not tell) counts as live only
 * while something listens on its port: a crashed server's port is free.
 */
export async function findLiveServer(dataDir: string): Promise<ServerFile | undefined> {
  const info = readServerFile(dataDir);
  if (!info || !isProcessAlive(info.pid)) return undefined;
  if (info.pidStartedAt !== undefined)
    return processStartMark(info.pid) === info.pidStartedAt ? info : undefined;
  return (await isListening(info.host, info.port)) ? info : undefined;
}

/** An address the CLI can reach the server on from this machine. */
export function loopbackHost(host: string): string {
  return ['localhost', '0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
}
