import {
  APP_FILES_ELEMENT_ID,
  BUSINESS_ELEMENT_ID,
  type PageHead,
  QUERY_STATE_ELEMENT_ID,
  type RenderResult,
} from '../../client/ssr-contract';
import type { BusinessIdentity } from '../../shared/business';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale, localizedPath } from '../../shared/locale';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON placed inside a <script> element: '<' is escaped so no value can close the element
 * ('</script>') or open a comment, and U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const URL_KEYS = new Set(['url', '@id', 'image', 'logo']);

/** Pages know only paths; structured data needs absolute URLs, so site-relative ones get PUBLIC_URL. */
export function absolutizeUrls(value: unknown, publicUrl: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutizeUrls(v, publicUrl));
  if (value === null || typeof value !== 'object') return value;
  const absolute = (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? publicUrl + v : v);
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (!URL_KEYS.has(key)) return [key, absolutizeUrls(v, publicUrl)];
      return [key, Array.isArray(v) ? v.map(absolute) : absolute(v)];
    }),
  );
}

/**
 * The page's head. Pages name their canonical path without a language; here it becomes the
 * page's own language's URL, with hreflang alternates for both languages and x-default (English).
 */
export function headTags(head: PageHead | undefined, publicUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  if (!head) return '';
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.canonicalPath) {
    const url = (l: Locale) => escapeHtml(publicUrl + localizedPath(l, head.canonicalPath ?? '/'));
    tags.push(`<link rel="canonical" href="${url(locale)}" />`);
    if (!head.noindex) {
      for (const l of LOCALES) tags.push(`<link rel="alternate" hreflang="${l}" href="${url(l)}" />`);
      tags.push(`<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE)}" />`);
    }
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<meta property="og:locale" content="${INTL_LOCALE[locale].replace('-', '_')}" />`);
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(absolutizeUrls(head.jsonLd, publicUrl))}</script>`);
  }
  return tags.join('\n    ');
}

export type HtmlTemplate = (page: RenderResult) => string;

/** React's preloads (the main photo's, for one) as it writes them at the start of a rendered page. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * Moves the preload links React wrote at the top of the page into the head, before the inline
 * stylesheet: the browser then asks for the page's main photo while the rest of the document is
 * still arriving, not after 50 KB of CSS. React finds them there when it hydrates.
 */
function hoistPreloads(html: string): { preloads: string; body: string } {
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return { preloads, body: html.slice(preloads.length) };
}

/** What a page's HTML carries besides the page itself. */
export type TemplateOptions = {
  publicUrl: string;
  business: BusinessIdentity;
  /** Script files the app needs on a page with these lazy modules (module-preload.ts); none in development. */
  appFiles?: (modules: readonly string[]) => string[];
  /** Stylesheets a page with these lazy modules needs beyond the inline one (module-preload.ts). */
  stylesheets?: (modules: readonly string[]) => string[];
  /**
   * The error beacon's script (decision 047), only when ERROR_REPORTING_DSN is set: in the head,
   * before the app's entry, so it runs first and sees the app's errors.
   */
  errorBeacon?: string;
};

/** Compiles index.html (as Vite built it) into a function that places a rendered page in it. */
export function compileTemplate(
  source: string,
  { publicUrl, business, appFiles = () => [], stylesheets = () => [], errorBeacon }: TemplateOptions,
): HtmlTemplate {
  for (const marker of ['<html lang="en">', '<!--app-head-->', '<!--app-html-->', '<!--app-state-->']) {
    if (!source.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
  }
  const [beforeLang = '', afterLang = ''] = source.split('<html lang="en">');
  const [beforeHead = '', afterHead = ''] = afterLang.split('<!--app-head-->');
  const [beforeHtml = '', afterHtml = ''] = afterHead.split('<!--app-html-->');
  const [beforeState = '', afterState = ''] = afterHtml.split('<!--app-state-->');
  const headClose = beforeHtml.indexOf('</head>');
  if (headClose < 0) throw new Error('index.html lacks </head> after the <!--app-head--> marker');
  const headRest = beforeHtml.slice(0, headClose);
  const headEnd = beforeHtml.slice(headClose);
  const businessScript = `<script id="${BUSINESS_ELEMENT_ID}" type="application/json">${jsonForScript(business)}</script>`;
  const beaconScript = errorBeacon
    ? `\n    <script type="module" fetchpriority="low" src="${escapeHtml(errorBeacon)}"></script>`
    : '';
  return (page) => {
    const { preloads, body } = hoistPreloads(page.html);
    return (
      beforeLang +
      `<html lang="${page.locale}">` +
      beforeHead +
      preloads +
      headTags(page.head, publicUrl, page.locale) +
      beaconScript +
      headRest +
      // After the inline sheet: where both set a property, the later sheet wins, as in one sheet.
      stylesheets(page.modules)
        .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n  `)
        .join('') +
      headEnd +
      body +
      beforeState +
      `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script>` +
      businessScript +
      `<script id="${APP_FILES_ELEMENT_ID}" type="application/json">${jsonForScript(appFiles(page.modules))}</script>` +
      afterState
    );
  };
}
