import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { INTL_LOCALE, type Locale } from '../../../shared/locale';
import type { Performer } from '../../../shared/schemas/performer';
import { useLocale } from '../../lib/i18n';
import { CalendarDays } from './icons';
import { dateConflictMessage } from './rule-messages';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const fromIso = (s: string) => {
  const [y = 0, m = 1, d = 1] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const human = (s: string, locale: Locale) =>
  fromIso(s).toLocaleDateString(INTL_LOCALE[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const loadCalendar = () => import('./calendar-panel');
const CalendarPanel = lazy(loadCalendar);

type Props = {
  value: string;
  onChange: (date: string) => void;
  today: string;
  performers: Performer[];
  error?: string;
};

/** Event date in a calendar popover: past days and days a chosen performer cannot work are disabled, with the reasons listed. */
export function DateField({ value, onChange, today, performers, error }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const reasonsFor = (date: string) => performers.flatMap((p) => dateConflictMessage(i18n, p, date) ?? []);
  const notes = [
    ...performers.filter((p) => p.weekendsOnly).map(({ name }) => t`${name} performs Friday to Sunday only.`),
    ...performers.flatMap(({ name, unavailableDates }) =>
      unavailableDates
        .filter((d) => d >= today)
        .map((d) => {
          const day = human(d, locale);
          return t`${name} is unavailable on ${day}.`;
        }),
    ),
  ];
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-zinc-200">
        <Trans>Event date</Trans>
      </span>
      <button
        ref={trigger}
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 w-full items-center justify-between rounded-lg bg-zinc-900 px-3 text-left ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span id={`${id}-value`}>{value ? human(value, locale) : t`Pick a date`}</span>
        <CalendarDays aria-hidden="true" className="size-5 text-amber-300" />
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the calendar, like a popover
        <div
          id={`${id}-calendar`}
          className="mt-2 w-fit rounded-xl bg-zinc-900 p-3 text-zinc-50 shadow-xl ring-1 ring-zinc-700"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setOpen(false);
              trigger.current?.focus();
            }
          }}
        >
          <Suspense
            fallback={
              <p className="p-4 text-sm text-zinc-300">
                <Trans>Loading calendar…</Trans>
              </p>
            }
          >
            <CalendarPanel
              selected={value ? fromIso(value) : undefined}
              defaultMonth={value ? fromIso(value) : fromIso(today)}
              before={fromIso(today)}
              locale={locale}
              isDisabled={(day) => reasonsFor(iso(day)).length > 0}
              onSelect={(day) => {
                if (day) onChange(iso(day));
                setOpen(false);
                trigger.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {notes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-zinc-300" aria-label={t`Days that cannot be picked`}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
