import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth/api/auth-api';
import { endSession } from '../lib/session';

/** spec 000 §4.2: logout revokes the server session, clears storage and returns to '/'. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // the session ends locally even when the server cannot be reached
    }
    endSession();
    navigate('/', { replace: true });
  }, [navigate]);
}
