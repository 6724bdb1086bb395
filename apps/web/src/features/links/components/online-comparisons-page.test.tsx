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

  it('disable asks for confirmation first', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, calls } = await showList(() => jsonResponse(200, { success: true, data: LIST }));
    await screen.findByText('Client live');
    await user.click(within(rowOf('Client live')).getByRole('button', { name: 'Disable' }));
    expect(confirm).toHaveBeenCalledWith(LINK_MESSAGES.confirmDisable);
    expect(calls.filter((c) => c.url === LINK_PATHS.disable)).toHaveLength(0);
  });
});
