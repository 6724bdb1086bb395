import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { BOOT_LOADING_ID, SIGN_IN_BOOT_SCRIPT } from '../../packages/contracts/src/sign-in-boot';

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

type Markup = { signIn: string; pageLoading: string };

/**
 * The sign-in page's first render and the app's loading placeholder, by the app's own components
 * (src/prerender/sign-in-markup.tsx).
 */
async function renderBootMarkup(root: string): Promise<Markup> {
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
    const { renderSignInMarkup, renderPageLoadingMarkup } = (await server.ssrLoadModule(
      '/src/prerender/sign-in-markup.tsx',
    )) as {
      renderSignInMarkup: () => string;
      renderPageLoadingMarkup: () => string;
    };
    return { signIn: renderSignInMarkup(), pageLoading: renderPageLoadingMarkup() };
  } finally {
    await server.close();
    delete globals.localStorage;
    delete globals.sessionStorage;
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Issue 34 (ADR 0042): the page asks for nothing before its first paint but a small loader. The app's
 * entry script, its module preloads and its stylesheets leave the HTML for the loader, which asks for
 * them after the sign-in page's first paint (at once on any other page, whose HTML has no #boot by
 * then): otherwise they arrive within that first frame from a near server, and the browser runs the app
 * before it paints. The app starts once its stylesheets are there, as when they were in the HTML.
 */
export function withAppLoader(html: string): { html: string; loader: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('portal-prerender-sign-in: index.html has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const styles = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
  if (styles.length === 0) throw new Error('portal-prerender-sign-in: index.html links no stylesheet');
  const loader = [
    '// Issue 34 (ADR 0042): loads the app after the first paint of the sign-in page in the HTML (#boot),',
    '// at once anywhere else. Written by the build (apps/web/prerender-sign-in.ts).',
    `const APP = ${JSON.stringify(entry)};`,
    `const PRELOADS = ${JSON.stringify(preloads)};`,
    `const STYLES = ${JSON.stringify(styles)};`,
    'function add(rel, href) {',
    "  const link = document.createElement('link');",
    '  link.rel = rel;',
    '  link.href = href;',
    "  link.crossOrigin = '';",
    '  document.head.append(link);',
    '  return link;',
    '}',
    'function load() {',
    "  const styled = STYLES.map((href) => new Promise((done) => { const link = add('stylesheet', href); link.onload = link.onerror = done; }));",
    "  for (const href of PRELOADS) add('modulepreload', href);",
    '  void Promise.all(styled).then(() => import(APP));',
    '}',
    "if (document.getElementById('boot')) requestAnimationFrame(() => setTimeout(load, 0));",
    'else load();',
    '',
  ].join('\n');
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, '');
  return { html: stripped, loader };
}

/**
 * Issue 34 (ADR 0042): the built index.html carries the sign-in page, drawn by the app's own components,
 * and the CSS that page needs inline, so a phone paints it before any script or stylesheet arrives. The
 * app's full stylesheets come with the app, after that paint (src/main.tsx). The boot script (contracts
 * sign-in-boot.ts) removes the markup before the first paint wherever the app shows another page; where
 * it shows the sign-in page, the app hydrates the markup (src/start-app.tsx, lib/boot-markup.ts).
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
        const markup = await renderBootMarkup(root);
        // The theme is linked for the critical-CSS pass only; at run time theme-link.ts chooses it.
        const withBoot = html
          .replace(
            '<link id="theme-link" rel="stylesheet" />',
            `<link id="theme-link" rel="stylesheet" href="/${theme}" />`,
          )
          .replace(
            ROOT_DIV,
            `<div id="boot">${markup.signIn}</div>\n` +
              `    <div id="${BOOT_LOADING_ID}" hidden>${markup.pageLoading}</div>\n` +
              `    <script>${SIGN_IN_BOOT_SCRIPT}</script>\n    ${ROOT_DIV}`,
          );
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          // The full sheets move to the end of <body>; the loader takes them from there (below).
          preload: 'body',
          noscriptFallback: false,
          inlineFonts: false,
          pruneSource: false,
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        const inlined = await beasties.process(withBoot);
        const escape = (file: string) => file.replace(/[.]/g, '\\.');
        // The theme's link goes back to the head, before the app's sheets, which the loader appends to the
        // head: they override the theme where they mean to (our Inter, fonts.css), as in development.
        const withTheme = inlined
          .replace(new RegExp(`<link id="theme-link" rel="stylesheet" href="/${escape(theme)}"\\s*/?>`), '')
          .replace('</head>', '<link id="theme-link" rel="stylesheet" />\n  </head>');
        const { html: result, loader } = withAppLoader(withTheme);
        const loaderFile = `assets/start-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
        await writeFile(path.join(outDir, loaderFile), loader);
        await writeFile(
          indexPath,
          result.replace('</head>', `<script type="module" src="/${loaderFile}"></script>\n  </head>`),
        );
      },
    },
  };
}
