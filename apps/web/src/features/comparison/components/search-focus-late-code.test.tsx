import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { ltcRow, mockLtcSearch } from '../../../test/fixtures/ltc-search';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { userEvent } from '../../../test/user-event';
import { forgetResultsCardForTests } from './comparison-tool-page';
import { loadToolPage } from './tool-pages';

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

it('moves focus to the results heading when the results arrive before their code', async () => {
  const LongTermCarePage = await loadToolPage('longTermCare');
  let searches = 0;
  mockLtcSearch([ltcRow('Alpha', 600_00)], { onSearch: () => (searches += 1) });
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
