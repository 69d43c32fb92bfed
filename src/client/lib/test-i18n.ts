import { compileSource, setupI18n, type Texts } from '../../shared/i18n-runtime';

/**
 * An English i18n instance for component tests (render inside <I18nProvider>): no catalog, the
 * source texts the macros keep outside production builds, compiled as they are used.
 */
export function testI18n(): Texts {
  return setupI18n({ locale: 'en', messages: { en: {} }, compile: compileSource });
}
