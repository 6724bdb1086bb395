import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { refreshTokens, sessions } from '../../db/schema.js';

export async function insertSession(
  db: Db,
  adviserId: string,
  createdAt: Date,
  endsAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ adviserId, createdAt, endsAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned nothing');
  return row.id;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  createdAt: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ tokenId: refreshTokens.id, usedAt: refreshTokens.usedAt, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used unless another request already did; false means it was reused. */
export async function markRefreshTokenUsed(db: Db, tokenId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Replaces the used token with its successor in one step, so a crash cannot leave the session tokenless. */
export async function rotateRefreshToken(
  db: Db,
  tokenId: string,
  sessionId: string,
  newHash: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isFirstUse = await markRefreshTokenUsed(tx, tokenId, at);
    if (isFirstUse) await insertRefreshToken(tx, sessionId, newHash, at);
    return isFirstUse;
  });
}

/** Revokes the unrevoked sessions `conditions` pick; how many it revoked. */
async function revokeUnrevoked(db: Db, at: Date, reason: string, ...conditions: SQL[]): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(...conditions, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** True when this call revoked it (it was still open). */
export async function revokeSession(db: Db, id: string, at: Date, reason: string): Promise<boolean> {
  return (await revokeUnrevoked(db, at, reason, eq(sessions.id, id))) === 1;
}

/** The adviser's sessions still running at `at` (one that has ended needs no revoking). */
const runningSessionsOf = (adviserId: string, at: Date) => [
  eq(sessions.adviserId, adviserId),
  gt(sessions.endsAt, at),
];

export function revokeAdviserSessions(db: Db, adviserId: string, at: Date, reason: string): Promise<number> {
  return revokeUnrevoked(db, at, reason, ...runningSessionsOf(adviserId, at));
}

/** Issue 14: a password change ends every other open session of the adviser and keeps `keepId`. */
export function revokeOtherAdviserSessions(
  db: Db,
  adviserId: string,
  keepId: string,
  at: Date,
  reason: string,
): Promise<number> {
  return revokeUnrevoked(db, at, reason, ...runningSessionsOf(adviserId, at), ne(sessions.id, keepId));
}

/** The unrevoked session with this id (read through the cache by the service, ADR 0009). */
export async function findUnrevokedSession(
  db: Db,
  id: string,
): Promise<{ adviserId: string; endsAt: Date } | null> {
  const [row] = await unrevokedSession(db).execute({ id });
  return row ?? null;
}

/** Read on every signed-in call (authenticateAccess): prepared once per database. */
const unrevokedSession = preparedOn((db) =>
  db
    .select({ adviserId: sessions.adviserId, endsAt: sessions.endsAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('find_unrevoked_session'),
);
