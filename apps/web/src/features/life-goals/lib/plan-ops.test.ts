import { EMPTY_PLAN } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addGoal, moveGoal, removeGoal, setAssets, setLiabilities } from './plan-ops';

const threeGoals = ['Financial Safety Net', 'Buy a Car', 'Own a Home'].reduce(
  (plan, label) => addGoal(plan, label),
  EMPTY_PLAN,
);
const labels = (plan: typeof EMPTY_PLAN) => plan.goals.map((g) => `${g.index}:${g.label}`);

describe('goal list changes (spec 002 §2 Goals Selection)', () => {
  it('adds once, in order, with running indexes', () => {
    expect(labels(addGoal(threeGoals, 'buy a car'))).toEqual([
      '0:Financial Safety Net',
      '1:Buy a Car',
      '2:Own a Home',
    ]);
  });
  it('moves up and down and stays put at the ends', () => {
    expect(labels(moveGoal(threeGoals, 'Own a Home', -1))).toEqual([
      '0:Financial Safety Net',
      '1:Own a Home',
      '2:Buy a Car',
    ]);
    expect(labels(moveGoal(threeGoals, 'Financial Safety Net', 1))).toEqual([
      '0:Buy a Car',
      '1:Financial Safety Net',
      '2:Own a Home',
    ]);
    expect(moveGoal(threeGoals, 'Financial Safety Net', -1)).toBe(threeGoals);
    expect(moveGoal(threeGoals, 'Own a Home', 1)).toBe(threeGoals);
  });
  it('removes and re-indexes', () => {
    expect(labels(removeGoal(threeGoals, 'Buy a Car'))).toEqual(['0:Financial Safety Net', '1:Own a Home']);
  });
  it('keeps the totals of liabilities and assets with the lists', () => {
    let plan = setLiabilities(threeGoals, 'Financial Safety Net', [
      { description: 'a', payoutType: 'lump', amount: 10, inflationRate: 0, years: 1, futureValue: 10 },
      { description: 'b', payoutType: 'lump', amount: 5, inflationRate: 0, years: 1, futureValue: 5 },
    ]);
    plan = setAssets(plan, 'Financial Safety Net', [{ description: 'cash', value: 7 }]);
    expect(plan.goals[0]).toMatchObject({ totalLiabilities: 15, totalAssets: 7 });
  });
});
