import {
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  getArrayPathFor,
  getUploadPathFor,
  type Picture,
} from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
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

function openTab(stored: Picture[], respond: (call: FetchCall) => Response = () => jsonResponse(500, {})) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const mock = mockFetch((call) =>
    call.url === getArrayPathFor('avatarURL') ? jsonResponse(200, listReply(stored)) : respond(call),
  );
  renderWithApp(<PicturesTab type="avatarURL" />);
  return { ...mock, alert };
}

describe('picture tabs (spec 002 §5 Images, §7, §8)', () => {
  it('takes one file per upload', async () => {
    const { alert, calls } = openTab([]);
    await screen.findByText('Profile pictures (0 of 3)');
    const zone = screen.getByText('or drop a picture here').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.oneFileOnly));
    expect(calls.filter((c) => c.url !== getArrayPathFor('avatarURL'))).toHaveLength(0);
  });

  it('asks to delete one first when three are stored', async () => {
    const { alert } = openTab([picture('a'.repeat(16)), picture('b'.repeat(16)), picture('c'.repeat(16))]);
    await screen.findByText('Profile pictures (3 of 3)');
    await userEvent.upload(screen.getByLabelText('Upload profile picture'), jpeg());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.deleteFirst));
  });

  it('uploads in two steps, records the list with managePic and says the picture is updated', async () => {
    const stored = picture('a'.repeat(16));
    const added = picture('n'.repeat(16));
    const { calls } = openTab([stored], ({ url }) => {
      if (url === getUploadPathFor('avatarURL'))
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
    });
    await screen.findByText('Profile pictures (1 of 3)');
    const file = jpeg();
    await userEvent.upload(screen.getByLabelText('Upload profile picture'), file);
    expect(await screen.findByText(M.updated)).toBeTruthy();
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.init.body).toBe(file);
    expect(calls.find((c) => c.url === PICTURE_PATHS.managePic)?.body).toEqual({
      arr: [stored.fileName, added.fileName],
      type: 'avatarURL',
    });
    expect(await screen.findByRole('img', { name: 'Profile picture 2' })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the picture", async () => {
    const { alert } = openTab([], ({ url }) =>
      url === getUploadPathFor('avatarURL')
        ? jsonResponse(200, { url: '/api/dashboard/profile/upload/tok', fileName: 'x', expiresAt: '' })
        : jsonResponse(400, { message: M.avatarTooLarge, devCode: 'PICTURE_INVALID' }),
    );
    await screen.findByText('Profile pictures (0 of 3)');
    await userEvent.upload(screen.getByLabelText('Upload profile picture'), jpeg());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.avatarTooLarge));
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
