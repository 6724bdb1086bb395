import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { SIGN_IN_BOOT_SCRIPT } from '../../packages/contracts/src/sign-in-boot';

/** The theme a signed-out page always shows (DEFAULT_UI_SETTINGS: light, blue). */
const DEFAULT_THEME = '/lara-light-blue/theme.css';
const ROOT_DIV = '<div id="root"></div>';

/** Browser storage for the render: empty, as a phone's first visit has it. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The sign-in page's first render, by the app's own components (src/prerender/sign-in-markup.tsx). */
async function renderSignInMarkup(root: string): Promise<string> {
  const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  globals.localStorage = emptyStorage();
  globals.sessionStorage = emptyStorage();
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
  });
  try {
    const { renderSignInMarkup: render } = (await server.ssrLoadModule(
      '/src/prerender/sign-in-markup.tsx',
    )) as {
      renderSignInMarkup: () => string;
    };
    return render();
  } finally {
    await server.close();
    delete globals.localStorage;
    delete globals.sessionStorage;
  }
}

/**
 * Issue 34 (ADR 0042): the built index.html carries the sign-in page, drawn by the app's own components,
 * and the CSS that page needs inline, so a phone paints it before any script or stylesheet arrives. The
 * rest of the CSS no longer blocks that paint. The boot script (contracts sign-in-boot.ts) removes the
 * markup before the first paint wherever the app shows another page; the app removes it once it shows
 * the sign-in page itself (app/boot-markup.ts).
 */
export function prerenderSignIn(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const indexPath = path.join(outDir, 'index.html');
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Record<string, { file: string }>;
        const theme = Object.entries(manifest).find(([source]) => source.endsWith(DEFAULT_THEME))?.[1].file;
        if (!theme) throw new Error(`portal-prerender-sign-in: the build has no ${DEFAULT_THEME}`);
        const html = await readFile(indexPath, 'utf8');
        if (!html.includes(ROOT_DIV))
          throw new Error('portal-prerender-sign-in: index.html has no empty #root');
        const markup = await renderSignInMarkup(root);
        // The theme is linked for the critical-CSS pass only; at run time theme-link.ts chooses it.
        const withBoot = html
          .replace(
            '<link id="theme-link" rel="stylesheet" />',
            `<link id="theme-link" rel="stylesheet" href="/${theme}" />`,
          )
          .replace(
            ROOT_DIV,
            `<div id="boot">${markup}</div>\n    <script>${SIGN_IN_BOOT_SCRIPT}</script>\n    ${ROOT_DIV}`,
          );
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          // The full sheets move to the end of <body>: no script needed (CSP), and no longer render-blocking.
          preload: 'body',
          noscriptFallback: false,
          inlineFonts: false,
          pruneSource: false,
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        const inlined = await beasties.process(withBoot);
        const result = inlined.replace(
          new RegExp(`<link id="theme-link" rel="stylesheet" href="/${theme.replace(/[.]/g, '\\.')}"\\s*/?>`),
          '<link id="theme-link" rel="stylesheet" />',
        );
        await writeFile(indexPath, result);
      },
    },
  };
}
