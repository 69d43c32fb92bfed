import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { I18n, Texts, Values } from '../../shared/i18n-runtime';

/*
 * The React side of the site's texts (decision 051): the provider, the `useLingui` hook and the
 * `<Trans>` component that Lingui's macros compile to (lingui.config.ts, runtimeConfigModule).
 */

type Lingui = { i18n: Texts; _: I18n['_'] };

const LinguiContext = createContext<Lingui | null>(null);

/** Gives the tree its language; renders again when a feature's catalog is loaded into it. */
export function I18nProvider({ i18n, children }: { i18n: Texts; children?: ReactNode }) {
  const store = useMemo(() => {
    let value: Lingui = { i18n, _: i18n._ };
    return {
      subscribe: (changed: () => void) =>
        i18n.on('change', () => {
          value = { i18n, _: i18n._ };
          changed();
        }),
      snapshot: () => value,
    };
  }, [i18n]);
  const value = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return <LinguiContext value={value}>{children}</LinguiContext>;
}

export function useLingui(): Lingui {
  const lingui = useContext(LinguiContext);
  if (!lingui) throw new Error('A text was rendered outside <I18nProvider>');
  return lingui;
}

type TransProps = { id: string; message?: string; values?: Values; components?: Record<string, ReactElement> };

/**
 * A message with elements: the translation's `<0>…</0>` and `<1/>` become the macro's
 * `components`, and a value that is not text or a number (an element) becomes one too.
 */
export function Trans({ id, message, values, components }: TransProps) {
  const { i18n } = useLingui();
  const parts: Record<string, ReactElement> = { ...components };
  let texts = values;
  if (values) {
    const copy: Record<string, unknown> = { ...values };
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') continue;
      const index = Object.keys(parts).length;
      parts[index] = <Fragment>{value as ReactNode}</Fragment>;
      copy[name] = `<${index}/>`;
    }
    texts = copy;
  }
  return withElements(i18n._(id, texts, message === undefined ? undefined : { message }), parts);
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** The text with its numbered tags replaced by the elements, cloned with the tag's content. */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  let key = 0;
  if (parts[0]) tree.push(parts[0]);
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, single, after] = parts.slice(i, i + 4);
    const index = paired ?? single ?? '';
    const element = Object.hasOwn(elements, index) ? elements[index] : undefined;
    const children = inner ? withElements(inner, elements) : undefined;
    // A tag the code has no element for keeps its text (as Lingui does).
    tree.push(
      isValidElement(element) ? (
        cloneElement(element, { key: key++ }, ...(children === undefined ? [] : [children]))
      ) : (
        <Fragment key={key++}>{children}</Fragment>
      ),
    );
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}
