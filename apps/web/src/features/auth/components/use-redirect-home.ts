import { RESET_REDIRECT_MS } from '@portal/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** spec 000 §4.1 step 7 and §9: once a reset screen has answered, back to '/' after 5 seconds. */
export function useRedirectHomeWhen(isDone: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);
}
