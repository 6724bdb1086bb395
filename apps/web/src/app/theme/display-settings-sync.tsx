import { PrimeReactContext } from 'primereact/api';
import { useContext, useLayoutEffect } from 'react';
import { showRipples } from './ripple';
import { applyThemeLink } from './theme-link';
import { useDisplaySettings } from './use-display-settings';

/** Applies the display settings live: theme stylesheet, colour-scheme class, input style and ripple. */
export function DisplaySettingsSync() {
  const settings = useDisplaySettings();
  const { setInputStyle } = useContext(PrimeReactContext);

  useLayoutEffect(() => {
    applyThemeLink(settings);
    const root = document.documentElement;
    root.dataset.colorScheme = settings.colorScheme;
    root.style.colorScheme = settings.colorScheme === 'light' ? 'light' : 'dark';
    // PrimeReact styles filled inputs under an ancestor with p-input-filled
    document.body.classList.toggle('p-input-filled', settings.inputStyle === 'filled');
  }, [settings]);

  useLayoutEffect(() => {
    setInputStyle?.(settings.inputStyle);
  }, [settings.inputStyle, setInputStyle]);

  useLayoutEffect(() => showRipples(settings.ripple), [settings.ripple]);

  return null;
}
