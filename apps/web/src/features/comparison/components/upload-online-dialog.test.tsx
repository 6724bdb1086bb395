import { LINK_MESSAGES, uploadPathFor } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { UploadOnlineButton, type UploadSource } from './upload-online-dialog';
import { MALE_INSURED } from '../../../test/fixtures/insureds';

const source: UploadSource = {
  type: 'term',
  query: { anb: 36, ageNearestBirthday: 36, gender: 'M', smoker: 'NS', term: 'PayTo75' },
  insured: MALE_INSURED,
  ignoreList: ['Alpha Life - Alpha Term'],
  allowedInsurers: [],
};
const LINK = 'http://portal.test/c/RNF-1/abcdefghijklmnopqrstuvwx';
const published = {
  success: true,
  id: 'abcdefghijklmnopqrstuvwx',
  link: LINK,
  expiresAt: '2030-01-23T09:00:00.000Z',
};

async function openAndFill(
  user: ReturnType<typeof userEvent.setup>,
  recommendation = 'Plan B, 10% cheaper!',
) {
  renderWithApp(<UploadOnlineButton source={source} />);
  await user.click(screen.getByRole('button', { name: 'Upload Online' }));
  // The dialog is a lazy chunk (issue 10): it appears once loaded.
  expect(await screen.findByText('Enter Details')).toBeTruthy();
  await user.type(screen.getByLabelText("Client's name on comparison"), "Tan Ah Kow's family");
  await user.type(screen.getByLabelText('Client description (seen only by you)'), 'Roadshow lead');
  await user.type(screen.getByLabelText('Advisor recommendation'), recommendation);
}

afterEach(() => vi.useRealTimers());

describe('Upload Online dialog (spec 000 §4.4, §5.5, §8)', () => {
  it('shows each required message and sends nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup();
    renderWithApp(<UploadOnlineButton source={source} />);
    await user.click(screen.getByRole('button', { name: 'Upload Online' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(messageOf(screen.getByLabelText("Client's name on comparison"))).toBe(
      LINK_MESSAGES.clientNameRequired,
    );
    expect(messageOf(screen.getByLabelText('Client description (seen only by you)'))).toBe(
      LINK_MESSAGES.clientDescriptionRequired,
    );
    expect(messageOf(screen.getByLabelText('Advisor recommendation'))).toBe(
      LINK_MESSAGES.recommendationRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it('names the characters it refuses, such as a script tag', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup();
    await openAndFill(user, '<script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageOf(screen.getByLabelText('Advisor recommendation'))).toBe('Invalid characters: < > /');
    expect(calls).toHaveLength(0);
  });

  it('uploads with the hidden rows, then shows the link, Visit Link and the expiry; Copy Link says Copied! for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Upload')).toBeTruthy();
    expect(calls[0]?.url).toBe(uploadPathFor('term'));
    expect(calls[0]?.body).toMatchObject({
      type: 'term',
      term: 'PayTo75',
      ignoreList: ['Alpha Life - Alpha Term'],
      validityPeriod: 8,
      clientDOB: '01/02/1990',
      clientGender: 'M',
    });
    expect(screen.getByText(LINK)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Link' }).getAttribute('href')).toBe(LINK);
    expect(screen.getByText(/Expires on/).textContent).toMatch(/2030/);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByRole('button', { name: LINK_MESSAGES.copied })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('closing returns to Enter Details', async () => {
    mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup();
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Upload');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Upload Online' }));
    expect(await screen.findByText('Enter Details')).toBeTruthy();
  });

  it('alerts the spec message when the upload fails', async () => {
    mockFetch(() => jsonResponse(500, { message: 'boom', devCode: 'INTERNAL' }));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(LINK_MESSAGES.uploadFailed));
    expect(screen.getByText('Enter Details')).toBeTruthy();
  });
});
