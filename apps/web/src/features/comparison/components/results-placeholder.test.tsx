import { COMPARISON_PATHS, type Insured, type LtcRow } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { userEvent } from '../../../test/user-event';
import { toolPageFor } from './tool-pages';

// Issue 34: the first search's results held their place only once they arrived, pushing the criteria
// below them down the screen then (a layout shift of 0.79 on a phone). The place is held from the press.
beforeEach(() => signInForTest());

const LongTermCarePage = toolPageFor('longTermCare');
const insured: Insured = {
  name: 'Lim Mei Hua',
  gender: 'Female',
  smokingStatus: 'Non-Smoker',
  dob: '1990-06-15',
  alb: 36,
  anb: 37,
  anbNearest: 36,
};
const ROW: LtcRow = {
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
const placeholder = () => document.querySelector('.results-placeholder');

describe('the results placeholder', () => {
  it('holds the results card place from the press of Search until the results take it', async () => {
    let answer = (_response: Response) => {};
    const reply = new Promise<Response>((resolve) => (answer = resolve));
    writeInsured(insured);
    mockFetch((call) =>
      call.url === COMPARISON_PATHS.longTermCare
        ? reply
        : jsonResponse(200, { comparisonType: 'longTermCare', insurers: [], onlyDisplayInsurers: [] }),
    );
    renderWithApp(<LongTermCarePage title="Long Term Care" />);
    expect(placeholder()).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(placeholder()).not.toBeNull());
    // Above the criteria, where the results card shows; hidden from assistive technology.
    const criteria = screen.getByRole('button', { name: 'Edit' });
    expect(placeholder()!.compareDocumentPosition(criteria) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(placeholder()!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();

    answer(
      jsonResponse(200, {
        success: true,
        result: [[ROW], []],
        dataset: null,
        outcome: { insurersMatching: 1, insurersShown: 1, emptyReason: null },
      }),
    );
    await screen.findByRole('heading', { name: 'Results' });
    expect(placeholder()).toBeNull();
  });
});
