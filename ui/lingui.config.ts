import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per language for the whole UI, in PO (what translators' tools read). English is the source:
// its words stay in the code (vite.config.ts keeps each message's text), and only the messages whose ICU
// syntax needs compiling come from a catalog (src/locales/source.json, made by scripts/i18n-source.mjs), so
// the first load grows by the library, not by a catalog. Arabic is a test catalog for right-to-left layout.
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
