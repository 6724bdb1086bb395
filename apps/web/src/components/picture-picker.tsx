import './picture-picker.css';

type PicturePickerProps = {
  /** Names the radio group and each picture ('Profile picture 1', ...). */
  label: string;
  name: string;
  urls: readonly string[];
  value: string;
  onChange: (url: string) => void;
  isWide?: boolean;
};

/** spec 000 §2.5: choose one of the adviser's uploaded pictures; native radios, so arrows move the choice. */
export function PicturePicker({ label, name, urls, value, onChange, isWide = false }: PicturePickerProps) {
  return (
    <fieldset className="picture-picker">
      <legend className="sr-only">{label}</legend>
      {urls.map((url, index) => {
        const id = `${name}-${index}`;
        return (
          <div key={url} className={`picture-picker__option${isWide ? ' picture-picker__option--wide' : ''}`}>
            <input
              type="radio"
              id={id}
              name={name}
              className="picture-picker__radio"
              checked={url === value}
              onChange={() => onChange(url)}
            />
            <label htmlFor={id}>
              <img src={url} alt={`${label} ${index + 1}`} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
