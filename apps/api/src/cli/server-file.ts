import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR/server.json tells the CLI a server is running: PGlite allows one process per data directory.
export interface ServerFile {
  port: number;
  pid: number;
  host: string;
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

/** The running server of this data directory, if its process is still alive. */
export function findLiveServer(dataDir: string): ServerFile | undefined {
  const info = readServerFile(dataDir);
  return info && isProcessAlive(info.pid) ? info : undefined;
}

/** An address the CLI can reach the server on from this machine. */
export function loopbackHost(host: string): string {
  return ['localhost', '0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
}
