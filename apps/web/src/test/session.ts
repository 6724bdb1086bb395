import type { UserDetails } from '@portal/contracts';
import { getSession, startSession } from '../lib/session';

export const TEST_ADVISER: UserDetails = {
  name: 'Test Adviser',
  mobile: '91234567',
  email: 'test.adviser@example.sg',
  rnf: 'TST-0001',
  avatarURL: [],
  backgroundURL: [],
};

/**
 * The adviser screens run signed in, as in the app: the browser's storage holds an adviser's work only
 * for that adviser (issue 32 item 5). A test that signed in someone else keeps that session.
 */
export function signInForTest(userDetails: UserDetails = TEST_ADVISER): void {
  if (getSession()) return;
  startSession({
    success: true,
    jwt: 'test-jwt',
    sessionEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
    userDetails,
    userUiSettings: null,
  });
}
