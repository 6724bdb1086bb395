import { DEFAULT_UI_SETTINGS, type UiSettings } from '@portal/contracts';
import { readStoredRipple, readStoredUiSettings, writeStoredRipple, writeStoredUiSettings } from './storage';

/** The saved theme (spec 000 §3 userUiSettings) plus ripple, which is kept on this device only. */
export type DisplaySettings = UiSettings & { ripple: boolean };

let current: DisplaySettings = {
  ...(readStoredUiSettings() ?? DEFAULT_UI_SETTINGS),
  ripple: readStoredRipple(),
};
const listeners = new Set<() => void>();

export const getDisplaySettings = (): DisplaySettings => current;

export function subscribeDisplaySettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDisplaySettings(patch: Partial<DisplaySettings>): void {
  current = { ...current, ...patch };
  const { ripple, ...uiSettings } = current;
  writeStoredUiSettings(uiSettings);
  writeStoredRipple(ripple);
  for (const listener of listeners) listener();
}

export function resetDisplaySettings(): void {
  current = { ...DEFAULT_UI_SETTINGS, ripple: current.ripple };
  for (const listener of listeners) listener();
}

export function toUiSettings({ ripple: _ripple, ...uiSettings }: DisplaySettings): UiSettings {
  return uiSettings;
}
