import { DEPENDENT_MESSAGES as D, INSURED_MESSAGES as I } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readInsured, writeInsured } from '../../../lib/insured-store';
import { readPlan } from '../../../lib/life-goals-store';
import { messageOf, renderWithApp } from '../../../test/render';
import { ClientProfilePage } from './client-profile-page';
import { signInForTest } from '../../../test/session';
import { AGE_ONLY_INSURED } from '../../../test/fixtures/insureds';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const renderProfile = () =>
  renderWithApp(<ClientProfilePage title="Client Profile" />, { path: '/lifeGoals360/profile' });
const groupMessage = (name: string) => messageOf(screen.getByRole('radiogroup', { name }));

describe('client profile: the insured (spec 002 §5)', () => {
  it('shows every required message of the insured', async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(messageOf(screen.getByLabelText('Name'))).toBe(I.nameRequired);
    expect(messageOf(screen.getByLabelText('Date of Birth'))).toBe(I.dobRequired);
    expect(groupMessage('Gender')).toBe(I.genderRequired);
    expect(groupMessage('Smoking Status')).toBe(I.smokingStatusRequired);
    expect(readPlan().insured).toBeNull();
  });

  it.each([
    ['31/02/1990', I.dobFormat],
    ['1990-01-01', I.dobFormat],
    ['01/01/2999', I.dobInFuture],
  ])('refuses the date of birth %s', async (dob, message) => {
    renderProfile();
    await userEvent.type(screen.getByLabelText('Date of Birth'), dob);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(messageOf(screen.getByLabelText('Date of Birth'))).toBe(message);
  });

  it('shows the ages as the date is typed, saves the insured and goes to Goals Selection', async () => {
    renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), 'Tan Mei Ling');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '15/06/1990');
    expect(screen.getByTestId('lg-insured-ages').textContent).toMatch(/^ALB \d+ · ANB \d+ · AnB \d+$/);
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.click(screen.getByLabelText('Non-Smoker'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/goals'));
    expect(readPlan().insured).toMatchObject({ name: 'Tan Mei Ling', dob: '1990-06-15', gender: 'Female' });
    expect(readInsured()).toMatchObject({ name: 'Tan Mei Ling', dob: '1990-06-15' });
  });
});

describe('client profile: dependents (spec 002 §5)', () => {
  const openDialog = async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Add Dependent' }));
    return screen.getByRole('dialog');
  };

  it('shows every required message of a dependent', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Dependent' }));
    expect(messageOf(within(dialog).getByLabelText('Name'))).toBe(D.nameRequired);
    expect(messageOf(within(dialog).getByRole('radiogroup', { name: 'Gender' }))).toBe(D.genderRequired);
    expect(messageOf(within(dialog).getByRole('radiogroup', { name: 'Relationship' }))).toBe(
      D.relationshipRequired,
    );
    expect(messageOf(within(dialog).getByLabelText('Age'))).toBe(D.ageRequired);
    expect(messageOf(within(dialog).getByLabelText('Years to Support'))).toBe(D.yearsToSupportRequired);
  });

  it('refuses a negative age and negative years to support', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Age'), '-1');
    await userEvent.type(within(dialog).getByLabelText('Years to Support'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Dependent' }));
    expect(messageOf(within(dialog).getByLabelText('Age'))).toBe(D.ageMin);
    expect(messageOf(within(dialog).getByLabelText('Years to Support'))).toBe(D.yearsToSupportMin);
  });

  it('adds a child with age 0 and no remarks, and lists it', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Tan Xiao Ming');
    await userEvent.click(within(dialog).getByLabelText('Male'));
    await userEvent.click(within(dialog).getByLabelText('Child'));
    await userEvent.type(within(dialog).getByLabelText('Age'), '0');
    await userEvent.type(within(dialog).getByLabelText('Years to Support'), '22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Dependent' }));
    expect(readPlan().dependents).toEqual([
      {
        name: 'Tan Xiao Ming',
        gender: 'Male',
        relationship: 'child',
        age: 0,
        yearsToSupport: 22,
        remarks: '',
      },
    ]);
    expect(within(screen.getByRole('list', { name: 'Dependents' })).getByText('Tan Xiao Ming')).toBeTruthy();
  });
});

describe('client profile: the comparison insured and the draft (issue 31)', () => {
  const fillClient = async () => {
    await userEvent.type(screen.getByLabelText('Name'), 'Lim Mei Hua');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '15/06/1990');
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.click(screen.getByLabelText('Non-Smoker'));
  };

  it('asks before replacing the comparison insured, and keeps it when the adviser says so', async () => {
    writeInsured(AGE_ONLY_INSURED);
    renderProfile();
    await fillClient();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the comparison insured?' });
    expect(dialog.textContent).toContain('Tan Ah Kow (Male, Non-Smoker, ANB 35)');
    expect(readInsured()).toMatchObject({ name: 'Tan Ah Kow', anb: 35 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Tan Ah Kow' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/goals'));
    expect(readInsured()).toMatchObject({ name: 'Tan Ah Kow', anb: 35 });
    expect(readPlan().insured).toMatchObject({ name: 'Lim Mei Hua', dob: '1990-06-15' });
  });

  it('replaces the comparison insured only when the adviser chooses Use', async () => {
    writeInsured(AGE_ONLY_INSURED);
    renderProfile();
    await fillClient();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the comparison insured?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Lim Mei Hua' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/lifeGoals360/goals'));
    expect(readInsured()).toMatchObject({ name: 'Lim Mei Hua', dob: '1990-06-15' });
  });

  it('keeps what was typed when the adviser leaves without Next', async () => {
    const { unmount } = renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), 'Lim Mei Hua');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '15/06/1990');
    await userEvent.click(screen.getByLabelText('Female'));
    unmount();
    renderProfile();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lim Mei Hua');
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('15/06/1990');
    expect((screen.getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    expect(readPlan().insured).toBeNull();
  });
});
