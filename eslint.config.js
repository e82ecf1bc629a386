import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './web/eslint/feature-boundaries.ts';

// Every "now" comes from an injected Clock (core/src/clock/clock.ts), so a test can fix it; tests too.
const clockRules = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Take the time from a Clock (core/src/clock): clock.now().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Take the time from a Clock (core/src/clock): clock.now().',
  },
];

export default tseslint.config(
  {
    ignores: [
      'tests/support/lint-fixtures/**',
      '**/dist/**',
      '**/node_modules/**',
      'server/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` array and a string union.' },
        ...clockRules,
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error; a switch over a union handles every member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.config.ts', 'core/*.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The one place that reads the system clock.
    files: ['core/src/clock/clock.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` array and a string union.' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'cli/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // core runs in the browser too: nothing Node-only, and no imports from the other workspaces.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '@tracker/server', '@tracker/web', '@tracker/cli', 'react'] }],
    },
  },
  {
    // Dates are the calendar only: a rule that belongs to a resource (a journey's length, a trial's
    // months) lives in that resource's folder and calls into dates, never the other way round.
    files: ['core/src/dates/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@tracker/server', '@tracker/web', '@tracker/cli', 'react'], message: 'core runs in the browser too.' },
            {
              group: ['../*', '!../clock'],
              message: 'core/src/dates imports no domain (only the clock): put the rule in its resource folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers of the server: a resource shapes a row into its document, and a repository reads and
    // writes rows; neither calls a service (services call them), so neither may import one.
    files: ['server/src/resources/**/*.ts', 'server/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services', '**/services/**'],
              message: 'Resources and repositories never import services: move the shared piece down into resources/ or core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Query keys grow from their resource's root in web/src/api/query-keys.ts; a key spelled as a
    // string elsewhere drifts from the one its mutations refresh.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/api/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` array and a string union.' },
        ...clockRules,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression > Literal:first-child",
          message: "Build query keys from their root: queryKeys.<resource> (web/src/api/query-keys.ts) or the resource's queries.",
        },
      ],
    },
  },
  {
    // The web console's areas stay apart (see the rule); tests and the shell's route table are where they meet.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { tracker: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'tracker/feature-boundaries': [
        'error',
        {
          root: path.join(import.meta.dirname, 'web/src'),
          // The company's screen shows the area's table or picker, and the area picks companies with
          // the companies search (which offers groups too) or names one by its query: the search
          // and a company's name belong in a shared picker, then these go (issue 22). No new one.
          allowedEdges: ['emails', 'groups', 'journeys'].map((from) => ({
            from,
            to: 'companies',
            reason: 'uses the companies search or a company by its query, and the company screen shows this area',
          })),
        },
      ],
    },
  },
);
