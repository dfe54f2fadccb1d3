import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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
