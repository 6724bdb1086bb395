import { EMPTY_PLAN, type LifeGoalsPlan } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addGoal } from './plan-ops';
import { buildPlanFile, parsePlanFile, planFileName } from './plan-file';

const now = new Date('2026-11-23T09:30:00Z');
const plan: LifeGoalsPlan = addGoal(
  {
    ...EMPTY_PLAN,
    insured: {
      name: "Siti bte O'Neil",
      dob: '1985-02-01',
      gender: 'Female',
      smokingStatus: 'Non-Smoker',
      ALB: 41,
      ANB: 42,
      AnB: 42,
    },
  },
  'Buy a Car',
);

describe('plan files (issue 15: save and load plans per client)', () => {
  it('round-trips a plan through the file text', () => {
    expect(parsePlanFile(JSON.stringify(buildPlanFile(plan, now)))).toEqual(plan);
  });
  it.each([
    ['not JSON', 'hello'],
    ['another kind of file', JSON.stringify({ ...buildPlanFile(plan, now), kind: 'other' })],
    ['a later version', JSON.stringify({ ...buildPlanFile(plan, now), version: 2 })],
    [
      'a broken plan',
      JSON.stringify({ ...buildPlanFile(plan, now), plan: { ...plan, goals: [{ label: '' }] } }),
    ],
  ])('refuses %s', (_case, text) => {
    expect(parsePlanFile(text)).toBeNull();
  });
  it('names the file after the client and the day, safe for any file system', () => {
    expect(planFileName(plan, now)).toBe('lifeGoals360-Siti-bte-O-Neil-2026-11-23.json');
    expect(planFileName(EMPTY_PLAN, now)).toBe('lifeGoals360-client-2026-11-23.json');
    // 16:30 UTC is already the next day in Singapore
    expect(planFileName(EMPTY_PLAN, new Date('2026-11-23T16:30:00Z'))).toBe(
      'lifeGoals360-client-2026-11-24.json',
    );
  });
});
