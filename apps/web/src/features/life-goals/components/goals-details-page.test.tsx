import {
  ASSET_MESSAGES as A,
  EMPTY_PLAN,
  GOAL_FORM_MESSAGES as G,
  LIABILITY_MESSAGES as L,
  LIFE_GOALS_MESSAGES,
  type LifeGoalsPlan,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPlan, writePlan } from '../../../lib/life-goals-store';
import { messageOf, renderWithApp } from '../../../test/render';
import { addGoal } from '../lib/plan-ops';
import { GoalsDetailsPage } from './goals-details-page';
import { signInForTest } from '../../../test/session';
import { PLAN_INSURED } from '../../../test/fixtures/insureds';

const planWithGoals: LifeGoalsPlan = addGoal(
  addGoal({ ...EMPTY_PLAN, insured: PLAN_INSURED }, 'Financial Safety Net'),
  'Buy a Car',
);

const renderDetails = () =>
  renderWithApp(<GoalsDetailsPage title="Set Goal Details" />, { path: '/lifeGoals360/details' });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());
beforeEach(() => writePlan(planWithGoals));

describe('Goals Details guards (spec 002 §2)', () => {
  it('sends a plan without an insured to the client profile', () => {
    writePlan({ ...planWithGoals, insured: null });
    renderDetails();
    expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/profile');
  });
  it('sends a plan without goals to Goals Selection', () => {
    writePlan({ ...planWithGoals, goals: [] });
    renderDetails();
    expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/goals');
  });
});

describe('Financial Obligations (spec 002 §5 liabilities)', () => {
  const openObligations = async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Financial Obligations' }));
    return screen.getByRole('dialog', { name: 'Financial Obligations' });
  };

  it('shows every required message', async () => {
    const dialog = await openObligations();
    await userEvent.clear(field(dialog, 'Inflation Rate (% p.a.)'));
    await userEvent.clear(field(dialog, 'Years'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(messageOf(field(dialog, 'Description'))).toBe(L.descriptionRequired);
    expect(messageOf(within(dialog).getByRole('radiogroup', { name: 'Payout Type' }))).toBe(
      L.payoutTypeRequired,
    );
    expect(messageOf(field(dialog, "Amount ($, today's dollars)"))).toBe(L.amountRequired);
    expect(messageOf(field(dialog, 'Inflation Rate (% p.a.)'))).toBe(L.inflationRequired);
    expect(messageOf(field(dialog, 'Years'))).toBe(L.yearsRequired);
  });

  it('refuses an amount under 1, inflation over 10 and fewer than 1 year', async () => {
    const dialog = await openObligations();
    await userEvent.type(field(dialog, "Amount ($, today's dollars)"), '0');
    await userEvent.clear(field(dialog, 'Inflation Rate (% p.a.)'));
    await userEvent.type(field(dialog, 'Inflation Rate (% p.a.)'), '11');
    await userEvent.clear(field(dialog, 'Years'));
    await userEvent.type(field(dialog, 'Years'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    expect(messageOf(field(dialog, "Amount ($, today's dollars)"))).toBe(L.amountMin);
    expect(messageOf(field(dialog, 'Inflation Rate (% p.a.)'))).toBe(L.inflationRange);
    expect(messageOf(field(dialog, 'Years'))).toBe(L.yearsMin);
  });

  it('adds a yearly payout with its annuity future value and totals it', async () => {
    const dialog = await openObligations();
    await userEvent.type(field(dialog, 'Description'), 'Family income');
    await userEvent.click(within(dialog).getByLabelText('Regular (yearly) Payout'));
    await userEvent.type(field(dialog, "Amount ($, today's dollars)"), '12,000');
    await userEvent.clear(field(dialog, 'Inflation Rate (% p.a.)'));
    await userEvent.type(field(dialog, 'Inflation Rate (% p.a.)'), '3');
    await userEvent.clear(field(dialog, 'Years'));
    await userEvent.type(field(dialog, 'Years'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Obligation' }));
    await waitFor(() => expect(readPlan().goals[0]?.totalLiabilities).toBe(137_567));
    expect(within(dialog).getByText('Total Obligations: S$137,567')).toBeTruthy();
  });
});

describe('Available Resources (spec 002 §5 assets)', () => {
  it('shows both messages, refuses a value under 1, then adds an asset', async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Available Resources' }));
    const dialog = screen.getByRole('dialog', { name: 'Available Resources' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
    expect(messageOf(field(dialog, 'Description'))).toBe(A.descriptionRequired);
    expect(messageOf(field(dialog, 'Value ($)'))).toBe(A.valueRequired);
    await userEvent.type(field(dialog, 'Value ($)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
    expect(messageOf(field(dialog, 'Value ($)'))).toBe(A.valueMin);
    await userEvent.type(field(dialog, 'Description'), 'Savings');
    await userEvent.clear(field(dialog, 'Value ($)'));
    await userEvent.type(field(dialog, 'Value ($)'), '50000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
    await waitFor(() => expect(readPlan().goals[0]?.totalAssets).toBe(50_000));
  });
});

describe('Goal Builder form (spec 002 §5 goal form)', () => {
  const openGoalForm = async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Buy a Car' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Goal' }));
    return screen.getByRole('dialog', { name: 'Edit Goal' });
  };
  const calculate = (dialog: HTMLElement) =>
    userEvent.click(within(dialog).getByRole('button', { name: 'Calculate' }));

  it('Future Value Goal: the required messages', async () => {
    const dialog = await openGoalForm();
    await userEvent.clear(field(dialog, 'Time Horizon'));
    await calculate(dialog);
    expect(messageOf(field(dialog, 'Description'))).toBe(G.descriptionRequired);
    expect(messageOf(field(dialog, 'Target Future Value'))).toBe(G.futureAmountRequired);
    expect(messageOf(field(dialog, 'Time Horizon'))).toBe(G.yearsRequired);
  });

  it("Today's Value Goal: its required messages, the inflation default of 4, and the minimums", async () => {
    const dialog = await openGoalForm();
    await userEvent.click(within(dialog).getByRole('tab', { name: "Today's Value Goal" }));
    expect((field(dialog, 'Inflation Rate') as HTMLSelectElement).value).toBe('4');
    await userEvent.selectOptions(field(dialog, 'Inflation Rate'), '');
    await calculate(dialog);
    expect(messageOf(field(dialog, "Equivalent Today's Value"))).toBe(G.todayAmountRequired);
    expect(messageOf(field(dialog, 'Inflation Rate'))).toBe(G.inflationRequired);
    await userEvent.type(field(dialog, "Equivalent Today's Value"), '0');
    await userEvent.clear(field(dialog, 'Time Horizon'));
    await userEvent.type(field(dialog, 'Time Horizon'), '0');
    await calculate(dialog);
    expect(messageOf(field(dialog, "Equivalent Today's Value"))).toBe(G.amountMin);
    expect(messageOf(field(dialog, 'Time Horizon'))).toBe(G.yearsMin);
  });

  it('switching tabs resets the form; Calculate saves the target and shows the summary', async () => {
    const dialog = await openGoalForm();
    await userEvent.type(field(dialog, 'Description'), 'Family car');
    await userEvent.click(within(dialog).getByRole('tab', { name: "Today's Value Goal" }));
    expect((field(dialog, 'Description') as HTMLInputElement).value).toBe('');
    await userEvent.type(field(dialog, 'Description'), 'Family car');
    await userEvent.type(field(dialog, "Equivalent Today's Value"), '100000');
    await userEvent.clear(field(dialog, 'Time Horizon'));
    await userEvent.type(field(dialog, 'Time Horizon'), '10');
    await calculate(dialog);
    await waitFor(() => expect(readPlan().goals[1]?.goal?.targetAmount).toBe(148_024));
    expect(screen.getByText('Goal Amount').nextElementSibling?.textContent).toBe('S$148,024');
    expect(screen.getByText('Shortfall').nextElementSibling?.textContent).toBe('S$148,024');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Strategy Report' }));
    expect(
      screen.getByRole('tab', { name: `Buy a Car ${LIFE_GOALS_MESSAGES.addedToStrategyReport}` }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Next: 1 goal added/ })).toHaveProperty('disabled', false);
  });
});

// Issue 31: the insight worked on the whole goal (S$66,188 a year) although S$200,000 was set aside.
describe('Accumulation Insight with a current asset', () => {
  it('computes on what is still needed after the asset grows, and says so', async () => {
    const [safetyNet, car] = planWithGoals.goals;
    writePlan({
      ...planWithGoals,
      goals: [
        safetyNet!,
        {
          ...car!,
          goal: {
            description: 'Retire early',
            amountNeeded: 3_243_398,
            yearsToAchieve: 30,
            inflationRate: 4,
            activeIndex: 0,
            goalType: 'Future Value Goal',
            targetAmount: 3_243_398,
          },
          assets: [{ description: 'CPF savings', value: 200_000 }],
          totalAssets: 200_000,
        },
      ],
    });
    renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Buy a Car' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Insights' }));
    const dialog = screen.getByRole('dialog', { name: 'Accumulation Insight' });
    expect(within(dialog).getByText(/figures below are for what is still needed/).textContent).toContain(
      'S$200,000',
    );
    const at3 = within(dialog).getByTestId('lg-insight-1');
    const value = (label: string | RegExp) => within(at3).getByText(label).nextElementSibling?.textContent;
    expect(value(/grown at 3% p.a. for 30 years/)).toBe('S$485,452');
    expect(value('Still needed')).toBe('S$2,757,946');
    expect(value('Annual investment over 30 years')).toBe('S$56,282');
    expect(value('Lump sum invested today')).toBe('S$1,136,237');
    const at8 = within(dialog).getByTestId('lg-insight-2');
    expect(within(at8).getByText('Still needed').nextElementSibling?.textContent).toBe('S$1,230,867');
  });
});
