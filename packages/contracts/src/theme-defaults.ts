import type { UiSettings } from './theme.js';

// Issue 10: apart from the zod schema (theme.ts), for the first download; the type is still the schema's.
export const DEFAULT_UI_SETTINGS: UiSettings = {
  menuMode: 'static',
  colorScheme: 'light',
  inputStyle: 'outlined',
  menuTheme: 'light',
  componentTheme: 'blue',
};
