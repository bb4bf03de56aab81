import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/** Who may import whom: scopes keep skins apart, types keep layers in order, runtimes keep Node off the DOM. */
const depConstraints = [
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:casino', onlyDependOnLibsWithTags: ['scope:casino', 'scope:shared'] },
  { sourceTag: 'scope:slot', onlyDependOnLibsWithTags: ['scope:slot', 'scope:shared'] },
  { sourceTag: 'scope:sportsbook', onlyDependOnLibsWithTags: ['scope:sportsbook', 'scope:shared'] },
  { sourceTag: 'scope:minigame', onlyDependOnLibsWithTags: ['scope:minigame', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  // The staff's back office: the shared libs only (which of them: backofficeImports below).
  { sourceTag: 'scope:backoffice', onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'] },
  // The demo game studio is a third party: it shares no code with the platform or the sites.
  { sourceTag: 'scope:studio', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:psp', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'] },
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'],
  },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
  // Runtimes: nothing that runs in Node imports a browser lib, and runtime-neutral libs import neither side.
  { sourceTag: 'runtime:node', onlyDependOnLibsWithTags: ['runtime:node', 'runtime:isomorphic'] },
  { sourceTag: 'runtime:browser', onlyDependOnLibsWithTags: ['runtime:browser', 'runtime:isomorphic'] },
  { sourceTag: 'runtime:isomorphic', onlyDependOnLibsWithTags: ['runtime:isomorphic'] },
];

/** Routing comes from @wl/router: one router instance, and only the used part of it in the bundles. */
const routerImports = [
  { name: 'react-router-dom', message: 'Import routing from @wl/router.' },
  { name: 'react-router', message: 'Import routing from @wl/router.' },
];

/**
 * Translation hooks come from @wl/i18n in every federated container: the page's one i18next binding, and
 * only the used part of react-i18next in the bundles (the back office is not federated and imports it).
 */
const i18nImports = [{ name: 'react-i18next', message: 'Import useTranslation from @wl/i18n.' }];
const i18nOwners = ['libs/i18n/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}'];

/** Test helpers never reach a bundle: only specs and testing folders may use them. */
const testingImports = [
  { name: '@wl/testing', message: 'Test helpers are for *.spec files and testing folders only.' },
  { name: '@wl/sportsbook/testing', message: 'Test helpers are for *.spec files and testing folders only.' },
];
const specFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'];

/** The back office's client calls: only apps/backoffice imports them, so no player page carries them. */
const backofficeOnly = {
  name: '@wl/api/backoffice',
  message: 'The back-office calls are for apps/backoffice only.',
};

/**
 * The shared libs the back office may use: the contract's types, the client, the UI components, i18n and
 * the router (and the test helpers in specs). Nothing of the player's stores or screens.
 */
const backofficeImports = {
  group: [
    '@wl/*',
    '!@wl/contract',
    '!@wl/contract/errors',
    '!@wl/api',
    '!@wl/api/backoffice',
    '!@wl/ui',
    '!@wl/i18n',
    '!@wl/router',
    '!@wl/testing',
  ],
  message: 'The back office uses @wl/contract (types), @wl/api, @wl/ui, @wl/i18n and @wl/router only.',
};

export default [
  { ignores: ['**/dist', '**/node_modules', '.nx', 'tmp', 'coverage', 'test-results', 'playwright-report'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints,
          // Reached by a dynamic import from the first view's code, and imported statically only by modules
          // that are lazy chunks themselves (a player's header, the member pages): the byte budget test
          // catches a static import on a guest's first visit.
          checkDynamicDependenciesExceptions: ['@wl/member', '@wl/wallet'],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...routerImports, ...i18nImports] }] },
  },
  {
    // Test helpers never reach a bundle: only specs and testing folders may use them.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    ignores: [...specFiles, 'libs/testing/**', 'libs/router/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...routerImports, ...i18nImports, ...testingImports] }],
    },
  },
  {
    // The i18n lib wraps react-i18next, and the back office (not federated) imports it directly.
    files: [...i18nOwners],
    rules: { 'no-restricted-imports': ['error', { paths: routerImports }] },
  },
  {
    files: [...i18nOwners],
    ignores: specFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [...routerImports, ...testingImports] }] },
  },
  {
    // The typed rule (not the core one) so that the path lists above stay in force for these files.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    ignores: ['apps/backoffice/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [backofficeOnly] }] },
  },
  {
    files: ['apps/backoffice/src/**/*.ts', 'apps/backoffice/src/**/*.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [backofficeImports] }] },
  },
  {
    // Outside its specs, the back office takes only types from the contract: one value of it brings zod and
    // every schema into the staff's bundle (about 160 KB gzip).
    files: ['apps/backoffice/src/**/*.ts', 'apps/backoffice/src/**/*.tsx'],
    ignores: ['apps/backoffice/src/**/*.spec.ts', 'apps/backoffice/src/**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [backofficeImports],
          paths: [
            {
              name: '@wl/contract',
              allowTypeImports: true,
              message:
                'Type imports only: a value of @wl/contract brings zod and every schema into the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // Skins compose feature libs: a remote reads stores through their hooks and never calls the client.
    // The typed rule (not the core one) so that the path lists above stay in force for these files.
    files: [
      'apps/template-casino/src/**/*.{ts,tsx}',
      'apps/template-slot/src/**/*.{ts,tsx}',
      'apps/template-sportsbook/src/**/*.{ts,tsx}',
      'apps/minigame/src/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@wl/api',
              message: "Skins compose features; calls go through a feature lib's store.",
              allowTypeImports: true,
            },
            backofficeOnly,
          ],
        },
      ],
    },
  },
  {
    // The platform's ledger is reached through its index only: balances change through a posting function
    // named for its kind, and its tables are written by the ledger alone. The typed rule (not the core one)
    // so that the path lists above stay in force for these files.
    files: ['libs/platform/src/**/*.ts'],
    ignores: ['libs/platform/src/lib/players/ledger/**', 'libs/platform/src/lib/players/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [backofficeOnly],
          patterns: [
            {
              group: ['**/ledger/*', '!**/ledger/index'],
              message: 'Import the ledger from its index (players/ledger); post through ledger.post.<kind>.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              importNames: ['ledgerAccounts', 'ledgerEntries', 'ledgerTransactions'],
              message: 'Only the ledger reads and writes its tables; use the LedgerService.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs', 'tools/**/*.js', 'apps/*/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
];
