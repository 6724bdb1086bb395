import {
  MAX_PICTURES_PER_TYPE,
  PICTURE_LIMITS,
  PICTURE_MESSAGES as M,
  type Picture,
  type PictureType,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePictures, useSetPictures } from '../../../lib/pictures-api';
import { updateUserDetails } from '../../../lib/session';
import { managePictures, uploadPicture } from '../api/pictures-api';
import { choosePictureStep } from '../lib/check-picture';
import { PictureCropDialog } from './picture-crop-dialog';
import { PictureDropZone } from './picture-drop-zone';

const NOUN: Record<PictureType, string> = {
  avatarURL: 'Profile picture',
  backgroundURL: 'Background picture',
};
/** spec 002 §8 says 'Profile picture is updated'; a background says its own name (issue 31). */
const UPDATED: Record<PictureType, string> = { avatarURL: M.updated, backgroundURL: M.backgroundUpdated };

/** spec 002 §5 Images: what the page tells the adviser about the files it takes. */
function rulesFor(type: PictureType): string {
  const { maxWidth, maxHeight } = PICTURE_LIMITS[type];
  const shape = type === 'avatarURL' ? 'square' : 'width exactly twice the height';
  return `${M.hint}; ${shape}, at most ${maxWidth} x ${maxHeight} pixels; up to ${MAX_PICTURES_PER_TYPE} pictures.`;
}

/** A server refusal with its own reason (size, ratio, count) is shown as it is; anything else failed. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : M.uploadFailed;

/** spec 002 §2 Profile Pic / Background Pic: upload (two steps, §7), list, choose the main one, delete. */
export function PicturesTab({ type }: { type: PictureType }) {
  const pictures = usePictures(type);
  const setPictures = useSetPictures(type);
  const [isBusy, setIsBusy] = useState(false);
  // Issue 31: refusals are said in the page (role=alert), not in the browser's alert box.
  const [problem, setProblem] = useState<string | null>(null);
  const [cropping, setCropping] = useState<{ file: File; reason: string } | null>(null);
  // Issue 31: Delete asks in the app's own dialog; Cancel hands focus back to the button that asked.
  const [deleting, setDeleting] = useState<{
    picture: Picture;
    index: number;
    opener: HTMLElement | null;
  } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = pictures.data?.pictures ?? [];

  const record = async (fileNames: string[]) => {
    const reply = await managePictures(type, fileNames);
    setPictures(reply);
    // the top bar shows the first profile picture (spec 000 §3 userDetails carries both lists)
    updateUserDetails({ [type]: reply.arr });
    notify({ severity: 'success', text: UPDATED[type] });
  };
  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setIsBusy(false);
      headingRef.current?.focus();
    }
  };

  const send = (file: File) =>
    run(async () => {
      const fileName = await uploadPicture(type, file);
      await record([...list.map((p) => p.fileName), fileName]);
    });
  const upload = async (files: File[]) => {
    setProblem(null);
    // spec 002 §5 and §8: one file per upload; at most three of a kind
    if (files.length !== 1) return setProblem(M.oneFileOnly);
    if (list.length >= MAX_PICTURES_PER_TYPE) return setProblem(M.deleteFirst);
    const [file] = files as [File];
    const step = await choosePictureStep(type, file);
    if (step.kind === 'refuse') return setProblem(step.message);
    if (step.kind === 'crop') return setCropping({ file, reason: step.reason });
    await send(file);
  };
  const makeMain = (picture: Picture) =>
    run(() => record([picture.fileName, ...list.filter((p) => p !== picture).map((p) => p.fileName)]));
  const cancelDelete = () => {
    const opener = deleting?.opener;
    setDeleting(null);
    setTimeout(() => (opener?.isConnected ? opener : headingRef.current)?.focus());
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { picture } = deleting;
    setDeleting(null);
    // the picture and its button are gone: run() puts focus on the list's heading when it is done
    void run(() => record(list.filter((p) => p !== picture).map((p) => p.fileName)));
  };

  return (
    <section className="pictures-tab" aria-labelledby={`${type}-heading`}>
      <h2 id={`${type}-heading`} ref={headingRef} tabIndex={-1} className="section-title">
        {NOUN[type]}s ({list.length} of {MAX_PICTURES_PER_TYPE})
      </h2>
      <p className="muted">{rulesFor(type)}</p>
      <PictureDropZone
        id={`${type}-file`}
        label={`Upload ${NOUN[type].toLowerCase()}`}
        isBusy={isBusy}
        onFiles={(f) => void upload(f)}
      />
      {problem ? <Message severity="error" text={problem} className="pictures-tab__problem" /> : null}
      {cropping ? (
        <PictureCropDialog
          type={type}
          file={cropping.file}
          reason={cropping.reason}
          onCancel={() => {
            setCropping(null);
            setTimeout(() => document.getElementById(`${type}-file`)?.focus());
          }}
          onCropped={(file) => {
            setCropping(null);
            void send(file);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          header={`Delete ${NOUN[type].toLowerCase()}`}
          message={`Delete ${NOUN[type].toLowerCase()} ${deleting.index + 1}?`}
          confirmLabel="Delete"
          confirmIcon="pi pi-trash"
          isDanger
          onConfirm={confirmDelete}
          onCancel={cancelDelete}
        />
      ) : null}
      {pictures.isPending ? <ProgressSpinner className="page-spinner" aria-label="Loading pictures" /> : null}
      {pictures.isError ? <Message severity="error" text={M.uploadFailed} /> : null}
      <ul className={`picture-list picture-list--${type}`}>
        {list.map((picture, index) => (
          <li key={picture.fileName} className="picture-item">
            <img src={picture.url} alt={`${NOUN[type]} ${index + 1}`} />
            <div className="picture-item__actions">
              {index === 0 ? (
                <span className="picture-item__main">
                  <i className="pi pi-star-fill" aria-hidden="true" /> Main
                </span>
              ) : (
                <Button
                  type="button"
                  label="Make main"
                  icon="pi pi-star"
                  size="small"
                  text
                  aria-label={`Make ${NOUN[type].toLowerCase()} ${index + 1} the main one`}
                  onClick={() => void makeMain(picture)}
                />
              )}
              <Button
                type="button"
                label="Delete"
                icon="pi pi-trash"
                size="small"
                text
                severity="danger"
                aria-label={`Delete ${NOUN[type].toLowerCase()} ${index + 1}`}
                onClick={(event) => setDeleting({ picture, index, opener: event.currentTarget })}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
