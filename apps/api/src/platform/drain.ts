import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Issue 18: graceful drain. Readiness reads `isDraining` (503 from the moment a stop begins, so the load
 * balancer sends new work elsewhere); `settle` waits for the requests that were running when it began.
 */
export interface Drain {
  readonly isDraining: boolean;
  /** Counts requests from now on; server.ts calls it once on the HTTP server. */
  track(server: Server): void;
  begin(): void;
  /** Resolves true once every request in flight at the call has ended, false after `graceMs`. */
  settle(graceMs: number): Promise<boolean>;
  inFlight(): number;
}

export function createDrain(): Drain {
  const running = new Set<ServerResponse>();
  let isDraining = false;
  const settle = async (graceMs: number): Promise<boolean> => {
    // Only these: new requests that arrive meanwhile are answered too, and Fastify's close waits for them.
    const pending = [...running].map(
      (res) => new Promise<void>((resolve) => (res.closed ? resolve() : res.once('close', () => resolve()))),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    try {
      return await Promise.race([Promise.all(pending).then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    get isDraining() {
      return isDraining;
    },
    track: (server) => {
      server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
        running.add(res);
        // 'close' comes after the last byte is written and also when the client goes away early.
        res.once('close', () => running.delete(res));
      });
    },
    begin: () => {
      isDraining = true;
    },
    settle,
    inFlight: () => running.size,
  };
}
