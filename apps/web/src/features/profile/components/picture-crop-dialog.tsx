import type { PictureType } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  frameAt,
  initialFrame,
  maxFrameWidth,
  minFrameWidth,
  moveFrame,
  outputSizeFor,
  type Frame,
} from '../lib/crop-geometry';
import { cropPicture } from '../lib/crop-picture';
import { FailureAlert } from '../../../components/failure-alert';

type Props = {
  type: PictureType;
  file: File;
  /** The rule the picture breaks, said above the picture. */
  reason: string;
  onCancel: () => void;
  onCropped: (file: File) => void;
};

const SHAPE: Record<PictureType, string> = {
  avatarURL: 'a square',
  backgroundURL: 'twice as wide as high',
};

/**
 * Issue 31: spec 002 §5 takes only a square avatar up to 800 px and a 2:1 background up to 1600 x 800,
 * so a photo of another shape is cropped here before the upload. The frame moves by dragging or with
 * the three sliders (keyboard); the result is scaled down to the maximum.
 */
export function PictureCropDialog({ type, file, reason, onCancel, onCropped }: Props) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [url] = useState(() => URL.createObjectURL(file));
  const [image, setImage] = useState<{ width: number; height: number } | null>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; frame: Frame } | null>(null);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  const onLoad = () => {
    const img = imageRef.current;
    if (!img) return;
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    setImage(size);
    setFrame(initialFrame(type, size));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const img = imageRef.current;
    if (!start || !img || !image) return;
    const scale = image.width / img.getBoundingClientRect().width;
    const dx = (event.clientX - start.pointerX) * scale;
    const dy = (event.clientY - start.pointerY) * scale;
    setFrame(moveFrame(start.frame, image, start.frame.x + dx, start.frame.y + dy));
  };
  const crop = async () => {
    const img = imageRef.current;
    if (!img || !frame) return;
    try {
      onCropped(await cropPicture(img, frame, outputSizeFor(type, frame), file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The picture could not be made');
    }
  };
  const pct = (part: number, whole: number) => `${(100 * part) / whole}%`;
  const output = frame ? outputSizeFor(type, frame) : null;

  return (
    <Dialog
      header="Crop the picture"
      visible
      onHide={onCancel}
      className="picture-crop-dialog"
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '44rem' }}
      footer={
        <div className="picture-crop-actions">
          <Button type="button" label="Cancel" outlined onClick={onCancel} />
          <Button
            type="button"
            label="Crop and Upload"
            icon="pi pi-check"
            disabled={!frame}
            onClick={() => void crop()}
          />
        </div>
      }
    >
      <p className="picture-crop-reason">
        {reason}. Choose the part to keep: it is cut to {SHAPE[type]}
        {output ? `, ${output.width} x ${output.height} pixels` : ''}.
      </p>
      <div className="picture-crop-stage">
        <img ref={imageRef} src={url} alt="The picture to crop" onLoad={onLoad} draggable={false} />
        {frame && image ? (
          <div
            className="picture-crop-frame"
            aria-hidden="true"
            style={{
              left: pct(frame.x, image.width),
              top: pct(frame.y, image.height),
              width: pct(frame.width, image.width),
              height: pct(frame.height, image.height),
            }}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.current = { pointerX: event.clientX, pointerY: event.clientY, frame };
            }}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
          />
        ) : null}
      </div>
      {frame && image ? (
        <div className="picture-crop-sliders">
          <Slider
            id="crop-size"
            label="Crop size"
            isFocused
            min={minFrameWidth(type, image)}
            max={maxFrameWidth(type, image)}
            value={frame.width}
            onChange={(width) =>
              setFrame(
                frameAt(type, image, width, { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }),
              )
            }
          />
          {/* a position that cannot change (the frame fills that side) offers no slider */}
          {POSITIONS.map(({ axis, side, label }) =>
            image[side] - frame[side] >= 1 ? (
              <Slider
                key={axis}
                id={`crop-${axis}`}
                label={label}
                max={image[side] - frame[side]}
                value={frame[axis]}
                onChange={(at) => {
                  const to = { x: frame.x, y: frame.y, [axis]: at };
                  setFrame(moveFrame(frame, image, to.x, to.y));
                }}
              />
            ) : null,
          )}
        </div>
      ) : null}
      <FailureAlert failure={failure} />
    </Dialog>
  );
}

/** The frame's two positions, each a slider along one side of the picture. */
const POSITIONS = [
  { axis: 'x', side: 'width', label: 'Left to right' },
  { axis: 'y', side: 'height', label: 'Top to bottom' },
] as const;

type SliderProps = {
  id: string;
  label: string;
  /** Takes the focus when the dialog opens. */
  isFocused?: boolean;
  min?: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
};

/** A labelled slider over whole pixels of the picture. */
function Slider({ id, label, isFocused = false, min = 0, max, value, onChange }: SliderProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        autoFocus={isFocused}
        min={Math.floor(min)}
        max={Math.floor(max)}
        value={Math.floor(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </>
  );
}
