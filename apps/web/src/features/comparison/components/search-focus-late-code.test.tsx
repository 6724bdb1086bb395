import { COMPARISON_PATHS, type Insured, type LtcRow } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { userEvent } from '../../../test/user-event';
import { forgetResultsCardForTests } from './comparison-tool-page';
import { toolPageFor } from './tool-pages';

// Issue 17 with issue 34: the results' code is a chunk of its own, asked for after the page has drawn.
// On a slow phone the reply can come first; the results show once the code is there, and focus waits
// for them instead of staying on the body. Here the code arrives only when the test lets it.
const codeArrives = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./results-card', async (importOriginal) => {
  await codeArrives.arrived;
  return importOriginal();
});

beforeEach(() => {
  signInForTest();
  forgetResultsCardForTests();
});

const insured: Insured = {
  name: 'Lim Mei Hua',
  gender: 'Female',
  smokingStatus: 'Non-Smoker',
  dob: '1990-06-15',
  alb: 36,
  anb: 37,
  anbNearest: 36,
};
const row: LtcRow = {
  uniqueID: 'Alpha - Alpha Care',
  insurer: 'Alpha',
  insurerShortName: 'Alpha',
  planName: 'Alpha Care',
  planShortName: 'Alpha Care',
  promo: false,
  type: '2 ADLs',
  sumInsuredCents: 300_000,
  premiumTerm: 'To 67',
  premiumCents: 600_00,
};

it('moves focus to the results heading when the results arrive before their code', async () => {
  const LongTermCarePage = toolPageFor('longTermCare');
  writeInsured(insured);
  let searches = 0;
  mockFetch((call) => {
    if (call.url !== COMPARISON_PATHS.longTermCare)
      return jsonResponse(200, { comparisonType: 'longTermCare', insurers: [], onlyDisplayInsurers: [] });
    searches += 1;
    return jsonResponse(200, {
      success: true,
      result: [[row], []],
      dataset: null,
      outcome: { insurersMatching: 1, insurersShown: 1, emptyReason: null },
    });
  });
  renderWithApp(<LongTermCarePage title="Long Term Care" />);
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Search' }).focus();
  await user.keyboard('{Enter}');
  // The reply is in (Edit has replaced Search), the results' code is not: nothing to focus yet.
  await screen.findByRole('button', { name: 'Edit' });
  expect(searches).toBe(1);
  expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
  codeArrives.release();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' })));
});
