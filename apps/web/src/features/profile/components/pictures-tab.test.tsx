import {
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  getArrayPathFor,
  getUploadPathFor,
  type Picture,
  type PictureType,
} from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { checkPictureSize } from '../lib/check-picture';
import { PicturesTab } from './pictures-tab';

const picture = (fileName: string): Picture => ({ fileName, url: `/api/public/pictures/${fileName}?sig=1` });
const listReply = (pictures: Picture[]) => ({
  success: true,
  arr: pictures.map((p) => p.url),
  msg: '',
  pictures,
});
const jpeg = (name = 'me.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function openTab(
  stored: Picture[],
  respond: (call: FetchCall) => Response = () => jsonResponse(500, {}),
  type: PictureType = 'avatarURL',
) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const mock = mockFetch((call) =>
    call.url === getArrayPathFor(type) ? jsonResponse(200, listReply(stored)) : respond(call),
  );
  renderWithApp(<PicturesTab type={type} />);
  return { ...mock, alert };
}
/** Issue 31: refusals are said in the page, never in the browser's alert box. */
async function expectRefusal(alert: ReturnType<typeof vi.fn>, message: string) {
  expect((await screen.findByRole('alert')).textContent).toContain(message);
  expect(alert).not.toHaveBeenCalled();
}

describe('picture tabs (spec 002 §5 Images, §7, §8)', () => {
  it('takes one file per upload', async () => {
    const { alert, calls } = openTab([]);
    await screen.findByText('Profile pictures (0 of 3)');
    const zone = screen.getByText('or drop a picture here').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    await expectRefusal(alert, M.oneFileOnly);
    expect(calls.filter((c) => c.url !== getArrayPathFor('avatarURL'))).toHaveLength(0);
  });

  it('asks to delete one first when three are stored', async () => {
    const { alert } = openTab([picture('a'.repeat(16)), picture('b'.repeat(16)), picture('c'.repeat(16))]);
    await screen.findByText('Profile pictures (3 of 3)');
    await userEvent.upload(screen.getByLabelText('Upload profile picture'), jpeg());
    await expectRefusal(alert, M.deleteFirst);
  });

  it.each([
    ['avatarURL', 'Profile', M.updated],
    ['backgroundURL', 'Background', M.backgroundUpdated],
  ] as const)(
    '%s: uploads in two steps, records the list with managePic and says %s picture is updated',
    async (type, noun, updated) => {
      const stored = picture('a'.repeat(16));
      const added = picture('n'.repeat(16));
      const { calls } = openTab(
        [stored],
        ({ url }) => {
          if (url === getUploadPathFor(type))
            return jsonResponse(200, {
              url: '/api/dashboard/profile/upload/tok',
              fileName: added.fileName,
              expiresAt: '',
            });
          if (url === '/api/dashboard/profile/upload/tok')
            return jsonResponse(200, {
              success: true,
              fileName: added.fileName,
              width: 400,
              height: 400,
              contentType: 'image/jpeg',
            });
          return jsonResponse(200, listReply([stored, added]));
        },
        type,
      );
      await screen.findByText(`${noun} pictures (1 of 3)`);
      const file = jpeg();
      await userEvent.upload(screen.getByLabelText(`Upload ${noun.toLowerCase()} picture`), file);
      expect(await screen.findByText(updated)).toBeTruthy();
      const put = calls.find((c) => c.init.method === 'PUT');
      expect(put?.init.body).toBe(file);
      expect(calls.find((c) => c.url === PICTURE_PATHS.managePic)?.body).toEqual({
        arr: [stored.fileName, added.fileName],
        type,
      });
      expect(await screen.findByRole('img', { name: `${noun} picture 2` })).toBeTruthy();
      if (type === 'backgroundURL') expect(screen.queryByText(M.updated)).toBeNull();
    },
  );

  it("asks in the app's own dialog before deleting; Escape closes only it and focus goes back to Delete", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const first = picture('a'.repeat(16));
    const second = picture('b'.repeat(16));
    const { calls } = openTab([first, second], () => jsonResponse(200, listReply([first])));
    const user = userEvent.setup();
    await screen.findByText('Profile pictures (2 of 3)');
    const remove = screen.getByRole('button', { name: 'Delete profile picture 2' });

    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete profile picture 2?')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(screen.getByText('Profile pictures (2 of 3)')).toBeTruthy();
    expect(calls.filter((c) => c.url === PICTURE_PATHS.managePic)).toHaveLength(0);

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.updated)).toBeTruthy();
    expect(calls.find((c) => c.url === PICTURE_PATHS.managePic)?.body).toEqual({
      arr: [first.fileName],
      type: 'avatarURL',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Profile pictures (1 of 3)' })),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a jpeg or png in the page', async () => {
    const { alert } = openTab([]);
    await screen.findByText('Profile pictures (0 of 3)');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'me.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Upload profile picture'), { target: { files: [gif] } });
    await expectRefusal(alert, M.notAnImage);
  });

  it("shows the server's reason when it refuses the picture", async () => {
    const { alert } = openTab([], ({ url }) =>
      url === getUploadPathFor('avatarURL')
        ? jsonResponse(200, { url: '/api/dashboard/profile/upload/tok', fileName: 'x', expiresAt: '' })
        : jsonResponse(400, { message: M.avatarTooLarge, devCode: 'PICTURE_INVALID' }),
    );
    await screen.findByText('Profile pictures (0 of 3)');
    await userEvent.upload(screen.getByLabelText('Upload profile picture'), jpeg());
    await expectRefusal(alert, M.avatarTooLarge);
  });
});

describe('picture size rules in the browser (spec 002 §5)', () => {
  it.each([
    ['avatarURL', 400, 400, null],
    ['avatarURL', 800, 800, null],
    ['avatarURL', 400, 300, M.avatarNotSquare],
    ['avatarURL', 900, 900, M.avatarTooLarge],
    ['backgroundURL', 1200, 600, null],
    ['backgroundURL', 1600, 800, null],
    ['backgroundURL', 1200, 700, M.backgroundRatio],
    ['backgroundURL', 1800, 900, M.backgroundTooLarge],
  ] as const)('%s %i x %i', (type, width, height, message) => {
    expect(checkPictureSize(type, width, height)).toBe(message);
  });
});
