import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../lib/session';

// The third reader serves the build's prerender and the hydration of its markup (ADR 0042): signed out.
export const useSession = () => useSyncExternalStore(subscribeSession, getSession, getSession);
