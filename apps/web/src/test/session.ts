import type { UiSettings, UserDetails } from '@portal/contracts';
import { getSession, startSession } from '../lib/session';

export const TEST_ADVISER: UserDetails = {
  name: 'Test Adviser',
  mobile: '91234567',
  email: 'test.adviser@example.sg',
  rnf: 'TST-0001',
  avatarURL: [],
  backgroundURL: [],
};

/** The adviser the shell and API client tests sign in as, by the name the profile menu shows. */
export const ANN: UserDetails = {
  name: 'Ann',
  mobile: '91234567',
  email: 'ann@example.com',
  rnf: 'R1',
  avatarURL: [],
  backgroundURL: [],
};

type TestSession = {
  userDetails?: UserDetails;
  jwt?: string;
  /** How long the session has to run; an hour unless a test is about its end. */
  endsInMs?: number;
  userUiSettings?: UiSettings | null;
};

/** Starts a session as a verified sign-in does, whoever was signed in before. */
export function startTestSession({
  userDetails = TEST_ADVISER,
  jwt = 'test-jwt',
  endsInMs = 3_600_000,
  userUiSettings = null,
}: TestSession = {}): void {
  startSession({
    success: true,
    jwt,
    sessionEndsAt: new Date(Date.now() + endsInMs).toISOString(),
    userDetails,
    userUiSettings,
  });
}

/**
 * The adviser screens run signed in, as in the app: the browser's storage holds an adviser's work only
 * for that adviser (issue 32 item 5). A test that signed in someone else keeps that session.
 */
export function signInForTest(userDetails: UserDetails = TEST_ADVISER): void {
  if (getSession()) return;
  startTestSession({ userDetails });
}
