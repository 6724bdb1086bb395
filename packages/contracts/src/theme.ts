import { z } from 'zod';
import { COLOR_SCHEMES, COMPONENT_THEMES, INPUT_STYLES, MENU_MODES, MENU_THEMES } from './theme-options.js';

export const uiSettingsSchema = z.object({
  menuMode: z.enum(MENU_MODES),
  colorScheme: z.enum(COLOR_SCHEMES),
  inputStyle: z.enum(INPUT_STYLES),
  menuTheme: z.enum(MENU_THEMES),
  componentTheme: z.enum(COMPONENT_THEMES),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;
