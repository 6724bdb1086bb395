import { API_PATHS, AUTH_MESSAGES, DEFAULT_UI_SETTINGS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ANN, startTestSession } from '../../test/session';
import { AppRoutes } from '../app-routes';

async function openSettings() {
  startTestSession({ userDetails: ANN, endsInMs: 7_200_000, userUiSettings: DEFAULT_UI_SETTINGS });
  const fetched = mockFetch(() => jsonResponse(200, { success: true }));
  renderWithApp(<AppRoutes />, { path: '/feedback' });
  // The shell is a lazy chunk (issue 10).
  await userEvent.click(await screen.findByRole('button', { name: 'Ann, profile menu' }));
  const item = await screen.findByRole('menuitem', { name: 'Display Settings', hidden: true });
  await userEvent.click(within(item).getByText('Display Settings'));
  await screen.findByLabelText('Dark');
  return fetched;
}

const themeInUse = () => document.getElementById('theme-link')?.dataset.theme ?? '';

describe('display settings panel', () => {
  it('applies the colour scheme, component theme and input style live', async () => {
    await openSettings();
    expect(themeInUse()).toBe('lara-light-blue');
    expect(screen.getByLabelText('Dark menu')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Dark'));
    await userEvent.click(screen.getByLabelText('Teal'));
    await userEvent.click(screen.getByLabelText('Filled'));

    await waitFor(() => expect(themeInUse()).toBe('lara-dark-teal'));
    // menu themes are offered in light mode only
    expect(screen.queryByLabelText('Dark menu')).toBeNull();
    expect(document.body.classList.contains('p-input-filled')).toBe(true);
  });

  it('switches the menu type', async () => {
    await openSettings();
    await userEvent.click(screen.getByLabelText('Slim'));
    await waitFor(() =>
      expect(document.querySelector('.layout-wrapper')?.classList.contains('layout-slim')).toBe(true),
    );
  });

  it('saves the preference and confirms it', async () => {
    const { calls } = await openSettings();
    await userEvent.click(screen.getByLabelText('Dim'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preference', hidden: true }));

    expect(await screen.findByText(AUTH_MESSAGES.themeSaved)).toBeTruthy();
    const saved = calls.find((c) => c.url === API_PATHS.theme);
    expect(saved?.init.method).toBe('POST');
    expect(saved?.body).toEqual({ ...DEFAULT_UI_SETTINGS, colorScheme: 'dim' });
  });

  it('keeps Tab inside while open, and Escape returns focus to the Profile menu button (issue 17)', async () => {
    const user = userEvent.setup();
    await openSettings();
    const panel = screen.getByRole('dialog', { name: 'Display Settings', hidden: true });
    const save = screen.getByRole('button', { name: 'Save Preference', hidden: true });
    save.focus();
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(save);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ann, profile menu' })),
    );
  });
});
