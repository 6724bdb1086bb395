import { CARD_MESSAGES, cardDownloadSizeFor, getArrayPathFor, type Picture } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startTestSession } from '../../../test/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { EMPTY_CARD } from '../lib/card-draft';
import { isSafariBrowser } from '../lib/card-image';
import { buildVCard } from '../lib/vcard';
import { CreateCardPage } from './create-card-page';

const ADVISER = {
  name: 'Wei Jie',
  mobile: '98765432',
  email: 'weijie@example.sg',
  rnf: 'REP-1234',
  avatarURL: [],
  backgroundURL: [],
};
const picture = (fileName: string): Picture => ({ fileName, url: `/api/public/pictures/${fileName}?sig=1` });
const AVATARS = [picture('avatar-one-aaaaaaaaaa'), picture('avatar-two-bbbbbbbbbb')];
const BACKGROUNDS = [picture('background-one-cccccc')];

function openCard(avatars: Picture[] = AVATARS, backgrounds: Picture[] = BACKGROUNDS, draft?: object) {
  startTestSession({ userDetails: ADVISER });
  // after the sign-in, which starts another adviser's storage empty (ADR 0041)
  if (draft) localStorage.setItem(STORAGE_KEYS.contactCard, JSON.stringify(draft));
  mockFetch(({ url }) => {
    const list = url === getArrayPathFor('avatarURL') ? avatars : backgrounds;
    return jsonResponse(200, { success: true, arr: list.map((p) => p.url), msg: '', pictures: list });
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithApp(<CreateCardPage title="Create Card" />, { path: '/card' });
  return { user };
}
const preview = () => screen.getByTestId('card-preview');

// Typing into the designer re-renders the whole card at each key; a busy machine needs more than 5 s.
describe('Create Card (spec 000 §2.5, §9)', { timeout: 20_000 }, () => {
  it('without a background picture asks for one of each and leads to /profile', async () => {
    const { user } = openCard(AVATARS, []);
    expect(await screen.findByText(CARD_MESSAGES.needPictures)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: CARD_MESSAGES.goToProfile }));
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('previews the chosen pictures, style, size and texts live', async () => {
    const { user } = openCard();
    await user.type(await screen.findByLabelText('Title'), 'Financial Adviser Representative');
    await user.type(screen.getByLabelText('Subtitle'), 'Protection and retirement');
    const card = preview();
    expect(within(card).getByText('Financial Adviser Representative')).toBeTruthy();
    expect(within(card).getByText('Protection and retirement')).toBeTruthy();
    expect(card.querySelector('.contact-card__avatar')?.getAttribute('src')).toBe(AVATARS[0]?.url);

    await user.click(screen.getByRole('radio', { name: 'Profile picture 2' }));
    expect(card.querySelector('.contact-card__avatar')?.getAttribute('src')).toBe(AVATARS[1]?.url);
    await user.click(screen.getByRole('button', { name: 'Style III' }));
    expect(card.className).toContain('contact-card--style-3');
    await user.click(screen.getByRole('button', { name: 'Long Card' }));
    // spec 000 §9: happy-dom's window is 1024 px wide, a wide screen: 414 x 621
    expect([card.style.width, card.style.height]).toEqual(['414px', '621px']);
    expect(localStorage.getItem(STORAGE_KEYS.contactCard)).toContain('"design":3');
  });

  it('warns when the title uses independent or a bare financial adviser (FAA s17)', async () => {
    const { user } = openCard();
    const title = await screen.findByLabelText('Title');
    await user.type(title, 'Independent Financial Adviser');
    expect(screen.getByText(CARD_MESSAGES.titleIndependent)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.titleFinancialAdviser)).toBeTruthy();
    await user.type(title, ' Representative');
    expect(screen.queryByText(CARD_MESSAGES.titleFinancialAdviser)).toBeNull();
    expect(screen.getByText(CARD_MESSAGES.titleIndependent)).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'Financial Services Consultant');
    expect(screen.queryByText(CARD_MESSAGES.titleIndependent)).toBeNull();
  });

  // Issue 31: a new card said nothing of who the adviser is until typed in.
  it('starts a new card with the name and mobile of the profile; a kept draft keeps its content', async () => {
    openCard();
    await screen.findByLabelText('Title');
    const content = within(preview()).getByText('Wei Jie');
    expect(content.tagName).toBe('B');
    expect(within(preview()).getByText('+65 9876 5432')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.contactCard) ?? '{}')).toMatchObject({
      htmlContent: '<p><b>Wei Jie</b></p><p>+65 9876 5432</p>',
    });
  });

  it('keeps the content of a saved draft', async () => {
    openCard(AVATARS, BACKGROUNDS, { ...EMPTY_CARD, title: 'Adviser', htmlContent: '<p>Call me</p>' });
    await screen.findByLabelText('Title');
    expect(within(preview()).getByText('Call me')).toBeTruthy();
    expect(within(preview()).queryByText('Wei Jie')).toBeNull();
  });

  // Issue 31: the download was made from the on-screen card, 594 x 1056 on a phone.
  it('downloads from a wide copy of the card whatever the screen width', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    const { user } = openCard();
    await screen.findByLabelText('Title');
    const exported = screen.getByTestId('card-export');
    expect([preview().style.width, preview().style.height]).toEqual(['297px', '528px']);
    expect([exported.style.width, exported.style.height]).toEqual(['414px', '736px']);
    expect(exported.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Long Card' }));
    expect([exported.style.width, exported.style.height]).toEqual(['414px', '621px']);
    expect(cardDownloadSizeFor('standard')).toEqual({ width: 828, height: 1472 });
    expect(cardDownloadSizeFor('long')).toEqual({ width: 828, height: 1242 });
  });

  // The sanitising itself is checked in Chromium (e2e adviser-area.spec.ts): happy-dom's DOM walk
  // differs from a browser's and DOMPurify's output there is not what a browser gets.
  it('puts the vCard QR code on the card when asked', async () => {
    const { user } = openCard();
    await user.click(await screen.findByLabelText('Show a QR code that saves my contact (vCard)'));
    const qr = await within(preview()).findByRole('img', { name: 'QR code: save my contact' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});

describe('Download on Safari (spec 000 §2.5, §8)', () => {
  const SAFARI =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const CHROME =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  const IOS_CHROME =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

  it('tells Safari from the browsers that also name it', () => {
    expect([SAFARI, CHROME, IOS_CHROME].map((ua) => isSafariBrowser(ua))).toEqual([true, false, false]);
  });

  it('alerts Safari users that the card is generated more than once', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user } = openCard();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(alert).toHaveBeenCalledWith(CARD_MESSAGES.safariAlert);
  });
});

describe('vCard', () => {
  it('carries name, mobile, email, rnf number and title, escaped', () => {
    const card = buildVCard({
      ...ADVISER,
      name: 'Tan, Mei; Ling',
      title: 'Financial Adviser Representative',
    });
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Tan\\, Mei\\; Ling',
      'N:Tan\\, Mei\\; Ling;;;;',
      'TEL;TYPE=CELL:+6598765432',
      'EMAIL;TYPE=INTERNET:weijie@example.sg',
      'TITLE:Financial Adviser Representative',
      'NOTE:RNF REP-1234',
      'END:VCARD',
      '',
    ]);
  });
});
