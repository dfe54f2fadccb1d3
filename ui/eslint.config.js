import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundary rule (as bulletproof-react draws it): a feature imports only from components/, lib/, npm
// packages and itself; components/ and lib/ import no feature; app/ alone composes features. Shared code a
// second feature needs moves down to components/ (it renders) or lib/ (it does not).
const FEATURES_DIR = fileURLToPath(new URL('src/features', import.meta.url));
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folders under src/features/<feature>/, by depth (0: the feature's own top level). */
function depthsOf(dir, depth = 0) {
  const below = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Math.max(depth, ...below.map((entry) => depthsOf(`${dir}/${entry.name}`, depth + 1)));
}

const appOrOtherFeature = (feature) => ({
  regex: `^@/(app(/|$)|features/(?!${escape(feature)}(/|$)))`,
  message: `A feature imports only from @/components, @/lib and itself (@/features/${feature}); move what two features share down to components/ or lib/, and compose features in app/.`,
});

// One block per feature and folder depth: a relative path climbing more folders than the file sits deep
// leaves the feature, whatever it names after that.
const featureBoundaries = FEATURES.flatMap((feature) =>
  Array.from({ length: depthsOf(`${FEATURES_DIR}/${feature}`) + 1 }, (_, depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appOrOtherFeature(feature),
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: `This relative path leaves the feature folder (src/features/${feature}); import shared code from @/components or @/lib.`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  // schema.d.ts is generated from the OpenAPI document (npm run api-types); it is checked, not edited.
  {
    ignores: [
      'dist',
      'test-results',
      'playwright-report',
      'e2e/artifacts',
      'lighthouse-reports',
      'src/lib/api/schema.d.ts',
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Labels are tied to controls by id through our Input components, which the rule cannot follow.
      'jsx-a11y/label-has-associated-control': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  ...featureBoundaries,
  // Every word a reader sees goes through the catalogs (src/lib/i18n.ts): a string literal or JSX text that
  // is neither a message (t``, <Trans>, msg``) nor plainly not prose fails here. What is ignored is what a
  // reader never sees: class lists, ids, paths, query keys, storage keys, event names, log lines.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/lib/api/schema.d.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // No letters; a single lower-case token (a key, a path, an enum value); an upper-case constant.
          ignore: ['^[^A-Za-z]*$', '^[a-z][a-zA-Z0-9_.:/#?=&-]*$', '^[A-Z0-9_]+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|.*ClassName|.*Classes|variant|size|type|id|to|href|src|key|name|role|method|mode|autoComplete|inputMode|rel|target|as|tone|icon|kind|status|align|side|placement|accept|encType|form|htmlFor|lang|dir|pattern|d|viewBox|fill|stroke|xmlns|data-.*|aria-controls|aria-describedby|aria-labelledby|aria-live|aria-haspopup|aria-current|dataKey|stackId|layout|strokeDasharray|orientation|location)$',
              },
            },
          ],
          ignoreFunctions: [
            'cn',
            'buttonClasses',
            'console.*',
            'Error',
            'URLSearchParams',
            'URL',
            'fetch',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setAttribute',
            '*.getAttribute',
            '*.setProperty',
            'navigate',
            'Intl.*',
            // lib/format's cached Intl formatters: their arguments are Intl options.
            'dateFormat',
            'numberFormat',
            'matchMedia',
            'Event',
            'CustomEvent',
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
              message: 'components/ and lib/ sit below the features and the app, so they import neither.',
            },
          ],
        },
      ],
    },
  },
);
