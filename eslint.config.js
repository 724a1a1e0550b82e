import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Boundaries between sibling folders ("units": the admin app's features, the API's modules).
 * A path pattern cannot tell `../../users/api/x` (a sibling feature, seen from a component
 * folder) from `../../components/x`, so this rule resolves every relative import against the
 * importing file and matches the repository path it lands on. Each boundary names, with regular
 * expressions over repository paths, the files it applies to (`from`) and what they may not
 * import (`to`); when both capture a `unit`, imports within the same unit are allowed.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay out of the places a folder may not reach.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'string' },
            to: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['from', 'to', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const boundaries = context.options[0]
      .map(({ from, to, message }) => ({ from: new RegExp(from).exec(file), to, message }))
      .filter((boundary) => boundary.from !== null);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), source.value);
      for (const { from, to, message } of boundaries) {
        const reached = new RegExp(to).exec(target);
        if (reached === null) continue;
        const unit = reached.groups?.unit;
        if (unit !== undefined && unit === from.groups?.unit) continue;
        context.report({ node: source, message });
      }
    };
    if (boundaries.length === 0) return {};
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'artifacts/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/**', 'apps/api/src/testing/**'],
    rules: {
      // Configuration is parsed once at boot (src/config); nothing else reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from Config.' },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message: 'lib/ is shared by every module and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/features/**/*.{ts,tsx}'],
    rules: {
      // Relative imports are checked, resolved, by local/import-boundaries below.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '!./**', '!../**'],
              message: 'Features must not import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/admin/src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      // The API's layers, bottom up: lib/, db/, config/ → modules/<area>/ → plugins/ → app.ts.
      // Each imports only below it (or within its own module), so none can close a cycle; the
      // cycles a module folder could still make with another are caught by import-cycles.test.ts.
      // Tests sit outside the layers (a module's test may build the whole app).
      'local/import-boundaries': [
        'error',
        [
          {
            from: '^apps/api/src/modules/(?<unit>[^/]+)/',
            to: '^apps/api/src/modules/(?<unit>[^/]+)/(.+/)?[^/]+\\.repository(\\.[jt]s)?$',
            message:
              "A module never imports another module's repository; share the query under db/ or call that module's service.",
          },
          {
            from: '^apps/api/src/plugins/',
            to: '^apps/api/src/modules/[^/]+/(.+/)?[^/]+\\.repository(\\.[jt]s)?$',
            message:
              "A plugin never imports a module's repository; call that module's service, or take the row type from db/schema.",
          },
          {
            from: '^apps/api/src/modules/(?!.*\\.test\\.ts$)',
            to: '^apps/api/src/plugins(/|$)',
            message:
              'Modules never import plugins/: plugins wire modules into the app and import their services. What a route needs of the request comes through its handler, modules/auth/identity.ts or lib/.',
          },
          {
            from: '^apps/api/src/(lib|db|config)/(?!.*\\.test\\.ts$)',
            to: '^apps/api/src/(modules|plugins)(/|$)',
            message:
              'lib/, db/ and config/ sit under every module and plugin and import none of them.',
          },
          {
            from: '^apps/api/src/db/',
            to: '^apps/api/src/lib/app-error(\\.[jt]s)?$',
            message:
              'db/ throws no HTTP errors: return a result or throw a plain error, and let the service decide the answer (lib/conflict-on-duplicate.ts maps a duplicate to 409).',
          },
          {
            from: '^apps/admin/src/features/(?<unit>[^/]+)/',
            to: '^apps/admin/src/features/(?<unit>[^/]+)(/|$)',
            message:
              'Features must not import each other; shared code lives in components/, lib/ and utils/.',
          },
          {
            from: '^apps/admin/src/features/',
            to: '^apps/admin/src/app(/|$)',
            message: 'Features must not import the app shell (app/); the app imports features.',
          },
        ],
      ],
    },
  },
  prettier,
);
