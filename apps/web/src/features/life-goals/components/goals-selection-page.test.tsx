import { CUSTOM_GOAL_MESSAGES, EMPTY_PLAN } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPlan, writePlan } from '../../../lib/life-goals-store';
import { messageOf, renderWithApp } from '../../../test/render';
import { addGoal } from '../lib/plan-ops';
import { GoalsSelectionPage } from './goals-selection-page';
import { signInForTest } from '../../../test/session';

const insured = {
  name: 'Tan',
  dob: '1990-01-01',
  gender: 'Male',
  smokingStatus: 'Smoker',
  ALB: 36,
  ANB: 37,
  AnB: 36,
} as const;
const renderSelection = (path = '/lifeGoals360/goals') =>
  renderWithApp(<GoalsSelectionPage title="Goals Selection" />, { path });
const labels = () => readPlan().goals.map((g) => g.label);

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());
beforeEach(() => writePlan({ ...EMPTY_PLAN, insured }));

describe('Goals Selection (spec 002 §2)', () => {
  it('offers the eight goals of spec 002 §9 and keeps Next disabled until one is chosen', async () => {
    renderSelection();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('Buy a Car'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it('adds custom goals once, reorders with focus following the goal, and removes', async () => {
    renderSelection();
    await userEvent.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    expect(messageOf(screen.getByLabelText('Custom goal'))).toBe(CUSTOM_GOAL_MESSAGES.labelRequired);
    await userEvent.type(screen.getByLabelText('Custom goal'), 'Sabbatical year');
    await userEvent.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    await userEvent.click(screen.getByLabelText('Own a Home'));
    await userEvent.type(screen.getByLabelText('Custom goal'), 'sabbatical YEAR');
    await userEvent.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    expect(messageOf(screen.getByLabelText('Custom goal'))).toBe(CUSTOM_GOAL_MESSAGES.labelTaken);
    expect(labels()).toEqual(['Sabbatical year', 'Own a Home']);

    await userEvent.click(screen.getByRole('button', { name: 'Move Own a Home up' }));
    expect(labels()).toEqual(['Own a Home', 'Sabbatical year']);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Own a Home down'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Own a Home' }));
    expect(labels()).toEqual(['Sabbatical year']);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Selected goals, in order of priority'),
    );
  });

  // Issue 31: the name was kept as a Goal Builder goal; the built-in box showed ticked and stuck.
  it("treats a custom goal named 'financial safety net' as the built-in goal, which unticks", async () => {
    renderSelection();
    await userEvent.type(screen.getByLabelText('Custom goal'), 'financial safety net');
    await userEvent.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    expect(readPlan().goals.map((g) => [g.label, g.isCustom])).toEqual([['Financial Safety Net', false]]);
    const box = screen.getByLabelText('Financial Safety Net');
    expect(box).toHaveProperty('checked', true);
    await userEvent.click(box);
    expect(labels()).toEqual([]);
    expect(screen.getByLabelText('Financial Safety Net')).toHaveProperty('checked', false);
  });

  it('unticks a built-in goal an older plan kept under another case', async () => {
    writePlan(addGoal({ ...EMPTY_PLAN, insured }, 'financial safety net', true));
    renderSelection();
    await userEvent.click(screen.getByLabelText('Financial Safety Net'));
    expect(labels()).toEqual([]);
  });

  it('selects the goal a journey asks for', async () => {
    renderSelection('/lifeGoals360/goals?goal=Comfortable%20Retirement');
    await waitFor(() => expect(labels()).toEqual(['Comfortable Retirement']));
  });

  it('sends a plan without an insured to the client profile', () => {
    writePlan(EMPTY_PLAN);
    renderSelection();
    expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/profile');
  });
});
