import { readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

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
const SAME_IN_SPANISH = new Set(['Stripper gram', 'Burlesque', 'Country', 'Pop', 'Rock', 'Jazz', 'R&B', 'EDM', 'Total']);

/** `{name}` arguments (plural/select ones too) and `<0>`…`</0>` tags, sorted. */
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...args, ...tags].sort();
}

// The site's catalog, and the e-mails' (whose messages have explicit ids: the English is the en text).
describe.each(['', 'email/'])('the message catalog %s', (catalog) => {
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
