import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ltcRow, mockLtcSearch } from '../../../test/fixtures/ltc-search';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { userEvent } from '../../../test/user-event';
import { RESULTS_HEADING_ID } from './use-comparison-search';
import { loadToolPage } from './tool-pages';

// Issue 34: the results arrive above the criteria and pushed them down the screen (a layout shift of
// 0.79 on a phone). The page scrolls by what was put above them in the same frame, so they stay where
// the adviser pressed Search; focus then takes the adviser to the results.
beforeEach(() => signInForTest());
afterEach(() => vi.restoreAllMocks());

const LongTermCarePage = await loadToolPage('longTermCare');
describe('the criteria on a search', () => {
  it('stay where they were on screen when the results arrive above them, then focus moves to the results', async () => {
    mockLtcSearch([ltcRow('Alpha', 600_00)]);
    // jsdom has no layout: the criteria are 300 px down the screen, 900 px once a results card is there.
    const realRect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.classList.contains('comparison-columns')) return realRect.call(this);
      const top = document.getElementById(RESULTS_HEADING_ID) ? 900 : 300;
      return new DOMRect(0, top, 400, 500);
    });
    const events: string[] = [];
    const scrollBy = vi.fn(() => events.push('scroll'));
    vi.stubGlobal('scrollBy', scrollBy);
    document.addEventListener('focusin', (event) => {
      if ((event.target as Element).id === RESULTS_HEADING_ID) events.push('focus on the results');
    });
    renderWithApp(<LongTermCarePage title="Long Term Care" />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    const heading = await screen.findByRole('heading', { name: 'Results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // By the 600 px the results card put above them, in the frame that drew it; the focus comes after.
    expect(scrollBy).toHaveBeenCalledWith(0, 600);
    expect(events).toEqual(['scroll', 'focus on the results']);
  });
});
