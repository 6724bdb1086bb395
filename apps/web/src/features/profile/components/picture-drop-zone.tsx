import { useState, type DragEvent } from 'react';

type PictureDropZoneProps = {
  id: string;
  label: string;
  isBusy: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * A file chooser that also takes a dropped file. The native input stays in the tab order (visually
 * hidden), so the keyboard and screen readers get the browser's own file dialog.
 */
export function PictureDropZone({ id, label, isBusy, onFiles }: PictureDropZoneProps) {
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (!isBusy) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`picture-drop${isOver ? ' picture-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        className="picture-drop__input"
        disabled={isBusy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // clear the choice so choosing the same file again fires a change
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label htmlFor={id} className="p-button p-component picture-drop__button">
        <i
          className={`p-button-icon-left pi ${isBusy ? 'pi-spin pi-spinner' : 'pi-upload'}`}
          aria-hidden="true"
        />
        <span className="p-button-label">{label}</span>
      </label>
      <span className="picture-drop__hint" aria-hidden="true">
        or drop a picture here
      </span>
    </div>
  );
}
