import { messages as en } from '../../../locales/email/en';
import { messages as es } from '../../../locales/email/es';
import { compileSource, type I18n, setupI18n } from '../../../shared/i18n-runtime';
import type { Locale } from '../../../shared/locale';

/*
 * The client's e-mails in their language (issue 17): the text runtime (decision 051) with a catalog of their own
 * (src/locales/email), so the pages never load them. This code runs under Node without the build's macros, so its messages
 * are written as descriptors with explicit ids (`i18n._({ id: 'email.…', message: '…' })`),
 * which `lingui extract` collects like the site's. The team's messages stay in English.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en }, compile: compileSource }),
  es: setupI18n({ locale: 'es', messages: { es }, compile: compileSource }),
};

export function emailI18n(locale: Locale): I18n {
  return instances[locale];
}
