import type { UiSettings } from '@portal/contracts';

// Vite emits each Lara theme as its own CSS asset; only the one in use is loaded, by swapping the href
// of <link id="theme-link"> (index.html). The path climbs to the workspace root's node_modules.
const THEME_URLS = import.meta.glob<string>(
  '../../../../../node_modules/primereact/resources/themes/lara-{light,dark}-*/theme.css',
  { query: '?url', import: 'default', eager: true },
);

const THEME_LINK_ID = 'theme-link';

/** 'dim' is the dark Lara theme with softer surfaces (styles/dim.css). */
export function themeNameFor({
  colorScheme,
  componentTheme,
}: Pick<UiSettings, 'colorScheme' | 'componentTheme'>) {
  return `lara-${colorScheme === 'light' ? 'light' : 'dark'}-${componentTheme}`;
}

export function themeUrlFor(
  settings: Pick<UiSettings, 'colorScheme' | 'componentTheme'>,
): string | undefined {
  const name = themeNameFor(settings);
  const entry = Object.entries(THEME_URLS).find(([path]) => path.includes(`/${name}/`));
  return entry?.[1];
}

export function applyThemeLink(settings: Pick<UiSettings, 'colorScheme' | 'componentTheme'>): void {
  const url = themeUrlFor(settings);
  let link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = THEME_LINK_ID;
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  // data-theme names the theme in use (e2e checks and tests read it; unit tests load no CSS)
  link.dataset.theme = themeNameFor(settings);
  if (url && link.getAttribute('href') !== url) link.setAttribute('href', url);
}
