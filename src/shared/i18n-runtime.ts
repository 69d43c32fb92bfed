/*
 * The runtime of the site's texts (decision 051): what Lingui's macros call (`i18n._`, through
 * `useLingui` and `<Trans>`, lingui.config.ts's runtimeConfigModule) and what the e-mails use.
 * Lingui's own runtime (@lingui/core) also formats ICU plurals, selects, numbers and dates, about
 * 3 KB gzip on every public page; the site's messages hold text and `{name}` placeholders only
 * (plurals choose between two texts with `byCount`, numbers and dates are formatted before they
 * go in), so this does that and no more, and refuses anything else at once. Its output is checked
 * against Lingui's for every message of every catalog (src/locales/runtime.test.tsx).
 */

/** A compiled catalog (`lingui compile` writes text as strings and placeholders as `[name]`). */
export type Messages = Readonly<Record<string, unknown>>;
export type Values = Readonly<Record<string, unknown>>;
/** What the `msg` macro makes: the id, and outside production builds the English source text. */
export type MessageDescriptor = { id: string; message?: string; comment?: string; values?: Values };

type Token = string | readonly [name: string];

const own = (object: Values | undefined, key: string): unknown =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

/**
 * A source text as the macros keep it outside production builds (component tests, an id not yet
 * in a catalog): ICU's quoting (`''` is one apostrophe, `'{…}'` literal braces) and `{name}`.
 */
export function compileSource(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "'" && next === "'") {
      text += "'";
      i++;
    } else if (c === "'" && (next === '{' || next === '}')) {
      const end = source.indexOf("'", i + 1);
      text += source.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? source.length : end;
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      const name = source.slice(i + 1, end).trim();
      if (end < 0 || !/^\w+$/.test(name)) throw new Error(`Only {name} placeholders are supported: ${source}`);
      if (text) tokens.push(text);
      tokens.push([name]);
      text = '';
      i = end;
    } else {
      text += c;
    }
  }
  if (text) tokens.push(text);
  return tokens;
}

function interpolate(id: string, message: unknown, values: Values | undefined): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return id;
  let out = '';
  for (const token of message as unknown[]) {
    if (typeof token === 'string') out += token;
    else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') {
      const value = own(values, token[0]);
      if (value != null) out += String(value);
    } else {
      throw new Error(`Message ${id} uses an ICU format (plural, select, number or date): choose with byCount`);
    }
  }
  return out;
}

/**
 * What components and rules use of a language's texts. An interface, so that the instance the
 * macros' `useLingui` is typed with (@lingui/react/macro's declarations) fits it too.
 */
export interface I18n {
  readonly locale: string;
  _(descriptor: MessageDescriptor): string;
  _(id: string, values?: Values, options?: { message?: string }): string;
}

/** One language's texts: the page's (one per request on the server) or the e-mails'. */
export class Texts implements I18n {
  readonly locale: string;
  readonly #catalogs: Record<string, Record<string, unknown>> = {};
  readonly #sources = new Map<string, Token[]>();
  readonly #listeners = new Set<() => void>();
  readonly #compile: ((source: string) => Token[]) | undefined;

  /**
   * `compile` reads the source text of an id no catalog holds (`compileSource`): given in
   * component tests, development and e-mails; not in the pages' production build, whose macros
   * keep only ids (`lingui compile --strict` puts every id in the catalogs), so the reader is not
   * in their bundle.
   */
  constructor(locale: string, messages: Record<string, Messages> = {}, compile?: (source: string) => Token[]) {
    this.locale = locale;
    this.#compile = compile;
    for (const [language, catalog] of Object.entries(messages)) this.load(language, catalog);
  }

  /** Adds a catalog's messages to a language (a page feature's, once its chunk has loaded). */
  load(locale: string, messages: Messages): void {
    this.#catalogs[locale] = { ...this.#catalogs[locale], ...messages };
    for (const listener of [...this.#listeners]) listener();
  }

  /** Calls `listener` after each load; returns the call that stops it. */
  on(_event: 'change', listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The text of a message in this language, its placeholders filled from `values`. */
  _ = (descriptor: string | MessageDescriptor, values?: Values, options?: { message?: string }): string => {
    const {
      id,
      message,
      values: own,
    } = typeof descriptor === 'string' ? { id: descriptor, message: options?.message, values } : descriptor;
    const catalog = this.#catalogs[this.locale];
    let compiled = catalog && Object.hasOwn(catalog, id) ? catalog[id] : undefined;
    if (compiled === undefined && message !== undefined && this.#compile) {
      compiled = this.#sources.get(message) ?? this.#compile(message);
      this.#sources.set(message, compiled as Token[]);
    }
    return interpolate(id, compiled ?? id, own ?? values);
  };

  /** Lingui's other name for `_`. */
  t = this._;
}

export function setupI18n({
  locale,
  messages,
  compile,
}: {
  locale: string;
  messages?: Record<string, Messages>;
  compile?: (source: string) => Token[];
}): Texts {
  return new Texts(locale, messages, compile);
}
