import { LINK_MESSAGES, LINK_PATHS, type SavedComparison } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { OnlineComparisonsPage } from './online-comparisons-page';

const DAY = 86_400_000;
const saved = (id: string, patch: Partial<SavedComparison> = {}): SavedComparison => ({
  _id: id,
  uniqueID: id,
  clientName: `Client ${id}`,
  clientDescription: 'Roadshow lead',
  clientALB: 35,
  clientSmoker: false,
  clientDOB: null,
  comparisonType: 'term',
  createdAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
  lastViewed: [],
  disabled: false,
  advisorRecommendation: 'Plan B',
  link: `http://portal.test/c/RNF/${id}`,
  ...patch,
});
const LIST = [
  saved('live'),
  saved('old', { expiresAt: new Date(Date.now() - DAY).toISOString() }),
  saved('off', { disabled: true }),
];

async function showList(respond: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch(respond);
  // PrimeReact's Dialog mask sets pointer-events on the page behind it while it animates.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithApp(<OnlineComparisonsPage title="Online Comparisons" />);
  await user.click(screen.getByRole('button', { name: 'Display All Comparison' }));
  return { ...mock, user };
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Online Comparisons (spec 002 §2, §4, §5, §8)', () => {
  it('lists links with Live, Expired and Disabled; a disabled one offers neither Edit nor Disable', async () => {
    await showList(() => jsonResponse(200, { success: true, data: LIST }));
    expect(await screen.findByRole('button', { name: 'Refresh Comparison List' })).toBeTruthy();
    expect(within(rowOf('Client live')).getByText('Live')).toBeTruthy();
    expect(within(rowOf('Client old')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('Client off')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('Client off')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(rowOf('Client live')).getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('alerts when the list cannot be fetched', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await showList(() => jsonResponse(500, { message: 'x', devCode: 'INTERNAL' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(LINK_MESSAGES.listFailed));
  });

  it('edit asks for an extension period and refuses invalid characters; a failure alerts', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, calls } = await showList(({ url }) =>
      url === LINK_PATHS.list
        ? jsonResponse(200, { success: true, data: LIST })
        : jsonResponse(500, { message: 'x', devCode: 'INTERNAL' }),
    );
    await screen.findByText('Client live');
    await user.click(within(rowOf('Client live')).getByRole('button', { name: 'Edit' }));
    const recommendation = screen.getByLabelText('Advisor recommendation');
    await user.clear(recommendation);
    await user.type(recommendation, 'Plan <b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(recommendation)).toBe('Invalid characters: < >');
    expect(screen.getByText(LINK_MESSAGES.extendRequired, { selector: 'small' })).toBeTruthy();
    expect(calls.filter((c) => c.url === LINK_PATHS.edit)).toHaveLength(0);
    await user.clear(recommendation);
    await user.type(recommendation, 'Plan B');
    await user.click(screen.getByText(LINK_MESSAGES.extendRequired, { selector: 'span' }));
    await user.click(await screen.findByRole('option', { name: '7 days', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(LINK_MESSAGES.editFailed));
    expect(calls.find((c) => c.url === LINK_PATHS.edit)?.body).toMatchObject({ id: 'live', extend: 7 });
  });

  // Issue 31: the app's own dialog, not window.confirm; a failure is said, never an unhandled rejection.
  it('disable asks in the app dialog; Cancel sends nothing and returns focus to Disable', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user, calls } = await showList(() => jsonResponse(200, { success: true, data: LIST }));
    await screen.findByText('Client live');
    const button = within(rowOf('Client live')).getByRole('button', { name: 'Disable' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable comparison' });
    expect(within(dialog).getByText(LINK_MESSAGES.confirmDisable)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url === LINK_PATHS.disable)).toHaveLength(0);
  });

  it('a failed disable says so in the dialog and keeps the link', async () => {
    const { user, calls } = await showList(({ url }) =>
      url === LINK_PATHS.list
        ? jsonResponse(200, { success: true, data: LIST })
        : jsonResponse(500, { message: 'Server is busy', devCode: 'INTERNAL' }),
    );
    await screen.findByText('Client live');
    await user.click(within(rowOf('Client live')).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable comparison' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${LINK_MESSAGES.disableFailed} (Server is busy)`);
    expect(calls.filter((c) => c.url === LINK_PATHS.disable)).toHaveLength(1);
    expect(within(rowOf('Client live')).getByText('Live')).toBeTruthy();
  });

  it('disables two links one after the other, focus landing on Refresh each time', async () => {
    const off = new Set<string>();
    const { user, calls } = await showList(({ url, body }) => {
      if (url === LINK_PATHS.disable) {
        off.add(String((body as { uniqueID: string }).uniqueID));
        return jsonResponse(200, { success: true });
      }
      const data = [...LIST, saved('two')].map((l) => (off.has(l.uniqueID) ? { ...l, disabled: true } : l));
      return jsonResponse(200, { success: true, data });
    });
    for (const [round, name] of ['Client live', 'Client two'].entries()) {
      await screen.findByText(name);
      await user.click(within(rowOf(name)).getByRole('button', { name: 'Disable' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Disable comparison' });
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      await vi.waitFor(() => expect(screen.getAllByText(LINK_MESSAGES.disabled)).toHaveLength(round + 1));
      await vi.waitFor(() => expect(within(rowOf(name)).getByText('Disabled')).toBeTruthy());
      expect(within(rowOf(name)).queryByRole('button', { name: 'Disable' })).toBeNull();
      await vi.waitFor(() =>
        expect(document.activeElement?.textContent).toContain('Refresh Comparison List'),
      );
    }
    expect(calls.filter((c) => c.url === LINK_PATHS.disable).map((c) => c.body)).toEqual([
      { uniqueID: 'live' },
      { uniqueID: 'two' },
    ]);
  });

  it('marks a link whose figures changed, says how, and republishes it under the same link', async () => {
    const change = {
      effectiveDate: '10/01/2030',
      checkedAt: new Date().toISOString(),
      changedPlans: 2,
      addedPlans: 1,
      removedPlans: 0,
      largestChangeCents: 2000,
      largestChangePct: 0.46,
    };
    let isRepublished = false;
    const history = [{ publishedAt: '2030-01-15T09:00:00.000Z', replacedAt: '2030-01-18T09:00:00.000Z' }];
    const { user, calls } = await showList(({ url }) => {
      if (url === LINK_PATHS.republish) {
        isRepublished = true;
        return jsonResponse(200, { success: true, publishedAt: new Date().toISOString() });
      }
      const data = isRepublished
        ? [saved('live', { figuresChange: null, history }), saved('other')]
        : [saved('live', { figuresChange: change, history: [] }), saved('other', { figuresChange: null })];
      return jsonResponse(200, { success: true, data });
    });
    await screen.findByText('Client live');
    expect(within(rowOf('Client live')).getByText(LINK_MESSAGES.figuresChanged)).toBeTruthy();
    expect(within(rowOf('Client other')).queryByText(LINK_MESSAGES.figuresChanged)).toBeNull();
    expect(within(rowOf('Client other')).queryByRole('button', { name: LINK_MESSAGES.republish })).toBeNull();
    await user.click(within(rowOf('Client live')).getByRole('button', { name: 'Expand live' }));
    expect(
      await screen.findByText(
        '2 plans changed, 1 plan new · largest change +S$20.00 (+0.46%) · premium data effective 10/01/2030',
      ),
    ).toBeTruthy();

    await user.click(within(rowOf('Client live')).getByRole('button', { name: LINK_MESSAGES.republish }));
    expect(await screen.findByText(LINK_MESSAGES.republished)).toBeTruthy();
    expect(calls.filter((c) => c.url === LINK_PATHS.republish).map((c) => c.body)).toEqual([{ id: 'live' }]);
    await vi.waitFor(() =>
      expect(within(rowOf('Client live')).queryByText(LINK_MESSAGES.figuresChanged)).toBeNull(),
    );
    expect(document.activeElement?.id).toBe('links-refresh');
    expect(screen.getByText(/^Shown .* to /)).toBeTruthy();
  });

  it('shows how often and when a client opened each link, and opens the preview link', async () => {
    const firstOpened = '2030-01-15T09:00:00.000Z';
    const lastViewed = ['2030-01-15T09:00:00.000Z', '2030-01-16T10:30:00.000Z'];
    await showList(() =>
      jsonResponse(200, {
        success: true,
        data: [
          saved('seen', {
            firstOpened,
            openCount: 3,
            lastViewed,
            previewLink: 'http://portal.test/c/RNF/seen?preview=abc',
          }),
          saved('new', { firstOpened: null, openCount: 0 }),
        ],
      }),
    );
    await screen.findByText('Client seen');
    expect(within(rowOf('Client seen')).getByText('3, last 16/01/2030 18:30 SGT')).toBeTruthy();
    expect(within(rowOf('Client new')).getByText('Not opened yet')).toBeTruthy();
    await userEvent.click(within(rowOf('Client seen')).getByRole('button', { name: 'Expand seen' }));
    expect((await screen.findByText('First opened')).nextElementSibling?.textContent).toBe(
      '15/01/2030 17:00 SGT',
    );
    expect(screen.getByRole('link', { name: 'Open comparison' }).getAttribute('href')).toBe(
      'http://portal.test/c/RNF/seen?preview=abc',
    );
  });
});
