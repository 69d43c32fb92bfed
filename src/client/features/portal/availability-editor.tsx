import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { businessDay } from '../../../shared/business-day';
import { dateInWords } from '../../../shared/event-time';
import type { PortalAvailability } from '../../../shared/schemas/portal';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n';
import { saveAvailability } from './api';
import { withDate } from './portal-rules';
import { failureWords } from './words';

const checkbox = 'size-6 shrink-0 accent-amber-400';

/**
 * Her own schedule: the dates she cannot work, evenings only, weekends only. Saved as a whole;
 * the gallery and the booking wizard use it at once.
 */
export function AvailabilityEditor({ saved }: { saved: PortalAvailability }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const dateId = useId();
  const [dates, setDates] = useState(saved.unavailableDates);
  const [eveningOnly, setEveningOnly] = useState(saved.eveningOnly);
  const [weekendsOnly, setWeekendsOnly] = useState(saved.weekendsOnly);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const today = businessDay(new Date()).date;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await saveAvailability({ unavailableDates: dates, eveningOnly, weekendsOnly });
      setDates(answer.unavailableDates);
      setOutcome({ ok: true, text: t`Your availability is saved.` });
    } catch (err) {
      setOutcome({ ok: false, text: failureWords(i18n, err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="mt-3 space-y-4">
      <label className="flex min-h-6 items-center gap-3">
        <input
          type="checkbox"
          className={checkbox}
          checked={eveningOnly}
          onChange={(e) => setEveningOnly(e.target.checked)}
        />
        <Trans>Evenings only</Trans>
      </label>
      <label className="flex min-h-6 items-center gap-3">
        <input
          type="checkbox"
          className={checkbox}
          checked={weekendsOnly}
          onChange={(e) => setWeekendsOnly(e.target.checked)}
        />
        <Trans>Weekends only (Friday to Sunday)</Trans>
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-200">
          <Trans>Dates you cannot work</Trans>
        </legend>
        {dates.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">
            <Trans>None yet.</Trans>
          </p>
        ) : (
          <ul className="mt-2 space-y-2">
            {dates.map((date) => {
              const words = dateInWords(date, { locale });
              return (
                <li key={date} className="flex items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-1">
                  <span>{words}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${words}`}
                    onClick={() => setDates(dates.filter((d) => d !== date))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="grow">
            <label htmlFor={dateId} className="mb-1 block text-sm font-medium text-zinc-200">
              <Trans>Date</Trans>
            </label>
            <input
              id={dateId}
              type="date"
              min={today}
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              className="h-11 w-full rounded-lg bg-zinc-900 px-3 text-zinc-50 ring-1 ring-zinc-600 [color-scheme:dark] focus-visible:outline-2 focus-visible:outline-amber-300"
            />
          </div>
          <Button
            variant="secondary"
            disabled={!picked}
            onClick={() => {
              setDates(withDate(dates, picked));
              setPicked('');
            }}
          >
            <Trans>Add date</Trans>
          </Button>
        </div>
      </fieldset>
      {outcome?.ok && (
        <p role="status" className="text-sm font-medium text-emerald-300">
          {outcome.text}
        </p>
      )}
      <ErrorAlert>{outcome && !outcome.ok ? outcome.text : null}</ErrorAlert>
      <Button type="submit" disabled={busy}>
        <Trans>Save availability</Trans>
      </Button>
    </form>
  );
}
