import { DEV_CODES, REFRESH_MESSAGES, SERVER_MESSAGES } from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { randomToken, sha256Hex } from '../../platform/crypto.js';
import { HttpError, invalidToken } from '../../platform/http-error.js';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './jwt.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import * as repo from './session.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

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

/** Rotates the refresh token; presenting an already-rotated one revokes the whole session. */
export async function refreshSession(
  deps: Deps,
  presented: string | undefined,
  meta: RequestMeta,
): Promise<IssuedSession> {
  if (!presented) throw refreshFailure(REFRESH_MESSAGES.tokenExpired);
  const now = deps.clock.now();
  const found = await repo.findRefreshToken(deps.db, sha256Hex(presented));
  if (!found) throw refreshFailure(REFRESH_MESSAGES.invalid);
  const { session } = found;
  if (found.usedAt) {
    await revokeForReuse(deps, session, meta);
    throw refreshFailure(REFRESH_MESSAGES.invalid);
  }
  if (session.revokedAt) throw refreshFailure(REFRESH_MESSAGES.invalid);
  if (session.endsAt.getTime() <= now.getTime()) throw refreshFailure(REFRESH_MESSAGES.sessionOver);

  const refreshToken = randomToken(32);
  const isRotated = await repo.rotateRefreshToken(
    deps.db,
    found.tokenId,
    session.id,
    sha256Hex(refreshToken),
    now,
  );
  if (!isRotated) {
    // Another request rotated it first: the same token was presented twice.
    await revokeForReuse(deps, session, meta);
    throw refreshFailure(REFRESH_MESSAGES.invalid);
  }
  const jwt = await signAccessToken(
    { adviserId: session.adviserId, sessionId: session.id },
    deps.config.jwtSecret,
    now,
  );
  return { jwt, refreshToken, sessionEndsAt: session.endsAt };
}

async function revokeForReuse(deps: Deps, session: { id: string; adviserId: string }, meta: RequestMeta) {
  const isRevoked = await repo.revokeSession(deps.db, session.id, deps.clock.now(), 'refresh token reuse');
  if (isRevoked)
    await recordAudit(deps, AUDIT_EVENTS.sessionRevoked, meta, {
      adviserId: session.adviserId,
      details: { reason: 'refresh token reuse' },
    });
}

/** Ends the session the refresh cookie belongs to; without a known cookie there is nothing to end. */
export async function endSession(
  deps: Deps,
  presented: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  if (!presented) return;
  const found = await repo.findRefreshToken(deps.db, sha256Hex(presented));
  if (found && (await repo.revokeSession(deps.db, found.session.id, deps.clock.now(), 'logout')))
    await recordAudit(deps, AUDIT_EVENTS.sessionRevoked, meta, {
      adviserId: found.session.adviserId,
      details: { reason: 'logout' },
    });
}

/** Ends every open session of an adviser (password reset, admin disable or 2FA reset). Returns how many. */
export async function revokeAllSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  adviserId: string,
  reason: string,
  meta: RequestMeta,
): Promise<number> {
  const count = await repo.revokeAdviserSessions(deps.db, adviserId, deps.clock.now(), reason);
  if (count > 0)
    await recordAudit(deps, AUDIT_EVENTS.sessionRevoked, meta, { adviserId, details: { reason, count } });
  return count;
}

/** Issue 14: ends every open session of the adviser except `keepSessionId` (password change). */
export async function revokeOtherSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  adviserId: string,
  keepSessionId: string,
  reason: string,
  meta: RequestMeta,
): Promise<number> {
  const count = await repo.revokeOtherAdviserSessions(deps.db, adviserId, keepSessionId, deps.clock.now(), reason);
  if (count > 0)
    await recordAudit(deps, AUDIT_EVENTS.sessionRevoked, meta, { adviserId, details: { reason, count } });
  return count;
}

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
  const session = await repo.findUnrevokedSession(deps.db, check.claims.sessionId);
  const isActive = session?.adviserId === check.claims.adviserId && session.endsAt.getTime() > now.getTime();
  if (!isActive) throw invalidToken(SERVER_MESSAGES.tokenExpired);
  return check.claims;
}
