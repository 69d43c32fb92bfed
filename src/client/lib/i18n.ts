import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LOCALE_BASE, type Locale } from '../../shared/locale';

/*
 * The page's language (decision 026). Each language's compiled catalog is its own chunk: a page
 * loads only its language's. The server makes one i18n instance per request, the browser one for
 * the page, both before rendering, so server and browser render the same words.
 */

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en'),
  es: () => import('../../locales/es'),
};

/** The catalogs' source modules (build-manifest keys): the server preloads the page's one. */
export const CATALOG_MODULES: Record<Locale, string> = { en: 'src/locales/en.ts', es: 'src/locales/es.ts' };

export async function createI18n(locale: Locale): Promise<I18n> {
  const { messages } = await CATALOGS[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** The router's base for a language: wouter then resolves every link and route inside it. */
export const routerBase = (locale: Locale) => LOCALE_BASE[locale];
