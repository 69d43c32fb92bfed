import { buttonClass } from '../ui/button';
import { X } from '../ui/icons';
import { rememberLocale } from './language-switcher';

/** The suggestion's banner (language-suggestion.tsx decides when): the Spanish page, or stay in English. */
export function LanguageBanner({ href, onClose }: { href: string; onClose: () => void }) {
  // Written in Spanish on purpose: it speaks to a reader of Spanish on an English page.
  return (
    <section
      lang="es"
      aria-label="Idioma"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl items-center gap-3 rounded-lg border border-zinc-700 bg-zinc-900 p-3 text-sm text-zinc-100 shadow-xl"
    >
      <p className="flex-1">¿Prefiere ver el sitio en español?</p>
      <a href={href} hrefLang="es" onClick={() => rememberLocale('es')} className={buttonClass({ size: 'sm' })}>
        Ver en español
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale('en');
          onClose();
        }}
        className="inline-flex size-9 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">No, gracias (seguir en inglés)</span>
      </button>
    </section>
  );
}
