import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per language for the whole UI, in PO (what translators' tools read). English is the source:
// its words stay in the code, compiled at build time where they need it (scripts/lingui-inline-source.mjs),
// so an English reader loads no catalog. Arabic is a test catalog for right-to-left layout.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'sq', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/lib/api/schema.d.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
