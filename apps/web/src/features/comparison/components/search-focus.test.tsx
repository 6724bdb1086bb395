import { SEARCH_OUTCOME_MESSAGES, type LtcRow } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ltcRow, mockLtcSearch } from '../../../test/fixtures/ltc-search';
import { renderWithApp } from '../../../test/render';
import { loadToolPage } from './tool-pages';
import { signInForTest } from '../../../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const LongTermCarePage = await loadToolPage('longTermCare');

const ROWS = [
  ltcRow('Alpha', 600_00),
  ltcRow('Beacon', 650_00),
  ltcRow('Cedar', 700_00),
  ltcRow('Delta', 720_00),
];

function renderSearch(rows: LtcRow[], emptyReason: string | null = null) {
  mockLtcSearch(rows, { emptyReason });
  renderWithApp(<LongTermCarePage title="Long Term Care" />);
}

const liveRegion = () => {
  const region = screen.getAllByRole('status').find((el) => el.classList.contains('search-announcement'));
  if (!region) throw new Error('no search announcement live region');
  return region;
};
const heading = () => screen.getByRole('heading', { name: 'Results' });
const hideButton = (insurer: string) =>
  screen.getByRole('button', { name: `Hide ${insurer} - ${insurer} Care` });

/** Search with the keyboard, as an adviser without a mouse does. */
async function searchByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Search' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(heading()));
}

describe('focus and announcements after Search and Hide (issue 17)', () => {
  it('moves focus to the results heading and announces how many plans were found', async () => {
    const user = userEvent.setup();
    renderSearch(ROWS);
    expect(liveRegion().textContent).toBe('');
    await searchByKeyboard(user);
    expect(liveRegion().textContent).toBe('4 plans found');
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
  });

  it('announces why nothing was found', async () => {
    const user = userEvent.setup();
    const reason = SEARCH_OUTCOME_MESSAGES.noMatch;
    renderSearch([], reason);
    await searchByKeyboard(user);
    expect(liveRegion().textContent).toBe(reason);
  });

  it('after each Hide focus moves to the next Hide button, twice, then to the heading', async () => {
    const user = userEvent.setup();
    renderSearch(ROWS);
    await searchByKeyboard(user);

    hideButton('Alpha').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(hideButton('Beacon')));
    // The second hide in a row, from where the first one left focus.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(hideButton('Cedar')));
    expect(screen.queryByRole('button', { name: /Hide (Alpha|Beacon)/ })).toBeNull();

    // With one row left after it, which cannot be hidden, the heading.
    hideButton('Delta').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(document.activeElement).not.toBe(document.body);
  });
});
