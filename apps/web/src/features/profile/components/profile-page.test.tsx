import {
  DEFAULT_CLIENT_PAGE_SETTINGS,
  FIELD_MESSAGES,
  PROFILE_MESSAGES as M,
  PROFILE_PATHS,
  getArrayPathFor,
  type ProfileReply,
} from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { ProfilePage } from './profile-page';

const NO_LINKS = {
  discord: '',
  facebook: '',
  instagram: '',
  linkedin: '',
  reddit: '',
  telegram: '',
  twitter: '',
  youtube: '',
};
const PROFILE: ProfileReply = {
  success: true,
  name: 'Wei Jie',
  mobile: '98765432',
  email: 'weijie@example.sg',
  rnf: 'REP-1234',
  rnfName: 'Lim Wei Jie',
  avatarURL: [],
  backgroundURL: [],
  validUntil: '2027-03-31T15:59:59.999Z',
  isMembershipValid: true,
  socialMediaAccounts: NO_LINKS,
  clientPage: DEFAULT_CLIENT_PAGE_SETTINGS,
  openRequestAt: null,
};
const OK = { success: true, msg: 'ok' };

/** Answers the profile's reads; `respond` answers everything else. */
async function openProfile(
  respond: (call: FetchCall) => Response = () => jsonResponse(200, OK),
  profile = PROFILE,
) {
  const mock = mockFetch((call) => {
    if (call.url === PROFILE_PATHS.userDetails) return jsonResponse(200, profile);
    if (call.url === getArrayPathFor('avatarURL'))
      return jsonResponse(200, { success: true, arr: [], msg: '', pictures: [] });
    return respond(call);
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithApp(<ProfilePage title="Update Profile" />);
  await screen.findByLabelText('Preferred Name');
  return { ...mock, user };
}
const callsTo = (calls: FetchCall[], url: string) => calls.filter((c) => c.url === url);

describe('Profile: user info (spec 002 §2, §4, §5, §8)', () => {
  it('keeps name and mobile read-only until Edit, and refuses unchanged or invalid values', async () => {
    const { user, calls } = await openProfile();
    const name = screen.getByLabelText('Preferred Name');
    expect(name.hasAttribute('readonly')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(name.hasAttribute('readonly')).toBe(false);
    expect(document.activeElement).toBe(name);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.noChange)).toBeTruthy();

    await user.clear(name);
    const mobile = screen.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '71234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(name)).toBe(FIELD_MESSAGES.nameRequired);
    expect(messageOf(mobile)).toBe(M.mobileInvalid);
    expect(callsTo(calls, PROFILE_PATHS.updateInfo)).toHaveLength(0);
  });

  // Issue 31: the Edit button became the submit button mid-click, so each Edit said 'No change ...'.
  it('opens the fields on Edit without a word, twice in a row', async () => {
    const { user } = await openProfile();
    for (const round of [1, 2]) {
      const edit = screen.getByRole('button', { name: 'Edit' });
      await user.click(edit);
      // A browser runs the button's default action after the click handlers: if React turned this very
      // element into the submit button, Chromium submits the form (seen in e2e, not in happy-dom).
      expect(screen.getByRole('button', { name: 'Save' }), `round ${round}`).not.toBe(edit);
      expect(screen.getByLabelText('Preferred Name').hasAttribute('readonly'), `round ${round}`).toBe(false);
      await new Promise((resolve) => setTimeout(resolve));
      expect(screen.queryByText(M.noChange)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    }
  });

  // A double click on Edit lands its second click on Save, which took Edit's place: that is no Save.
  it('a double click on Edit opens the fields without a word', async () => {
    const { user, calls } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.queryByText(M.noChange)).toBeNull();
    expect(screen.getByLabelText('Preferred Name').hasAttribute('readonly')).toBe(false);
    // a single click on Save still says it
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.noChange)).toBeTruthy();
    expect(callsTo(calls, PROFILE_PATHS.updateInfo)).toHaveLength(0);
  });

  it('saves a new name and mobile, says so and returns to read-only', async () => {
    const { user, calls } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Preferred Name'));
    await user.type(screen.getByLabelText('Preferred Name'), ' Jie ');
    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '8123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.infoUpdated)).toBeTruthy();
    expect(callsTo(calls, PROFILE_PATHS.updateInfo)[0]?.body).toEqual({ name: 'Jie', mobile: '81234567' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Edit'));
  });

  it('says the update failed when the server fails', async () => {
    const { user } = await openProfile(() => jsonResponse(500, { message: 'x', devCode: 'INTERNAL' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Preferred Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.infoFailed)).toBeTruthy();
  });

  it('shows the membership end date', async () => {
    await openProfile();
    const facts = screen.getByText('Membership valid until').closest('dl') as HTMLElement;
    expect(within(facts).getByText(/31 Mar 2027/)).toBeTruthy();
    expect(within(facts).getByText('Valid')).toBeTruthy();
  });
});

describe('Profile: rnf change request (spec 002 §4, §8)', () => {
  it("asks for confirmation in the app's own dialog, then shows Request Sent, disabled", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user, calls } = await openProfile(() =>
      jsonResponse(200, { ...OK, requestedAt: new Date().toISOString() }),
    );
    await user.click(screen.getByRole('button', { name: M.requestUpdateLabel }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(M.confirmRequestUpdate)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText(M.requestSubmitted)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.className).toContain('profile-request-status'));
    expect(callsTo(calls, PROFILE_PATHS.requestUpdate)[0]?.init.method).toBe('GET');
    const sent = screen.getByRole('button', { name: M.requestSentLabel }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
  });

  it('sends nothing when the adviser cancels or presses Escape, and focus goes back to the button', async () => {
    const { user, calls } = await openProfile();
    const request = screen.getByRole('button', { name: M.requestUpdateLabel });
    await user.click(request);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(request));
    await user.click(request);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(request));
    expect(callsTo(calls, PROFILE_PATHS.requestUpdate)).toHaveLength(0);
  });

  it('keeps Request Sent disabled after a reload while the request is open', async () => {
    await openProfile(undefined, { ...PROFILE, openRequestAt: '2026-11-20T02:00:00.000Z' });
    expect((screen.getByRole('button', { name: M.requestSentLabel }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/20 Nov 2026/)).toBeTruthy();
  });

  it('says the request failed', async () => {
    const { user } = await openProfile(() => jsonResponse(500, { message: 'x', devCode: 'INTERNAL' }));
    await user.click(screen.getByRole('button', { name: M.requestUpdateLabel }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send request' }),
    );
    expect(await screen.findByText(M.requestFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.requestUpdateLabel })).toBeTruthy();
  });
});

describe('Profile: social links (spec 002 §5, §8, §9)', () => {
  it('has the eight fields and refuses an address that is not a valid URL', async () => {
    const { user, calls } = await openProfile();
    for (const label of [
      'Discord',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Reddit',
      'Telegram',
      'Twitter',
      'YouTube',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Facebook'), 'facebook.com/weijie');
    await user.type(screen.getByLabelText('YouTube'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Social Media' }));
    expect(messageOf(screen.getByLabelText('Facebook'))).toBe(M.urlInvalid);
    expect(messageOf(screen.getByLabelText('YouTube'))).toBe(M.urlInvalid);
    expect(callsTo(calls, PROFILE_PATHS.updateSocial)).toHaveLength(0);
  });

  // Issue 31: a valid http:// address was refused.
  it('sends the trimmed links, http and https, and says the accounts were updated', async () => {
    const { user, calls } = await openProfile();
    await user.type(screen.getByLabelText('LinkedIn'), '  https://www.linkedin.com/in/weijie  ');
    await user.type(screen.getByLabelText('Facebook'), 'http://facebook.com/weijie');
    await user.click(screen.getByRole('button', { name: 'Save Social Media' }));
    expect(await screen.findByText(M.socialUpdated)).toBeTruthy();
    expect(callsTo(calls, PROFILE_PATHS.updateSocial)[0]?.body).toEqual({
      ...NO_LINKS,
      linkedin: 'https://www.linkedin.com/in/weijie',
      facebook: 'http://facebook.com/weijie',
    });
  });

  it("shows the server's message when saving fails", async () => {
    const { user } = await openProfile(() =>
      jsonResponse(400, { message: 'Invalid request body', devCode: 'INVALID_BODY' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Social Media' }));
    expect(await screen.findByText('Invalid request body')).toBeTruthy();
  });
});

describe('Profile: change password (spec 002 §5, §7, §8)', () => {
  /** Types the current password, the new one 'Sentosa#2027' (confirmed as `confirmed`) and the code 123456. */
  const fillPassword = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    confirmed = 'Sentosa#2027',
  ) => {
    const values = {
      'Current Password': current,
      'New Password': 'Sentosa#2027',
      'Confirm New Password': confirmed,
      '2FA Code': '123456',
    };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('checks every field before sending', async () => {
    const { user, calls } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(messageOf(screen.getByLabelText('Current Password'))).toBe(M.currentPasswordRequired);
    expect(messageOf(screen.getByLabelText('New Password'))).toBe(M.passwordRule);
    expect(messageOf(screen.getByLabelText('2FA Code'))).toBe(M.otpRequired);
    await fillPassword(user, 'Marina#Bay2026', 'Sentosa#2028');
    expect(messageOf(screen.getByLabelText('Confirm New Password'))).toBe(M.passwordsDoNotMatch);
    expect(callsTo(calls, PROFILE_PATHS.updatePassword)).toHaveLength(0);
  });

  it('sends current and new password with the code, and says the password is updated', async () => {
    const { user, calls } = await openProfile();
    await fillPassword(user, 'Marina#Bay2026');
    expect(await screen.findByText(M.passwordUpdated)).toBeTruthy();
    expect(callsTo(calls, PROFILE_PATHS.updatePassword)[0]?.body).toEqual({
      currentPassword: 'Marina#Bay2026',
      newPassword: 'Sentosa#2027',
      otp: '123456',
    });
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the change is refused", async () => {
    const { user } = await openProfile(() =>
      jsonResponse(400, { message: M.currentPasswordWrong, devCode: 'WRONG_PASSWORD' }),
    );
    await fillPassword(user, 'Wrong#Pass1');
    expect(await screen.findByText(M.currentPasswordWrong)).toBeTruthy();
  });
});

describe('Profile: emails about online comparisons (issue 36)', () => {
  it('shows what is on, and saves both choices', async () => {
    const { user, calls } = await openProfile(() => jsonResponse(200, OK), {
      ...PROFILE,
      linkNotices: { firstOpen: true, unopenedBeforeExpiry: false },
    });
    const firstOpen = screen.getByLabelText('When a client opens a comparison for the first time');
    const unopened = screen.getByLabelText('Two days before a comparison expires unopened');
    expect((firstOpen as HTMLInputElement).checked).toBe(true);
    expect((unopened as HTMLInputElement).checked).toBe(false);
    await user.click(firstOpen);
    await user.click(screen.getByRole('button', { name: 'Save Email Notices' }));
    await waitFor(() => expect(callsTo(calls, PROFILE_PATHS.linkNotices)).toHaveLength(1));
    expect(callsTo(calls, PROFILE_PATHS.linkNotices)[0]?.body).toEqual({
      firstOpen: false,
      unopenedBeforeExpiry: false,
    });
    expect(await screen.findByText(M.linkNoticesSaved)).toBeTruthy();
  });
});
