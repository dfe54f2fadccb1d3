import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
