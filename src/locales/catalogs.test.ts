import { readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS } from '../shared/catalog-areas';

/*
 * The catalog test of issue 17. `npm run check` already fails when a text in the code is missing
 * from the catalogs (lingui check sync) or has no Spanish translation (lingui compile --strict);
 * this test adds what those do not look at: no English left in the Spanish catalog, and the same
 * placeholders and tags on both sides, so no value or link is lost in translation.
 */

/** Each message's key (context and id) and its text in one language. */
const read = (catalog: string, locale: string) => {
  const po = parsePoFile(readFileSync(new URL(`./${catalog}${locale}.po`, import.meta.url), 'utf8'));
  return new Map(po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '']));
};

/** Texts that are the same in both languages: names, and words Spanish takes from English as they are. */
const SAME_IN_SPANISH = new Set([
  'Stripper gram',
  'Burlesque',
  'Country',
  'Pop',
  'Rock',
  'Jazz',
  'R&B',
  'EDM',
  'Total',
  'Google Calendar',
  'Outlook',
]);

/** A compiled message (Lingui's compiler): text, or a list of text and arguments `[name, type?, options?]`. */
type Parts = string | (string | Argument)[];
type Argument = [string, string?, Record<string, Parts | number>?];

/** The ICU arguments of a message, plural and select ones too, as Lingui's own compiler reads them. */
function argumentsOf(parts: Parts | number | undefined): string[] {
  if (!Array.isArray(parts)) return [];
  return parts.flatMap((part) => {
    if (typeof part === 'string') return [];
    const [name, , options] = part;
    return [`{${name}}`, ...Object.values(options ?? {}).flatMap(argumentsOf)];
  });
}

/** `{name}` arguments and `<0>`…`</0>` tags, each once, sorted. */
function placeholders(message: string): string[] {
  const args = argumentsOf(compileMessage(message) as Parts);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...args, ...tags])].sort();
}

// The common catalog, each page feature's, and the e-mails' (whose messages have explicit ids:
// the English is the en text).
describe.each(['', ...CATALOG_AREAS.map((area) => `${area}/`), 'email/'])('the message catalog %s', (catalog) => {
  const en = read(catalog, 'en');
  const es = read(catalog, 'es');
  const english = (key: string) => en.get(key) || (key.split('\u0004')[1] ?? '');

  it('have the same messages in English and Spanish, each with a translation', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    const untranslated = [...es].filter(([, translation]) => translation.trim() === '').map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('leave no English text in the Spanish catalog', () => {
    const left = [...es]
      .map(([key, translation]) => ({ source: english(key), translation }))
      .filter(({ source, translation }) => translation === source && /[a-z]{2}/i.test(source))
      .filter(({ source }) => !SAME_IN_SPANISH.has(source))
      .map(({ source }) => source);
    expect(left).toEqual([]);
  });

  it('keep every placeholder and tag of the English text in the Spanish one', () => {
    const mismatched = [...es]
      .map(([key, translation]) => ({ source: english(key), translation }))
      .filter(({ source, translation }) => placeholders(source).join() !== placeholders(translation).join())
      .map(({ source, translation }) => `${source} → ${translation}`);
    expect(mismatched).toEqual([]);
  });
});
