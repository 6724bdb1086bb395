import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// ADR 0025: lint enforces the architecture (ARCHITECTURE §1, STYLE "Layout shows the architecture").

const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * bulletproof-react: a feature never imports another feature; shared UI and helpers never import a
 * feature. Shared pieces move to components/ or lib/. Paths are resolved, so `../../x` counts too.
 */
const WEB_ZONES = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'a feature never imports another feature: move the shared piece to components/ or lib/',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'components/ and lib/ never import a feature: move the piece to components/ or lib/',
  },
];

const WEB_NEVER_IMPORTS_API = { group: ['**/apps/api/**', '@portal/api'], message: 'web never imports api' };

/**
 * Issue 35: a query is read through a hook in its feature's `api/` folder (or `lib/` when features share
 * it), with its key from `lib/query-keys.ts`; components and pages call those hooks.
 */
const QUERIES_IN_API = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useInfiniteQuery'],
  message: "read a query through a hook in the feature's api/ folder, its key from lib/query-keys.ts",
};

/** The API may not import the web app, whatever else a block restricts. */
const API_NEVER_IMPORTS_WEB = { group: ['**/apps/web/**', '@portal/web'], message: 'api never imports web' };

/**
 * Only repositories run queries: drizzle, the drivers and the schema stay behind `*.repository.ts`, db/
 * itself and the test kits. Everyone else gets data from a service that receives what it needs.
 */
const DATABASE_ACCESS = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '**/db/schema.js',
    '**/db/schema-*.js',
  ],
  message: 'only *.repository.ts files (and db/, the test kits) touch drizzle, the drivers or the schema',
};

/**
 * Opening the database is for the composition roots (server.ts, cli commands); the Db handle's type may be
 * passed through services to repositories, so type-only imports stay allowed.
 */
const DATABASE_CLIENT = {
  group: ['**/db/client.js'],
  allowTypeImports: true,
  message: 'only repositories, db/, the composition roots (server.ts, cli/) and test kits open the database',
};

/** packages/core is pure: no clock, no network (ARCHITECTURE §1, STYLE "Money and time"). */
const CORE_READS_NO_CLOCK = 'packages/core is pure: take `asOf` or a clock from the caller';
const CORE_USES_NO_NETWORK = 'packages/core does no I/O: the caller fetches and passes the data';
const CORE_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'navigator'].map((name) => ({
  name,
  message: CORE_USES_NO_NETWORK,
}));
const CORE_PROPERTIES = [
  { object: 'Date', property: 'now', message: CORE_READS_NO_CLOCK },
  { object: 'performance', property: 'now', message: CORE_READS_NO_CLOCK },
  { object: 'globalThis', property: 'fetch', message: CORE_USES_NO_NETWORK },
];

/**
 * Issue 35 (ADR 0024): dates, money and figures are printed by core's formatters, so a screen, an export
 * and the server write them alike. Intl and the locale-dependent toString methods stay in
 * packages/core/src/locale/; everyone else calls formatMoney, formatFigure, formatPercent,
 * formatSingaporeDate, formatLongDate, formatLocalClockTime or compareText from @portal/core.
 */
const CORE_LOCALE = 'packages/core/src/locale/**';
const USE_CORE_FORMATTERS =
  'print dates, money and figures with the formatters of @portal/core (core/src/locale)';
const LOCALE_GLOBALS = [{ name: 'Intl', message: USE_CORE_FORMATTERS }];
const LOCALE_PROPERTIES = [
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toDateString',
  'toTimeString',
  'toUTCString',
].map((property) => ({ property, message: USE_CORE_FORMATTERS }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/e2e/artifacts/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // web never imports api.
      'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_API] }],
      'import-x/no-restricted-paths': ['error', { zones: WEB_ZONES }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/features/*/api/**',
      'apps/web/src/lib/**',
      'apps/web/src/test/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: [QUERIES_IN_API], patterns: [WEB_NEVER_IMPORTS_API] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [API_NEVER_IMPORTS_WEB] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/test/**',
      '**/*.test.ts',
      // Composition roots: they open the database and hand it on.
      'apps/api/src/server.ts',
      'apps/api/src/cli/*-command.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [API_NEVER_IMPORTS_WEB, DATABASE_ACCESS, DATABASE_CLIENT] },
      ],
    },
  },
  {
    files: ['apps/api/src/server.ts', 'apps/api/src/cli/*-command.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [API_NEVER_IMPORTS_WEB, DATABASE_ACCESS] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-globals': ['error', ...LOCALE_GLOBALS],
      'no-restricted-properties': ['error', ...LOCALE_PROPERTIES],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/*'], message: 'core imports nothing of ours' },
            {
              group: [
                'node:*',
                'http',
                'https',
                'http2',
                'net',
                'tls',
                'dgram',
                'dns',
                'fs',
                'child_process',
              ],
              message: CORE_USES_NO_NETWORK,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...CORE_GLOBALS, ...LOCALE_GLOBALS],
      'no-restricted-properties': ['error', ...CORE_PROPERTIES, ...LOCALE_PROPERTIES],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CORE_READS_NO_CLOCK },
        { selector: "CallExpression[callee.name='Date']", message: CORE_READS_NO_CLOCK },
      ],
    },
  },
  {
    // e2e: an action acts as a user can. `force` skips Playwright's wait for the element to take the
    // pointer, so a click landed on spec 000 §4.2's loading overlay and was lost (CI, session 41).
    files: ['apps/web/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(click|dblclick|check|uncheck|tap|setChecked|hover|fill|selectOption)$/] ObjectExpression > Property[key.name='force']",
          message:
            'Let Playwright wait until the element takes the pointer, as a user would; do not force it.',
        },
      ],
    },
  },
  {
    // core's locale formatters: core's own rules, without the locale ones.
    files: [CORE_LOCALE],
    rules: {
      'no-restricted-globals': ['error', ...CORE_GLOBALS],
      'no-restricted-properties': ['error', ...CORE_PROPERTIES],
    },
  },
);
