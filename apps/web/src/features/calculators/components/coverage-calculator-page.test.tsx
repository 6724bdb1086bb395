import { COVERAGE_MESSAGES } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { messageOf, renderWithApp } from '../../../test/render';
import { CoverageCalculatorPage } from './coverage-calculator-page';

describe('Coverage Calculator (issue 15)', () => {
  it('needs income and expenses, names its sources, and shows each gap', async () => {
    renderWithApp(<CoverageCalculatorPage title="Coverage Calculator" />);
    expect(screen.getByText(/Life Insurance Association Singapore/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(messageOf(screen.getByLabelText('Annual income (S$)'))).toBe(COVERAGE_MESSAGES.incomeRequired);
    expect(messageOf(screen.getByLabelText('Monthly expenses (S$)'))).toBe(
      COVERAGE_MESSAGES.expensesRequired,
    );

    await userEvent.type(screen.getByLabelText('Annual income (S$)'), '80,000');
    await userEvent.type(screen.getByLabelText('Monthly expenses (S$)'), '4000');
    await userEvent.type(screen.getByLabelText('Existing death cover (S$)'), '300000');
    await userEvent.type(screen.getByLabelText('Existing critical illness cover (S$)'), '400000');
    await userEvent.type(screen.getByLabelText('Protection premiums a year (S$)'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(messageOf(screen.getByLabelText('Protection premiums a year (S$)'))).toBe(
      COVERAGE_MESSAGES.notNegative,
    );
    await userEvent.clear(screen.getByLabelText('Protection premiums a year (S$)'));
    await userEvent.type(screen.getByLabelText('Protection premiums a year (S$)'), '13000');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    const gapOf = (key: string) =>
      within(screen.getByTestId(`coverage-${key}`))
        .getAllByRole('cell')
        .at(-1)?.textContent;
    expect(gapOf('death')).toBe('S$420,000');
    expect(gapOf('tpd')).toBe('S$720,000');
    expect(gapOf('criticalIllness')).toBe('No gap');
    expect(gapOf('emergencyFund')).toBe('S$12,000');
    expect(screen.getByTestId('coverage-budget').textContent).toContain('S$1,000 over the guide');
  });

  it('leads on to Life Goals 360 for the whole needs analysis (issue 31)', async () => {
    renderWithApp(<CoverageCalculatorPage title="Coverage Calculator" />, { path: '/calculator/coverage' });
    await userEvent.click(screen.getByRole('link', { name: 'Life Goals 360' }));
    expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360');
  });
});
