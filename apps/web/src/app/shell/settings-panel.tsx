import {
  AUTH_MESSAGES,
  COLOR_SCHEMES,
  COMPONENT_THEMES,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { RadioButton } from 'primereact/radiobutton';
import { Sidebar } from 'primereact/sidebar';
import { keepTabInside } from '../../lib/keep-tab-inside';
import { notify } from '../../lib/notify';
import { setDisplaySettings, toUiSettings, type DisplaySettings } from '../../lib/ui-settings-store';
import { saveTheme } from '../theme/theme-api';
import { useDisplaySettings } from '../theme/use-display-settings';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type RadioGroupProps<K extends keyof DisplaySettings> = {
  name: K;
  legend: string;
  options: readonly DisplaySettings[K][];
  /** Accessible label per option; defaults to the capitalised value. */
  labelFor?: (option: DisplaySettings[K]) => string;
  className?: string;
};

function RadioGroup<K extends 'menuMode' | 'colorScheme' | 'inputStyle' | 'menuTheme'>({
  name,
  legend,
  options,
  labelFor = (option) => capitalise(String(option)),
}: RadioGroupProps<K>) {
  const settings = useDisplaySettings();
  return (
    <fieldset className="settings-group">
      <legend>{legend}</legend>
      <div className="settings-options">
        {options.map((option) => {
          const id = `settings-${name}-${String(option)}`;
          return (
            <div key={String(option)} className="settings-option">
              <RadioButton
                inputId={id}
                name={name}
                value={option}
                checked={settings[name] === option}
                onChange={() => setDisplaySettings({ [name]: option } as Partial<DisplaySettings>)}
              />
              <label htmlFor={id}>{labelFor(option)}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * spec 000 §2.3: the display settings panel; every change applies at once, Save Preference uploads it.
 * Issue 17: a modal panel, so Tab stays inside it while it is open; `onHide` returns focus to its opener.
 */
export function SettingsPanel({ isVisible, onHide }: { isVisible: boolean; onHide: () => void }) {
  const settings = useDisplaySettings();
  const save = useMutation({
    mutationFn: saveTheme,
    onSuccess: () => notify({ severity: 'success', text: AUTH_MESSAGES.themeSaved }),
  });

  return (
    <Sidebar
      visible={isVisible}
      onHide={onHide}
      position="right"
      className="settings-panel"
      header={<h2 className="settings-title">Display Settings</h2>}
      role="dialog"
      aria-modal="true"
      aria-label="Display Settings"
      onKeyDown={keepTabInside}
    >
      <RadioGroup name="menuMode" legend="Menu Type" options={MENU_MODES} />
      <RadioGroup name="colorScheme" legend="Colour Scheme" options={COLOR_SCHEMES} />
      <RadioGroup name="inputStyle" legend="Input Style" options={INPUT_STYLES} />
      {settings.colorScheme === 'light' ? (
        <RadioGroup
          name="menuTheme"
          legend="Menu Theme"
          options={MENU_THEMES}
          labelFor={(option) => `${capitalise(option)} menu`}
        />
      ) : null}
      <fieldset className="settings-group">
        <legend>Component Theme</legend>
        <div className="theme-swatches">
          {COMPONENT_THEMES.map((theme) => {
            const id = `settings-componentTheme-${theme}`;
            return (
              <div key={theme} className="theme-swatch">
                <input
                  type="radio"
                  id={id}
                  name="componentTheme"
                  className="theme-swatch-input"
                  checked={settings.componentTheme === theme}
                  onChange={() => setDisplaySettings({ componentTheme: theme })}
                />
                <label
                  htmlFor={id}
                  className={`theme-swatch-label swatch-${theme}`}
                  title={capitalise(theme)}
                >
                  <span className="sr-only">{capitalise(theme)}</span>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="settings-group">
        <legend>Ripple Effect</legend>
        <div className="settings-option">
          <InputSwitch
            inputId="settings-ripple"
            checked={settings.ripple}
            onChange={(e) => setDisplaySettings({ ripple: e.value === true })}
          />
          <label htmlFor="settings-ripple">Ripple</label>
        </div>
      </fieldset>
      <Button
        type="button"
        label="Save Preference"
        icon="pi pi-save"
        className="w-full"
        loading={save.isPending}
        onClick={() => save.mutate(toUiSettings(settings))}
      />
    </Sidebar>
  );
}
