import { API_PATHS, AUTH_MESSAGES, HOME_TAB_TITLES } from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../test/user-event';
import { describe, expect, it } from 'vitest';
import { writePendingChallenge } from '../lib/storage';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { ANN, startTestSession } from '../test/session';
import { App } from './app';
import { AppRoutes } from './app-routes';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

const homeReply = {
  entries: [
    {
      id: '1',
      tab: 'announcement',
      title: 'Hide rows',
      label: 'Jun 2025',
      body: ['<b>Eye icon</b> hides a row.'],
      position: 1,
    },
    {
      id: '2',
      tab: 'roadmap',
      title: 'LifeGoals360',
      label: 'Partially complete',
      body: ['Planning tool.'],
      position: 1,
    },
  ],
};

/** The shell and each page are lazy chunks (issue 10): resolves once the shell is on screen. */
const renderSignedIn = async (path: string) => {
  startTestSession({ userDetails: { ...ANN, name: 'Ann Tan' }, endsInMs: 7_200_000 });
  const fetched = mockFetch((call) =>
    call.url === API_PATHS.home ? jsonResponse(200, homeReply) : jsonResponse(200, { success: true }),
  );
  renderWithApp(<AppRoutes />, { path });
  await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return fetched;
};

const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

describe('app', () => {
  it('shows only the unsupported-browser message outside Chrome and Safari', () => {
    render(<App userAgent={FIREFOX} />);
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.unsupportedBrowser);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the 2FA screen at any path after the login step (spec 000 §2.1, issue 31)', async () => {
    writePendingChallenge({ id: 'c-1', qrCodeSetupReq: false, deadlineMs: Date.now() + 300_000 });
    renderWithApp(<AppRoutes />, { path: '/comparison/term' });
    expect(await screen.findByLabelText('2FA Code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/comparison/term');
  });

  it('lets Edge in: a Chromium browser counts as Chrome (issue 9)', () => {
    render(<App userAgent={EDGE} />);
    expect(screen.queryByText(AUTH_MESSAGES.unsupportedBrowser)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the Dashboard with its three tabs and plain-text entries at the root', async () => {
    await renderSignedIn('/');
    expect(breadcrumb().getByText('Dashboard')).toBeTruthy();
    for (const title of Object.values(HOME_TAB_TITLES))
      expect(await screen.findByRole('tab', { name: title })).toBeTruthy();
    // body text is rendered as text, never as HTML
    expect(await screen.findByText('<b>Eye icon</b> hides a row.')).toBeTruthy();
    expect(screen.getByText('Jun 2025')).toBeTruthy();
  });

  it('leads from the Dashboard to Life Goals 360, the Coverage Calculator and each journey (issue 31)', async () => {
    await renderSignedIn('/');
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Start with a client' }));
    expect(shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/comparison/insuredDetails',
      '/lifeGoals360',
      '/calculator/coverage',
      '/journeys/journeyOfWealth',
      '/journeys/journeyToRetire',
      '/journeys/journeyOfHealth',
      '/journeys/journeyForLegacy',
    ]);
    await userEvent.click(shortcuts.getByRole('link', { name: 'Life Goals 360' }));
    await waitFor(() => expect(breadcrumb().getByText('Life Goals 360')).toBeTruthy());
  });

  it("shows the home page with the breadcrumb 'No page found' at an unknown path", async () => {
    await renderSignedIn('/no/such/page');
    expect(breadcrumb().getByText('No page found')).toBeTruthy();
    expect(await screen.findByText('Hide rows')).toBeTruthy();
  });

  it('shows a titled page and its label in the breadcrumb for a later feature', async () => {
    await renderSignedIn('/comparison/manage');
    expect(breadcrumb().getByText('Online Comparisons')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Comparisons' })).toBeTruthy();
  });

  it('logs out from the profile menu: POST /api/logout, storage cleared, back to sign-in', async () => {
    const { calls } = await renderSignedIn('/profile');
    const profileButton = screen.getByRole('button', { name: 'Ann Tan, profile menu' });
    // WCAG 2.5.3: the button's text (the avatar's initial is drawn by CSS) is within its name.
    expect(profileButton.textContent).toBe('Ann Tan');
    await userEvent.click(profileButton);
    // happy-dom never finishes PrimeReact's CSS enter transition, so the popup stays display:none here
    await userEvent.click(
      within(await screen.findByRole('menuitem', { name: 'Logout', hidden: true })).getByText('Logout'),
    );

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.url === API_PATHS.logout && c.init.method === 'POST')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(localStorage.length).toBe(0);
  });

  it('moves focus to the new page heading after a navigation, not on the first load (issue 17)', async () => {
    await renderSignedIn('/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    expect(document.activeElement).toBe(document.body);

    const sideMenu = within(screen.getByRole('complementary', { name: 'Navigation' }));
    await userEvent.click(sideMenu.getByRole('link', { name: 'Update Profile' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Update Profile' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });
});
