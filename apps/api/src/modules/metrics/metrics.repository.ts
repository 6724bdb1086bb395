import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { GateStats } from '../../platform/gate.js';

export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

/**
 * The connections behind `db`: node-postgres' pool, or PGlite's one connection and the queue of its
 * gate (ADR 0015). Read from the client drizzle wraps, so the metrics need no handle of their own.
 */
export function poolStats(db: Db): PoolStats {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      inUse: client.totalCount - client.idleCount,
      idle: client.idleCount,
      waiting: client.waitingCount,
    };
  }
  const gate = (client as { gate?: { stats(): GateStats } } | undefined)?.gate;
  if (!gate) return { inUse: 0, idle: 1, waiting: 0 };
  const { active, waiting } = gate.stats();
  return { inUse: active, idle: active > 0 ? 0 : 1, waiting };
}

/** Mail still to send (pending, including rows between tries) and mail given up on. */
export async function outboxCounts(db: Db): Promise<{ pending: number; givenUp: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))})::int`,
      givenUp: sql<number>`count(*) filter (where ${isNotNull(mailOutbox.failedAt)})::int`,
    })
    .from(mailOutbox);
  return { pending: row?.pending ?? 0, givenUp: row?.givenUp ?? 0 };
}
