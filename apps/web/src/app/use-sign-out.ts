import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth/api/auth-api';
import { endSession, type SessionEndReason } from '../lib/session';

/**
 * spec 000 §4.2: logout revokes the server session, clears storage and returns to '/'; after an
 * expiry the sign-in page says 'Session Expired!' (§8).
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (reason: SessionEndReason = 'signed-out') => {
      try {
        await logout();
      } catch {
        // the session ends locally even when the server cannot be reached
      }
      endSession(reason);
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
