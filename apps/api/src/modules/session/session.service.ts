import { DEV_CODES, REFRESH_MESSAGES, SERVER_MESSAGES } from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { deriveKey, hmacBase64url, randomToken, sha256Hex } from '../../platform/crypto.js';
import { HttpError, invalidToken } from '../../platform/http-error.js';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './jwt.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import * as repo from './session.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

export interface IssuedSession {
  jwt: string;
  refreshToken: string;
  sessionEndsAt: Date;
}

const refreshFailure = (message: string) => new HttpError(401, message, DEV_CODES.refreshFailed);

/**
 * Opens a session after 2FA; it ends two hours later whatever the refreshes (spec 000 §4.2, §9).
 * SESSION_MINUTES shortens it only so tests can watch the countdown and the System Alert.
 */
export async function startSession(deps: Deps, adviserId: string): Promise<IssuedSession> {
  const now = deps.clock.now();
  const sessionEndsAt = new Date(now.getTime() + deps.config.sessionMinutes * 60_000);
  const sessionId = await repo.insertSession(deps.db, adviserId, now, sessionEndsAt);
  // 256-bit refresh token; only its hash is kept.
  const refreshToken = randomToken(32);
  await repo.insertRefreshToken(deps.db, sessionId, sha256Hex(refreshToken), now);
  const jwt = await signAccessToken({ adviserId, sessionId }, deps.config.jwtSecret, now);
  return { jwt, refreshToken, sessionEndsAt };
}

/**
 * Issue 9: two tabs refreshing at the same moment present the same token. For this long after a
 * rotation the old token is answered with the token that replaced it, instead of counting as reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** How far a grace answer follows a chain of rotations that all happened within the grace. */
const MAX_GRACE_STEPS = 5;

/**
 * The token that replaces `token` at rotation: an HMAC of it under a server key, so a second request
 * with the same old token can be given the very same successor without any copy of it being stored.
 * Without the key, knowing a token tells nothing about the next one.
 */
function successorOf(deps: Deps, token: string): string {
  return hmacBase64url(deriveKey(deps.config.jwtSecret, 'refresh-rotation'), token);
}

type FoundToken = NonNullable<Awaited<ReturnType<typeof repo.findRefreshToken>>>;

/** Rotates the refresh token; an already-rotated one revokes the whole session, after the grace. */
export async function refreshSession(
  deps: Deps,
  presented: string | undefined,
  meta: RequestMeta,
): Promise<IssuedSession> {
  if (!presented) throw refreshFailure(REFRESH_MESSAGES.tokenExpired);
  const now = deps.clock.now();
  const found = await repo.findRefreshToken(deps.db, sha256Hex(presented));
  if (!found) throw refreshFailure(REFRESH_MESSAGES.invalid);
  if (found.usedAt) return answerRotatedToken(deps, presented, found, meta);
  requireOpen(found.session, now);
  const refreshToken = successorOf(deps, presented);
  const isRotated = await repo.rotateRefreshToken(
    deps.db,
    found.tokenId,
    found.session.id,
    sha256Hex(refreshToken),
    now,
  );
  if (!isRotated) {
    // Another request rotated it a moment ago (a second tab): the grace rule decides.
    const rotated = await repo.findRefreshToken(deps.db, sha256Hex(presented));
    if (!rotated) throw refreshFailure(REFRESH_MESSAGES.invalid);
    return answerRotatedToken(deps, presented, rotated, meta);
  }
  return issue(deps, found.session, refreshToken, now);
}

function requireOpen(session: FoundToken['session'], now: Date): void {
  if (session.revokedAt) throw refreshFailure(REFRESH_MESSAGES.invalid);
  if (session.endsAt.getTime() <= now.getTime()) throw refreshFailure(REFRESH_MESSAGES.sessionOver);
}

const isWithinGrace = (usedAt: Date, now: Date) => now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;

/**
 * A token that was already rotated: within the grace, the token that replaced it (or, when that one
 * was rotated too, the newest of the chain); after the grace, reuse, which revokes the session.
 */
async function answerRotatedToken(
  deps: Deps,
  presented: string,
  found: FoundToken,
  meta: RequestMeta,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  if (!found.usedAt || !isWithinGrace(found.usedAt, now)) {
    await revokeForReuse(deps, found.session, meta);
    throw refreshFailure(REFRESH_MESSAGES.invalid);
  }
  requireOpen(found.session, now);
  let successor = successorOf(deps, presented);
  for (let step = 0; step < MAX_GRACE_STEPS; step++) {
    const next = await repo.findRefreshToken(deps.db, sha256Hex(successor));
    // Rotated before successors were derived (an upgrade in the last 30 s): nothing to hand out.
    if (next?.session.id !== found.session.id) throw refreshFailure(REFRESH_MESSAGES.invalid);
    if (!next.usedAt) return issue(deps, found.session, successor, now);
    successor = successorOf(deps, successor);
  }
  throw refreshFailure(REFRESH_MESSAGES.invalid);
}

async function issue(
  deps: Deps,
  session: { id: string; adviserId: string; endsAt: Date },
  refreshToken: string,
  now: Date,
): Promise<IssuedSession> {
  const jwt = await signAccessToken(
    { adviserId: session.adviserId, sessionId: session.id },
    deps.config.jwtSecret,
    now,
  );
  return { jwt, refreshToken, sessionEndsAt: session.endsAt };
}

/** Issue 9: refresh and logout are limited per session; this finds the session a cookie belongs to. */
export async function findSessionIdOfToken(deps: Pick<AppDeps, 'db'>, presented: string | undefined) {
  if (!presented) return null;
  const found = await repo.findRefreshToken(deps.db, sha256Hex(presented));
  return found?.session.id ?? null;
}

async function revokeForReuse(deps: Deps, session: { id: string; adviserId: string }, meta: RequestMeta) {
  await inTransaction(deps, async (tx) => {
    if (await repo.revokeSession(tx.db, session.id, deps.clock.now(), 'refresh token reuse'))
      await recordAudit(tx, AUDIT_EVENTS.sessionRevoked, meta, {
        adviserId: session.adviserId,
        details: { reason: 'refresh token reuse' },
      });
  });
  deps.cache.invalidate(sessionKey(session.id));
}

/** Ends the session the refresh cookie belongs to; without a known cookie there is nothing to end. */
export async function endSession(
  deps: Deps,
  presented: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  if (!presented) return;
  const found = await repo.findRefreshToken(deps.db, sha256Hex(presented));
  if (!found) return;
  // Issue 32 item 2: revoked with its audit row or not at all.
  await inTransaction(deps, async (tx) => {
    if (await repo.revokeSession(tx.db, found.session.id, deps.clock.now(), 'logout'))
      await recordAudit(tx, AUDIT_EVENTS.sessionRevoked, meta, {
        adviserId: found.session.adviserId,
        details: { reason: 'logout' },
      });
  });
  deps.cache.invalidate(sessionKey(found.session.id));
}

type RevokeDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/**
 * Revokes an adviser's sessions through `revoke` with one audit row for them all (issue 32 item 2:
 * together or not at all), then drops every cached session (ADR 0009). Returns how many.
 */
async function revokeAudited(
  deps: RevokeDeps,
  adviserId: string,
  reason: string,
  meta: RequestMeta,
  revoke: (db: RevokeDeps['db'], now: Date) => Promise<number>,
): Promise<number> {
  const count = await inTransaction(deps, async (tx) => {
    const revoked = await revoke(tx.db, deps.clock.now());
    if (revoked > 0)
      await recordAudit(tx, AUDIT_EVENTS.sessionRevoked, meta, {
        adviserId,
        details: { reason, count: revoked },
      });
    return revoked;
  });
  deps.cache.invalidate(SESSION_KEY_PREFIX);
  return count;
}

/** Ends every open session of an adviser (password reset, admin disable or 2FA reset). Returns how many. */
export const revokeAllSessions = (deps: RevokeDeps, adviserId: string, reason: string, meta: RequestMeta) =>
  revokeAudited(deps, adviserId, reason, meta, (db, now) =>
    repo.revokeAdviserSessions(db, adviserId, now, reason),
  );

/** Issue 14: ends every open session of the adviser except `keepSessionId` (password change). */
export const revokeOtherSessions = (
  deps: RevokeDeps,
  adviserId: string,
  keepSessionId: string,
  reason: string,
  meta: RequestMeta,
) =>
  revokeAudited(deps, adviserId, reason, meta, (db, now) =>
    repo.revokeOtherAdviserSessions(db, adviserId, keepSessionId, now, reason),
  );

export const SESSION_KEY_PREFIX = 'session|';
const sessionKey = (id: string) => `${SESSION_KEY_PREFIX}${id}|`;

/** Checks a bearer token and that its session is still open; 403 lets the client refresh once (spec 000 §4.2). */
export async function authenticateAccess(
  deps: Deps,
  authorization: string | undefined,
): Promise<AccessClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw invalidToken();
  const now = deps.clock.now();
  const check = await verifyAccessToken(match[1], deps.config.jwtSecret, now);
  if (!check.ok)
    throw invalidToken(
      check.reason === 'expired' ? SERVER_MESSAGES.tokenExpired : SERVER_MESSAGES.invalidToken,
    );
  // Read on every signed-in call, so through the cache (ADR 0009); every revoke above drops it.
  const sessionId = check.claims.sessionId;
  const session = await deps.cache.readThrough(sessionKey(sessionId), () =>
    repo.findUnrevokedSession(deps.db, sessionId),
  );
  const isActive = session?.adviserId === check.claims.adviserId && session.endsAt.getTime() > now.getTime();
  if (!isActive) throw invalidToken(SERVER_MESSAGES.tokenExpired);
  return check.claims;
}
