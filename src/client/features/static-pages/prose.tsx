import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dateInWords } from '../../../shared/date-words';
import { useLocale } from '../../lib/i18n';

/** Readable long-form text on the dark theme; `updated` is a YYYY-MM-DD date, shown in words. */
export function Prose({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  const locale = useLocale();
  const date = updated && dateInWords(updated, { weekday: false, locale });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-zinc-200 [&_a]:text-amber-300 [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-white [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
      {date && (
        <p className="text-sm text-zinc-400">
          <Trans>Last updated {date}</Trans>
        </p>
      )}
      {children}
    </article>
  );
}
