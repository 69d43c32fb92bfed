import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '../../../shared/money';
import type { Performer } from '../../../shared/schemas/performer';
import { attributeWord } from '../../lib/attribute-words';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { PerformerPhoto } from '../performers';
import { preloadDetails } from './details-step';

type Props = { performers: Performer[]; selected: string[]; onToggle: (id: string) => void; error?: string };

/** Step 1: tap performers to pick them; chips show the choice and can be removed. */
export function SelectStep({ performers, selected, onToggle, error }: Props) {
  // The next step's code loads as soon as there is a performer to book (details-step.tsx).
  const someone = selected.length > 0;
  useEffect(() => {
    if (someone) void preloadDetails();
  }, [someone]);
  const chosen = selected.flatMap((id) => performers.filter((p) => p.id === id));
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle ? performers.filter((p) => p.name.toLowerCase().includes(needle)) : performers;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const typed = query.trim();
  return (
    <div>
      <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-zinc-200">
        <Trans>Search performers by name</Trans>
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Type a name`}
        autoComplete="off"
        className="mb-3 h-11 w-full rounded-lg bg-zinc-900 px-3 text-zinc-50 ring-1 ring-zinc-600 placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-amber-300 sm:max-w-sm"
      />
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Selected performers`}>
          {chosen.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onToggle(p.id)}
                className="rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-200"
              >
                {p.name} <span aria-hidden="true">×</span>
                <span className="sr-only">
                  {' '}
                  <Trans>(remove)</Trans>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" tabIndex={-1} data-step-error className="mt-2 text-sm font-medium text-rose-300 outline-none">
          {error}
        </p>
      )}
      {needle && shown.length === 0 && (
        <p className="mt-4 text-zinc-300" role="status">
          <Trans>No performer named “{typed}”. Clear the search to see everyone.</Trans>
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((p, i) => {
          const on = selected.includes(p.id);
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(p.id)}
                className={cn(
                  'w-full overflow-hidden rounded-xl bg-zinc-900 text-left ring-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300',
                  on ? 'ring-amber-400' : 'ring-zinc-800 hover:ring-zinc-600',
                )}
              >
                <PerformerPhoto
                  name={p.name}
                  photos={p.photos}
                  className="aspect-[4/5] w-full"
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  // One main photo per page, as entry-client.tsx expects: two at high priority
                  // shared the bandwidth, and the first (the LCP) came later.
                  eager={i === 0}
                />
                <span className="block p-3">
                  <span className="block font-semibold">{p.name}</span>
                  <span className="block text-sm text-amber-300">
                    {p.hourlyRate ? t`${formatMoney(p.hourlyRate, locale)} per hour` : t`Rate on request`}
                  </span>
                  <span className="block text-xs text-zinc-300">
                    {p.specialties
                      .slice(0, 2)
                      .map((s) => attributeWord(i18n, s))
                      .join(' · ')}
                  </span>
                  {on && (
                    <span className="mt-1 block text-xs font-semibold text-amber-300">
                      <Trans>Selected</Trans>
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
