import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The one-way import rule of architecture.md: lib, components/ui, data -> entities -> features -> app.
// A feature may not reach into another feature; mocks see lib, data and the entities' pure rules.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const upward = { group: ['../../*', '../../../*'], message: 'Import across folders with the @/ alias.' };
// Its styled entry injects its stylesheet from script, and a second entry would be a second toast store:
// react-toastify/unstyled only, its CSS imported once with the container (src/app/toasts.tsx).
const styledToasts = {
  regex: '^react-toastify$',
  message: "Import 'react-toastify/unstyled' (one toast store; its CSS loads with the container).",
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [upward, styledToasts, ...patterns] }],
});
const noApp = {
  group: ['@/app/*', '@/app/**'],
  message: 'Only app/ composes features; nothing imports app/.',
};
const noFeatures = {
  group: ['@/features/*', '@/features/**'],
  message: 'Shared code cannot depend on a feature.',
};
const noEntities = {
  group: ['@/entities/*', '@/entities/**'],
  message:
    'lib, components/ui and data are below the entities: move the shared piece down, or into the entity.',
};
const noMocks = {
  group: ['@/mocks/*', '@/mocks/**'],
  message: 'The demo API is reached over HTTP, never imported.',
};

export default tseslint.config(
  { files: ['*.js', 'scripts/**/*.mjs', 'tests/**/*.mjs'], languageOptions: { globals: globals.node } },
  { ignores: ['dist', 'dist-*', 'node_modules', 'public', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server and URL data is rendered as text, never as HTML.',
        },
      ],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(noApp, noMocks) },
  {
    files: ['src/lib/**', 'src/components/**', 'src/data/**'],
    rules: restrict(noApp, noFeatures, noEntities, noMocks),
  },
  { files: ['src/entities/**'], rules: restrict(noApp, noFeatures, noMocks) },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: restrict(noApp, noMocks, {
      group: ['@/features/*', `!@/features/${name}`, '@/features/*/**', `!@/features/${name}/**`],
      message:
        'A feature does not import another feature; move what both need into entities, lib or components/ui.',
    }),
  })),
  {
    files: ['src/mocks/**'],
    rules: restrict(noApp, noFeatures, {
      group: ['@/components/*', '@/components/**'],
      message: 'Mocks see only lib, data and the entities.',
    }),
  },
  {
    files: ['src/app/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward, styledToasts] }] },
  },
  { files: ['tests/**'], rules: { 'no-restricted-imports': 'off' } },
);
