import {
  EMPTY_PLAN,
  LIFE_GOALS_STORAGE_KEY,
  type Insured,
  type LifeGoalsPlan,
  type UserDetails,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_ADVISER, signInForTest, startTestSession } from '../test/session';
import { readInsured, writeInsured } from './insured-store';
import { RECENT_CLIENTS_KEY, readPlan, readRecentClients, writePlan } from './life-goals-store';
import { endSession, getSession } from './session';
import { STORAGE_KEYS } from './storage';

// Issue 32 item 5 (ADR 0041): on a shared browser one adviser's clients never reach the next adviser.

const OTHER_ADVISER: UserDetails = { ...TEST_ADVISER, name: 'Other Adviser', email: 'other@example.sg' };

const alicePlan: LifeGoalsPlan = {
  ...EMPTY_PLAN,
  insured: {
    name: 'Alice Tan',
    dob: '1990-03-01',
    gender: 'Female',
    smokingStatus: 'Non-Smoker',
    ALB: 36,
    ANB: 37,
    AnB: 36,
  },
};

const smokerInsured: Insured = {
  name: 'Tan Ah Kow',
  gender: 'Male',
  smokingStatus: 'Smoker',
  alb: 40,
  anb: 41,
  anbNearest: 41,
};

/** What this tab sees when another tab of the same browser changes localStorage. */
function changeInAnotherTab(change: () => void, key: string | null) {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

const signInAs = (userDetails: UserDetails) => startTestSession({ userDetails });

describe('browser storage belongs to the signed-in adviser', () => {
  it('keeps the plan under lifeGoals360 for the signed-in adviser', () => {
    signInForTest();
    writePlan(alicePlan);
    expect(JSON.parse(localStorage.getItem(LIFE_GOALS_STORAGE_KEY) ?? '{}').insured.name).toBe('Alice Tan');
    expect(readPlan().insured?.name).toBe('Alice Tan');
  });

  it('a tab left open after sign-out in another tab writes nothing, and the next adviser sees nothing', () => {
    signInForTest();
    writePlan(alicePlan);
    changeInAnotherTab(() => localStorage.clear(), null);
    expect(getSession()).toBeNull();
    // The planner of the tab left open saves again (an edit, a timer): nothing reaches the storage.
    writePlan({ ...alicePlan, goals: [] });
    writeInsured(smokerInsured);
    expect(localStorage.getItem(LIFE_GOALS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(RECENT_CLIENTS_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.comparisonInsured)).toBeNull();

    signInAs(OTHER_ADVISER);
    expect(readPlan()).toEqual(EMPTY_PLAN);
    expect(readRecentClients()).toEqual([]);
  });

  it('another adviser signing in drops what the last adviser left (a session that ran out unnoticed)', () => {
    signInForTest();
    writePlan(alicePlan);
    localStorage.setItem(STORAGE_KEYS.contactCard, JSON.stringify({ title: "Test Adviser's card" }));
    localStorage.setItem(STORAGE_KEYS.calculators.pv, JSON.stringify({ rate: '5' }));
    sessionStorage.setItem(`${STORAGE_KEYS.lastComparisonSearch}term`, '{}');
    localStorage.setItem(STORAGE_KEYS.ripple, 'false');

    signInAs(OTHER_ADVISER);
    for (const key of [
      LIFE_GOALS_STORAGE_KEY,
      RECENT_CLIENTS_KEY,
      STORAGE_KEYS.contactCard,
      STORAGE_KEYS.calculators.pv,
    ])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(sessionStorage.getItem(`${STORAGE_KEYS.lastComparisonSearch}term`)).toBeNull();
    expect(readRecentClients()).toEqual([]);
    // This device's own setting stays.
    expect(localStorage.getItem(STORAGE_KEYS.ripple)).toBe('false');
  });

  it('the same adviser signing in again finds the work where it was left', () => {
    signInForTest();
    writePlan(alicePlan);
    signInAs({ ...TEST_ADVISER, email: TEST_ADVISER.email.toUpperCase() });
    expect(readPlan().insured?.name).toBe('Alice Tan');
  });

  it('a tab of an adviser whose browser another adviser signed in to (in another tab) reads and writes nothing', () => {
    signInForTest();
    writeInsured(smokerInsured);
    // Another tab signs in as someone else without this tab hearing of it yet.
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ userDetails: OTHER_ADVISER, sessionEndsAt: new Date().toISOString() }),
    );
    expect(readInsured()).toBeNull();
    writePlan(alicePlan);
    expect(localStorage.getItem(LIFE_GOALS_STORAGE_KEY)).toBeNull();
    // When the storage event arrives, this tab's session ends; the other adviser's session stays.
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.session, storageArea: localStorage }),
    );
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toContain('other@example.sg');
  });

  it('sign-out in this tab clears everything, and nothing is written after it', () => {
    signInForTest();
    writePlan(alicePlan);
    endSession();
    writePlan(alicePlan);
    expect(localStorage.length).toBe(0);
  });
});
