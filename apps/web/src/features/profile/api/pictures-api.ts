import {
  getUploadPathFor,
  getUploadReplySchema,
  managePicReplySchema,
  PICTURE_PATHS,
  uploadPictureReplySchema,
  type PictureType,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

// spec 002 §7: a picture is uploaded in two steps (an address from get-upload-{type}, then a PUT of the
// file to it), then recorded with managePic. The tab shows the spec's alerts itself, so all are quiet.

export async function uploadPicture(type: PictureType, file: File): Promise<string> {
  const { url } = await apiRequest(getUploadPathFor(type), { reply: getUploadReplySchema, isQuiet: true });
  const stored = await apiRequest(url, {
    method: 'PUT',
    body: file,
    reply: uploadPictureReplySchema,
    isQuiet: true,
  });
  return stored.fileName;
}

/** Records the whole list of that type, in order: a new fileName adds it, a missing one deletes it. */
export const managePictures = (type: PictureType, fileNames: string[]) =>
  apiRequest(PICTURE_PATHS.managePic, {
    method: 'POST',
    body: { arr: fileNames, type },
    reply: managePicReplySchema,
    isQuiet: true,
  });
