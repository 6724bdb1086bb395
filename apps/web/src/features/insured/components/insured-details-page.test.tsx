import { INSURED_MESSAGES } from '@portal/contracts';
import { computeInsuredAges, todayInSingapore } from '@portal/core';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readInsured, writeInsured } from '../../../lib/insured-store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { messageOf, renderWithApp } from '../../../test/render';
import { InsuredDetailsPage } from './insured-details-page';
import { signInForTest } from '../../../test/session';
import { AGE_ONLY_INSURED } from '../../../test/fixtures/insureds';

beforeEach(() => localStorage.clear());
// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const fillCommon = async (gender: 'Female' | 'Male') => {
  await userEvent.type(screen.getByLabelText('Name'), 'Tan Ah Kow');
  await userEvent.click(screen.getByLabelText(gender));
  await userEvent.click(screen.getByLabelText('Non-Smoker'));
};

/** OK on 'No Insured Details', then wait until it is gone: its closing hands focus back. */
const dismissNoInsured = async () => {
  const dialog = await screen.findByRole('dialog', { name: INSURED_MESSAGES.noInsuredTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('insured details (spec 000 §5.4)', () => {
  it('shows every required-field message in D.O.B mode', async () => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageOf(screen.getByLabelText('Name'))).toBe(INSURED_MESSAGES.nameRequired);
    expect(screen.getByText(INSURED_MESSAGES.genderRequired)).toBeTruthy();
    expect(screen.getByText(INSURED_MESSAGES.smokingStatusRequired)).toBeTruthy();
    expect(messageOf(screen.getByLabelText('Date of Birth'))).toBe(INSURED_MESSAGES.dobRequired);
  });

  it.each([
    ['1990-13-01', INSURED_MESSAGES.dobFormat],
    ['31/02/1990', INSURED_MESSAGES.dobFormat],
    ['01/01/2999', INSURED_MESSAGES.dobInFuture],
  ])('refuses the date %s', async (dob, message) => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    await userEvent.type(screen.getByLabelText('Date of Birth'), dob);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageOf(screen.getByLabelText('Date of Birth'))).toBe(message);
  });

  it.each([
    ['-1', INSURED_MESSAGES.albMinimum],
    ['101', INSURED_MESSAGES.albMaximum],
  ])('ALB mode refuses %s', async (alb, message) => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    await userEvent.click(screen.getByRole('tab', { name: 'By ALB' }));
    await userEvent.type(screen.getByLabelText('ALB (Age Last Birthday)'), alb);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageOf(screen.getByLabelText('ALB (Age Last Birthday)'))).toBe(message);
  });

  it('holds a male insured by ALB and offers the menu without Maternity, 101 dividend Coming Soon', async () => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    await userEvent.click(screen.getByRole('tab', { name: 'By ALB' }));
    await fillCommon('Male');
    await userEvent.type(screen.getByLabelText('ALB (Age Last Birthday)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(readInsured()).toMatchObject({
      name: 'Tan Ah Kow',
      gender: 'Male',
      alb: 40,
      anb: 41,
      anbNearest: 41,
    });
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Comparison Menu')).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Maternity' })).toBeNull();
    expect((within(menu).getByRole('button', { name: 'Term' }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      (within(menu).getByRole('button', { name: '101 Dividend (Coming Soon)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // Built since (issue 12): open like every other built tool.
    expect((within(menu).getByRole('button', { name: 'Whole Life' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // issue 9: per browser, not per tab
    expect(localStorage.getItem(STORAGE_KEYS.comparisonInsured)).not.toBeNull();
  });

  it('shows the No Insured Details dialog for the from-compare marker', async () => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />, {
      path: '/comparison/insuredDetails?from=%2Fcomparison%2Fterm',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INSURED_MESSAGES.noInsuredTitle)).toBeTruthy();
    expect(within(dialog).getByText(INSURED_MESSAGES.noInsured)).toBeTruthy();
  });

  it('returns to the comparison that redirected here once the insured is entered (issue 9)', async () => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />, {
      path: '/comparison/insuredDetails?from=%2Fcomparison%2FlongTermCare',
    });
    await dismissNoInsured();
    await fillCommon('Male');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '01/02/1985');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/comparison/longTermCare'));
    expect(screen.queryByRole('dialog', { name: 'Comparison Menu' })).toBeNull();
  });

  it.each(['//evil.example/x', 'https://evil.example', '/profile', '/comparison/insuredDetails'])(
    'a marker that is no comparison (%s) leads to the Comparison Menu instead',
    async (marker) => {
      renderWithApp(<InsuredDetailsPage title="Insured Details" />, {
        path: `/comparison/insuredDetails?from=${encodeURIComponent(marker)}`,
      });
      await dismissNoInsured();
      await fillCommon('Male');
      await userEvent.type(screen.getByLabelText('Date of Birth'), '01/02/1985');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('dialog', { name: 'Comparison Menu' })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/comparison/insuredDetails');
    },
  );

  it('holds a female insured by D.O.B and offers her Maternity', async () => {
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    await fillCommon('Female');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '15/06/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Maternity' })).toBeTruthy();
    expect(readInsured()?.dob).toBe('1990-06-15');
  });
});

describe('the ages line (issue 31)', () => {
  it('follows what is typed, not the insured saved before', async () => {
    writeInsured(AGE_ONLY_INSURED);
    renderWithApp(<InsuredDetailsPage title="Insured Details" />);
    const ages = screen.getByTestId('insured-ages');
    expect(ages.textContent).toBe('ALB 34 · ANB 35 · AnB 35');
    const alb = screen.getByLabelText('ALB (Age Last Birthday)');
    await userEvent.clear(alb);
    await userEvent.type(alb, '52');
    expect(ages.textContent).toBe('ALB 52 · ANB 53 · AnB 53');
    await userEvent.click(screen.getByRole('tab', { name: 'By D.O.B' }));
    await userEvent.type(screen.getByLabelText('Date of Birth'), '15/06/1980');
    const born1980 = computeInsuredAges('1980-06-15', todayInSingapore(new Date()));
    expect(screen.getByTestId('insured-ages').textContent).toBe(
      `ALB ${born1980.alb} · ANB ${born1980.anb} · AnB ${born1980.anbNearest}`,
    );
  });
});
