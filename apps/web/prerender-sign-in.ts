import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  BOOT_LOADING_ID,
  BOOT_STORAGE_KEYS,
  SIGN_IN_BOOT_SCRIPT,
} from '../../packages/contracts/src/sign-in-boot';

/** The theme a signed-out page always shows (DEFAULT_UI_SETTINGS: light, blue). */
const DEFAULT_THEME_NAME = 'lara-light-blue';
const DEFAULT_THEME = `/${DEFAULT_THEME_NAME}/theme.css`;
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

type Markup = { signIn: string; pageLoading: string; toolPages: ToolPageModule[] };

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
    const { renderSignInMarkup, renderPageLoadingMarkup, toolPageModules } = (await server.ssrLoadModule(
      '/src/prerender/sign-in-markup.tsx',
    )) as {
      renderSignInMarkup: () => string;
      renderPageLoadingMarkup: () => string;
      toolPageModules: () => ToolPageModule[];
    };
    return {
      signIn: renderSignInMarkup(),
      pageLoading: renderPageLoadingMarkup(),
      toolPages: toolPageModules(),
    };
  } finally {
    await server.close();
    delete globals.localStorage;
    delete globals.sessionStorage;
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;
/** The scripts and stylesheets a page needs beside the app's entry, as the server sends them. */
export type ChunkFiles = { scripts: string[]; styles: string[] };

/** The chunk of the signed-in shell: the shell, the route table and what they import (ADR 0042). */
export const SIGNED_IN_CHUNK = 'signed-in';

/**
 * Issue 34 (ADR 0042): the build's chunks. Everything the entry imports statically is one file (the
 * automatic split made it sixteen, each a request a phone makes before the app can run), and so is the
 * signed-in shell with the route table and their imports (thirteen). The pages' chunks split as before,
 * so no page downloads another's code. For vite.config.ts (`build.rolldownOptions.output`).
 */
export const CODE_SPLITTING = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: SIGNED_IN_CHUNK, test: /src\/app\/(shell\/app-shell|routes)\.tsx$/, priority: 1 },
  ],
};

/** Issue 34 (ADR 0042): the chunk a comparison page asks for after its first paint (its results' code). */
export const AFTER_PAINT_CHUNK = /(^|\/)results-card-[\w-]+\.js$/;

/**
 * Issue 34 (ADR 0042): what a signed-in adviser's first page needs beside the app's entry: the shell
 * chunk always, and the page's own chunk for the pages an adviser most often opens first (a comparison
 * tool, the dashboard). The loader asks for them with the entry, so the page does not wait for the entry
 * to run before it asks for the shell, nor for the route table before it asks for the page. A page is
 * the regular expression of its paths and the modules of its chunks.
 */
export type FirstPage = { path: string; modules: string[] };
/** A comparison tool's route and the module of its definition (src/prerender/sign-in-markup.tsx). */
export type ToolPageModule = { route: string; module: string };

const TOOL_PAGES_MODULE = 'src/features/comparison/components/tool-pages.tsx';

const exactly = (paths: readonly string[]) =>
  `^(?:${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;

/**
 * The first pages the loader knows: each comparison tool's (its route from the contracts; the tool pages'
 * chunk and the tool's own) and '/'.
 */
export const firstPagesFor = (toolPages: readonly ToolPageModule[]): FirstPage[] => [
  ...toolPages.map(({ route, module }) => ({ path: exactly([route]), modules: [TOOL_PAGES_MODULE, module] })),
  { path: exactly(['/']), modules: ['src/features/home/components/home-page.tsx'] },
];

/** The manifest key of the chunk named `name` (a chunk group's). */
function keyOfChunk(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && k.endsWith('.js'));
  if (!key) throw new Error(`portal-prerender-sign-in: the build has no chunk named ${name}`);
  return key;
}

/** The files of the chunks at `keys` and of every chunk they import statically, less those in `known`. */
export function chunkFilesOf(
  manifest: Manifest,
  keys: readonly string[],
  known: ReadonlySet<string>,
): ChunkFiles {
  const files: ChunkFiles = { scripts: [], styles: [] };
  const seen = new Set<string>();
  const add = (list: string[], file: string) => {
    const href = `/${file}`;
    if (!known.has(href) && !list.includes(href)) list.push(href);
  };
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`portal-prerender-sign-in: the build's manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    add(files.scripts, chunk.file);
    for (const css of chunk.css ?? []) add(files.styles, css);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The built Lara themes by name (lara-light-blue: /assets/theme-….css) and where the app keeps its settings. */
export type Themes = { files: Record<string, string>; settingsKey: string; defaultName: string };

const LARA_THEME = /\/(lara-(?:light|dark)-\w+)\/theme\.css$/;

/** Issue 34 (ADR 0042): the Lara themes of the build, for the loader to ask for the adviser's with the app. */
export function themesOf(manifest: Manifest, settingsKey: string, defaultName: string): Themes {
  const files: Record<string, string> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const name = LARA_THEME.exec(source)?.[1];
    if (name) files[name] = `/${chunk.file}`;
  }
  if (!files[defaultName]) throw new Error(`portal-prerender-sign-in: the build has no ${defaultName} theme`);
  return { files, settingsKey, defaultName };
}

/**
 * Issue 34 (ADR 0042): the page asks for nothing before its first paint: a small loader in the HTML.
 * The app's entry script, its module preloads and its stylesheets leave the HTML for the loader, which asks for
 * them after the sign-in page's first paint (at once on any other page, whose HTML has no #boot by
 * then): otherwise they arrive within that first frame from a near server, and the browser runs the app
 * before it paints. The app starts once its stylesheets are there, as when they were in the HTML. For a
 * signed-in adviser it asks, beside the entry, for the shell's files and those of the first page if it
 * is one of `firstPages` (the entry's own files are left out of both).
 */
export function withAppLoader(
  html: string,
  signedIn: { manifest: Manifest; sessionKey: string; firstPages: readonly FirstPage[] } | null = null,
  themes: Themes | null = null,
): { html: string; loader: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('portal-prerender-sign-in: index.html has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const styles = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  if (styles.length === 0) throw new Error('portal-prerender-sign-in: index.html links no stylesheet');
  const known = new Set([entry, ...preloads, ...styles]);
  const shell = signedIn
    ? chunkFilesOf(signedIn.manifest, [keyOfChunk(signedIn.manifest, SIGNED_IN_CHUNK)], known)
    : null;
  const withShell = new Set([...known, ...(shell?.scripts ?? []), ...(shell?.styles ?? [])]);
  // The tools' pages share most of their files: each file is written once (FILES), a page names them
  // by their place in that list, so the loader stays small in the HTML every page downloads.
  const files: string[] = [];
  const placeOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const pages = signedIn
    ? signedIn.firstPages.map(({ path: pattern, modules }) => {
        const { scripts, styles } = chunkFilesOf(signedIn.manifest, modules, withShell);
        return { path: pattern, scripts: scripts.map(placeOf), styles: styles.map(placeOf) };
      })
    : [];
  const loader = [
    '// Issue 34 (ADR 0042): loads the app after the first paint of the sign-in page in the HTML (#boot),',
    '// at once anywhere else; for a signed-in adviser, the shell and the first page with it.',
    '// Written by the build (apps/web/prerender-sign-in.ts).',
    `const APP = ${JSON.stringify(entry)};`,
    `const PRELOADS = ${JSON.stringify(preloads)};`,
    `const STYLES = ${JSON.stringify(styles)};`,
    `const SESSION_KEY = ${JSON.stringify(signedIn?.sessionKey ?? null)};`,
    `const SHELL = ${JSON.stringify(shell)};`,
    `const FILES = ${JSON.stringify(files)};`,
    `const FIRST_PAGES = ${JSON.stringify(pages)};`,
    `const THEMES = ${JSON.stringify(themes?.files ?? {})};`,
    `const UI_SETTINGS_KEY = ${JSON.stringify(themes?.settingsKey ?? null)};`,
    `const DEFAULT_THEME = ${JSON.stringify(themes?.defaultName ?? null)};`,
    'function stylesheet(href) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'stylesheet';",
    '  link.href = href;',
    "  link.crossOrigin = '';",
    '  document.head.append(link);',
    '  return new Promise((done) => { link.onload = link.onerror = done; });',
    '}',
    '// The preloads go into the head in one insertion: each <link> appended on its own cost the main thread',
    "// about a millisecond before any file was asked for (the names are the build's own: no quoting needed).",
    'function preloads(files) {',
    "  const tag = ({ href, as, isCors = true }) => `<link rel=\"${as ? 'preload' : 'modulepreload'}\" href=\"${href}\"${as ? ` as=\"${as}\"` : ''}${isCors ? ' crossorigin' : ''}>`;",
    "  document.head.insertAdjacentHTML('beforeend', files.map(tag).join(''));",
    '}',
    '// The Lara theme the app links (src/app/theme/theme-link.ts themeNameFor) from the stored settings.',
    'function themeFile() {',
    '  try {',
    '    const settings = UI_SETTINGS_KEY && JSON.parse(localStorage.getItem(UI_SETTINGS_KEY));',
    "    const name = settings ? `lara-${settings.colorScheme === 'light' ? 'light' : 'dark'}-${settings.componentTheme}` : DEFAULT_THEME;",
    '    return THEMES[name] ?? THEMES[DEFAULT_THEME];',
    '  } catch (error) {',
    '    return THEMES[DEFAULT_THEME];',
    '  }',
    '}',
    'function isSignedIn() {',
    '  try {',
    '    return SESSION_KEY !== null && localStorage.getItem(SESSION_KEY) !== null;',
    '  } catch (error) {',
    '    return false;',
    '  }',
    '}',
    'function load() {',
    '  const styled = STYLES.map(stylesheet);',
    '  const files = [APP, ...PRELOADS].map((href) => ({ href }));',
    '  // The theme with the app, not after it: the app links it as it starts (the link is not CORS).',
    '  const theme = themeFile();',
    "  if (theme) files.push({ href: theme, as: 'style', isCors: false });",
    '  if (SHELL && isSignedIn()) {',
    '    const page = FIRST_PAGES.find((candidate) => new RegExp(candidate.path).test(location.pathname));',
    '    const pageFiles = page && { scripts: page.scripts.map((i) => FILES[i]), styles: page.styles.map((i) => FILES[i]) };',
    '    for (const { scripts, styles } of pageFiles ? [SHELL, pageFiles] : [SHELL]) {',
    "      files.push(...scripts.map((href) => ({ href })), ...styles.map((href) => ({ href, as: 'style' })));",
    '    }',
    '  }',
    '  preloads(files);',
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
        ) as Manifest;
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
        const { html: result, loader } = withAppLoader(
          withTheme,
          {
            manifest,
            sessionKey: BOOT_STORAGE_KEYS.session,
            firstPages: firstPagesFor(markup.toolPages),
          },
          themesOf(manifest, BOOT_STORAGE_KEYS.uiSettings, DEFAULT_THEME_NAME),
        );
        // In the HTML, not a file of its own: a file would be one more round trip before the entry is
        // asked for. The server allows it by its hash (apps/api platform/security-headers.ts).
        await writeFile(
          indexPath,
          result.replace('</head>', `<script type="module">${loader}</script>\n  </head>`),
        );
      },
    },
  };
}
