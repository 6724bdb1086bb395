import { z } from 'zod';
import { singleLine } from './validation.js';

// spec 002 §2 Profile Pic / Background Pic, §5 Images, §7 (two-step upload), §8, §9 (issue 14).

export const PICTURE_TYPES = ['avatarURL', 'backgroundURL'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** spec 002 §9 and issue 14. */
export const MAX_PICTURES_PER_TYPE = 3;
/** The upload widget's limit (spec 002 §2 gives 1 MB in the page text and 2 MB in the widget; issue 14 takes 2 MB). */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_LIMITS = {
  avatarURL: { maxWidth: 800, maxHeight: 800 },
  backgroundURL: { maxWidth: 1600, maxHeight: 800 },
} as const satisfies Record<PictureType, { maxWidth: number; maxHeight: number }>;
/** How long an upload address from get-upload-{type} works (once). */
export const UPLOAD_URL_MINUTES = 5;
/**
 * Issue 32 item 1: beside the listed pictures, at most this many of each type may be pending (an
 * open upload address, or a picture PUT but not yet recorded with managePic). Asking for another
 * address drops the oldest pending one.
 */
export const MAX_PENDING_PICTURES_PER_TYPE = 2;
/** Issue 32 item 1: a picture PUT but never recorded with managePic is removed after this long. */
export const PENDING_PICTURE_MINUTES = 30;

export const PICTURE_MESSAGES = {
  // spec 002 §8, word for word
  updated: 'Profile picture is updated',
  /** Ours (issue 31): the spec's words said 'Profile picture' after a background upload too. */
  backgroundUpdated: 'Background picture is updated',
  uploadFailed: 'Upload failed!',
  oneFileOnly: 'Only accept 1 file per uploaded',
  deleteFirst: 'Please delete 1 image before uploading a new image',
  // spec 002 §5 Images
  avatarTooLarge: 'Max image size is 800 x 800',
  /** Ours: spec 002 §5 'Avatar must be square'. */
  avatarNotSquare: 'Profile picture must be square (width equal to height)',
  /** Ours: spec 002 §5 background maximum. */
  backgroundTooLarge: 'Max image size is 1600 x 800',
  /** Ours: spec 002 §5 'Background width must be exactly twice its height'. */
  backgroundRatio: 'Background picture width must be exactly twice its height',
  /** Ours: the 2 MB limit of the upload widget. */
  fileTooLarge: 'Max file size is 2 MB',
  /** Ours: not a JPEG or PNG by its content, whatever its name. */
  notAnImage: 'Only jpg, jpeg and png images are accepted',
  /** Ours: the upload address was used already, expired, or belongs to another adviser. */
  uploadUrlInvalid: 'This upload address has expired. Please try again',
  /** Ours: managePic names a picture that is not one of the adviser's uploads of that type. */
  unknownPicture: 'Unknown picture',
  /** Ours: what the profile page says about the files it takes. */
  hint: 'jpg, jpeg or png, at most 2 MB',
} as const;

export const PICTURE_PATHS = {
  // spec 002 §7, word for word ({type} is avatarURL or backgroundURL)
  getArray: '/api/dashboard/profile/get-array-:type',
  getUpload: '/api/dashboard/profile/get-upload-:type',
  managePic: '/api/dashboard/profile/managePic',
  /** Ours: where the `url` of get-upload points; PUT the file there with the bearer token. */
  upload: '/api/dashboard/profile/upload/:token',
  /** Ours: a picture, behind a signed, expiring address (the `arr` entries are such addresses). */
  picture: '/api/public/pictures/:fileName',
} as const;

export const getArrayPathFor = (type: PictureType) => PICTURE_PATHS.getArray.replace(':type', type);
export const getUploadPathFor = (type: PictureType) => PICTURE_PATHS.getUpload.replace(':type', type);

/** A picture's stored name: random, URL-safe. */
export const PICTURE_FILE_NAME = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The fileName a `managePic` entry names. Entries may be fileNames (from get-upload) or the picture
 * addresses get-array answered (clients written to the spec send back what they listed).
 */
export function pictureFileNameOf(ref: string): string {
  const withoutQuery = ref.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
}

export const pictureTypeParamsSchema = z.object({ type: z.enum(PICTURE_TYPES) });

/** GET get-upload-{type}: where to PUT the file (same origin, path only), and the name it will have. */
export const getUploadReplySchema = z.object({
  url: z.string(),
  fileName: z.string(),
  /** ISO time after which the url no longer works. */
  expiresAt: z.string(),
});
export type GetUploadReply = z.infer<typeof getUploadReplySchema>;

/** The reply to the PUT: what the stored picture turned out to be after re-encoding. */
export const uploadPictureReplySchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(['image/jpeg', 'image/png']),
});
export type UploadPictureReply = z.infer<typeof uploadPictureReplySchema>;

export const pictureSchema = z.object({ fileName: z.string(), url: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

/** GET get-array-{type}: spec 002 §7 'success, arr, msg'; `arr` holds picture addresses, in order. */
export const getArrayReplySchema = z.object({
  success: z.literal(true),
  arr: z.array(z.string()),
  msg: z.string(),
  /** Ours: the same pictures with their fileNames, for managePic. */
  pictures: z.array(pictureSchema),
});
export type GetArrayReply = z.infer<typeof getArrayReplySchema>;

/**
 * POST managePic: the whole list of that type after the change, in order (spec 002 §7). Adding a
 * freshly uploaded fileName records it; leaving one out deletes it. At most one new picture per call.
 */
export const managePicBodySchema = z.object({
  arr: z
    .array(
      z
        .string()
        .min(1)
        .max(2000)
        .refine(...singleLine),
    )
    .max(10),
  type: z.enum(PICTURE_TYPES),
});
export type ManagePicBody = z.infer<typeof managePicBodySchema>;
export const managePicReplySchema = getArrayReplySchema;
