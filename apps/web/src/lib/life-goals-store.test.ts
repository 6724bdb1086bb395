import { EMPTY_PLAN, LIFE_GOALS_STORAGE_KEY, type LifeGoalsPlan } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENT_CLIENTS,
  readPlan,
  readRecentClients,
  removeRecentClient,
  resetPlan,
  writePlan,
} from './life-goals-store';
import { signInForTest } from '../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const planFor = (name: string): LifeGoalsPlan => ({
  ...EMPTY_PLAN,
  insured: { name, dob: '1990-01-01', gender: 'Male', smokingStatus: 'Smoker', ALB: 36, ANB: 37, AnB: 36 },
});

describe('the Life Goals 360 plan in localStorage (spec 002 §3)', () => {
  it('keeps the plan under lifeGoals360 and reads a damaged value as an empty plan', () => {
    writePlan(planFor('Ann'));
    expect(JSON.parse(localStorage.getItem(LIFE_GOALS_STORAGE_KEY) ?? '{}').insured.name).toBe('Ann');
    localStorage.setItem(LIFE_GOALS_STORAGE_KEY, '{"insured": 5}');
    expect(readPlan()).toEqual(EMPTY_PLAN);
  });

  it('files each client once, newest first, at most eight; Reset keeps them', () => {
    for (let i = 1; i <= MAX_RECENT_CLIENTS + 2; i++) writePlan(planFor(`Client ${i}`));
    writePlan(planFor('Client 5'));
    const names = readRecentClients().map((c) => c.name);
    expect(names).toHaveLength(MAX_RECENT_CLIENTS);
    expect(names.slice(0, 2)).toEqual(['Client 5', 'Client 10']);
    expect(names.filter((n) => n === 'Client 5')).toHaveLength(1);
    resetPlan();
    expect(readPlan()).toEqual(EMPTY_PLAN);
    expect(readRecentClients()).toHaveLength(MAX_RECENT_CLIENTS);
    removeRecentClient(readRecentClients()[0]?.id ?? '');
    expect(readRecentClients().map((c) => c.name)).not.toContain('Client 5');
  });
});
