import { z } from 'zod';

// spec 000 §2.3 display settings and §3 userUiSettings.
export const MENU_MODES = ['static', 'slim', 'overlay', 'horizontal'] as const;
export const COLOR_SCHEMES = ['light', 'dark', 'dim'] as const;
export const INPUT_STYLES = ['outlined', 'filled'] as const;
/** Side-menu colours; offered in light mode only. */
export const MENU_THEMES = ['light', 'dark', 'primary'] as const;
/** Accent colours of PrimeReact's Lara theme family. */
export const COMPONENT_THEMES = [
  'blue',
  'indigo',
  'purple',
  'teal',
  'cyan',
  'green',
  'amber',
  'pink',
] as const;

export const uiSettingsSchema = z.object({
  menuMode: z.enum(MENU_MODES),
  colorScheme: z.enum(COLOR_SCHEMES),
  inputStyle: z.enum(INPUT_STYLES),
  menuTheme: z.enum(MENU_THEMES),
  componentTheme: z.enum(COMPONENT_THEMES),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const DEFAULT_UI_SETTINGS: UiSettings = {
  menuMode: 'static',
  colorScheme: 'light',
  inputStyle: 'outlined',
  menuTheme: 'light',
  componentTheme: 'blue',
};
