// Issue 10: the display settings' choices, apart from the zod schema (theme.ts), so the first download
// can read the stored settings without bringing zod along.
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
