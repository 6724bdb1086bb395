import { COMPARISON_PATHS, type Insured, type LtcReply } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { loadToolPage } from './tool-pages';
import { signInForTest } from '../../../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const LongTermCarePage = await loadToolPage('longTermCare');

// Issue 9: the results say why they are empty, and how many insurers the display settings show.
const insured: Insured = {
  name: 'Ong Wei Ling',
  gender: 'Female',
  smokingStatus: 'Non-Smoker',
  dob: '2001-03-02',
  alb: 25,
  anb: 26,
  anbNearest: 25,
};
const insurers = ['Alpha Life', 'Beta Assurance', 'Gamma Mutual', 'Delta Insurance', 'Epsilon Life'];
const overview = {
  comparisonType: 'longTermCare',
  insurers: insurers.map((name) => ({ name, shortName: name.split(' ')[0] })),
  onlyDisplayInsurers: ['Alpha Life', 'Beta Assurance'],
  dataset: { effectiveDate: '2026-01-01', isSample: false },
};
const row = (insurer: string) => ({
  uniqueID: `${insurer} - Care - 2 ADLs`,
  insurer,
  insurerShortName: insurer,
  planName: 'Care',
  planShortName: 'Care',
  promo: false,
  type: '2 ADLs',
  sumInsuredCents: 300_000,
  premiumTerm: 'To age 67',
  premiumCents: 90_000,
});

function renderWith(reply: LtcReply) {
  writeInsured(insured);
  mockFetch((call) =>
    call.url === COMPARISON_PATHS.longTermCare ? jsonResponse(200, reply) : jsonResponse(200, overview),
  );
  renderWithApp(<LongTermCarePage title="Long Term Care" />);
}

describe('search outcome under the results', () => {
  it('an empty result shows the reason the server gives', async () => {
    const reason = 'Long Term Care covers ANB 30 to 60; this insured is ANB 26';
    renderWith({
      success: true,
      result: [[], []],
      dataset: overview.dataset,
      outcome: { insurersMatching: 0, insurersShown: 0, emptyReason: reason },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // On screen; the live region for screen readers (issue 17) says it too.
    expect(await screen.findByText(reason, { ignore: '.sr-only' })).toBeTruthy();
    expect(screen.queryByText(/Showing \d+ of/)).toBeNull();
  });

  it('says how many insurers the display settings show, and opens them for editing', async () => {
    renderWith({
      success: true,
      result: [[row('Alpha Life'), row('Beta Assurance')], []],
      dataset: overview.dataset,
      outcome: { insurersMatching: 5, insurersShown: 2, emptyReason: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const note = await screen.findByText(/Showing 2 of 5 insurers -/);
    expect(note.textContent).toBe('Showing 2 of 5 insurers - change in display settings');
    await userEvent.click(screen.getByRole('button', { name: 'change in display settings' }));
    const first = await screen.findByLabelText('Alpha Life');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect((screen.getByLabelText('Gamma Mutual') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
