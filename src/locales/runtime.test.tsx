import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n as linguiI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider as LinguiProvider, Trans as LinguiTrans } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans } from '../client/lib/i18n-react';
import { compileSource, setupI18n } from '../shared/i18n-runtime';

/*
 * The site's own text runtime (decision 051) against Lingui's, which it replaces on the pages:
 * every text of every catalog, English and Spanish, source and translation, with its placeholders
 * filled and its tags turned into elements, must come out the same from both.
 */

const LOCALES = import.meta.dirname;
const poFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? poFiles(join(dir, entry.name)) : entry.name.endsWith('.po') ? [join(dir, entry.name)] : [],
  );

/** Every text in the catalogs (msgid and msgstr), with the language it is in. */
const TEXTS = poFiles(LOCALES).flatMap((file) => {
  const locale = file.endsWith('es.po') ? 'es' : 'en';
  return parsePoFile(readFileSync(file, 'utf8')).items.flatMap((item) =>
    [item.msgid, item.msgstr[0] ?? ''].filter(Boolean).map((text) => ({ file, locale, text })),
  );
});

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))];
const valuesOf = (text: string) => Object.fromEntries(placeholders(text).map((name, i) => [name, `‹${name}:${i}›`]));
const tagsOf = (text: string) => [...new Set([...text.matchAll(/<(\d+)\/?>/g)].map((m) => m[1] ?? ''))];

describe('the text runtime', () => {
  it('reads the catalogs', () => {
    expect(TEXTS.length).toBeGreaterThan(1_500);
    expect(TEXTS.some((t) => placeholders(t.text).length > 0)).toBe(true);
    expect(TEXTS.some((t) => tagsOf(t.text).length > 0)).toBe(true);
  });

  it("fills every catalog text's placeholders as Lingui does, compiled and from source", () => {
    for (const { locale, text } of TEXTS) {
      const values = valuesOf(text);
      const compiled = compileMessage(text);
      const lingui = linguiI18n({ locale, messages: { [locale]: { x: compiled } } });
      const expected = lingui._('x', values);
      const ours = setupI18n({ locale, messages: { [locale]: { x: compiled } }, compile: compileSource });
      expect(ours._('x', values), text).toBe(expected);
      expect(ours._({ id: 'not in the catalog', message: text, values }), text).toBe(expected);
      expect(compileSource(text), text).toEqual(compiled);
    }
  });

  it('renders every text with tags into the same elements as Lingui', () => {
    for (const { locale, text } of TEXTS.filter((t) => tagsOf(t.text).length > 0)) {
      const values = valuesOf(text);
      const components = Object.fromEntries(tagsOf(text).map((tag) => [tag, <b key={tag} data-tag={tag} />]));
      const messages = { [locale]: { x: compileMessage(text) } };
      const expected = renderToStaticMarkup(
        <LinguiProvider i18n={linguiI18n({ locale, messages })}>
          <LinguiTrans id="x" values={values} components={components} />
        </LinguiProvider>,
      );
      const ours = renderToStaticMarkup(
        <I18nProvider i18n={setupI18n({ locale, messages })}>
          <Trans id="x" values={values} components={components} />
        </I18nProvider>,
      );
      expect(ours, text).toBe(expected);
      expect(ours).toContain('data-tag');
    }
  });

  it('renders nested, repeated and self-closing tags and element values as Lingui does', () => {
    const cases = [
      'Call <0>us</0> at {phone}, {name}',
      '<0>Read <1>the terms</1> first</0> and <2/> then {name}.',
      'Before <1/> between <0>one</0> and <0>again</0> after',
      '<0></0> empty, <3>unknown</3> tag',
      'no tags, only {phone}',
      'a tag the code lacks: <7>its text stays</7>.',
    ];
    const values = { phone: <a href="tel:+13055550100">305-555-0100</a>, name: 'Ana' };
    const components = { 0: <em />, 1: <strong>kept</strong>, 2: <br /> };
    for (const text of cases) {
      const messages = { en: { x: compileMessage(text) } };
      const expected = renderToStaticMarkup(
        <LinguiProvider i18n={linguiI18n({ locale: 'en', messages })}>
          <LinguiTrans id="x" values={values} components={components} />
        </LinguiProvider>,
      );
      const ours = renderToStaticMarkup(
        <I18nProvider i18n={setupI18n({ locale: 'en', messages })}>
          <Trans id="x" values={values} components={components} />
        </I18nProvider>,
      );
      expect(ours, text).toBe(expected);
    }
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: { x: compileMessage(cases[0] ?? '') } } })}>
          <Trans id="x" values={values} components={components} />
        </I18nProvider>,
      ),
    ).toBe('Call <em>us</em> at <a href="tel:+13055550100">305-555-0100</a>, Ana');
  });

  it('quotes as ICU does and leaves a missing value out', () => {
    const i18n = setupI18n({ locale: 'en', compile: compileSource });
    expect(i18n._({ id: 'a', message: "It''s '{literal}' and {name}" }, { name: 'Ana' })).toBe(
      "It's {literal} and Ana",
    );
    expect(i18n._({ id: 'b', message: "Don't wait, {name}" })).toBe("Don't wait, ");
    expect(i18n._('no such id')).toBe('no such id');
    // As in the pages' production build: without the source reader an id not in a catalog shows as is.
    expect(setupI18n({ locale: 'en' })._({ id: 'x1', message: 'Hello {name}' }, { name: 'Ana' })).toBe('x1');
  });

  it('refuses a plural, select, number or date at once: the pages choose with byCount', () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { p: compileMessage('{n, plural, one {# day} other {# days}}') } },
    });
    expect(() => i18n._('p', { n: 2 })).toThrow(/ICU format/);
    expect(() => compileSource('{n, number}')).toThrow(/Only \{name\} placeholders/);
  });

  it('tells the provider when a catalog is loaded into it', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
    let changes = 0;
    const stop = i18n.on('change', () => changes++);
    i18n.load('es', { y: ['Hola ', ['name']] });
    expect(i18n._('y', { name: 'Ana' })).toBe('Hola Ana');
    stop();
    i18n.load('es', { z: ['Otra'] });
    expect(changes).toBe(1);
  });
});
