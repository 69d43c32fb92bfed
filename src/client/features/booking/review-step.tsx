import { Link } from 'wouter';
import { dateInWords, timeInWords } from '../../../shared/event-time';
import { formatMoney } from '../../../shared/money';
import { estimate, ratesOf } from '../../../shared/pricing';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { PerformerPhoto } from '../performers';
import type { Draft } from './draft';

type Props = { draft: Draft; chosen: Performer[]; areas: NamedRef[]; eventTypes: NamedRef[] };

/** Step 4: everything once more, with the estimate from the shared pricing rules. */
export function ReviewStep({ draft, chosen, areas, eventTypes }: Props) {
  const hourly = draft.serviceType === 'hourly';
  const prices = estimate(draft.serviceType, draft.durationHours, chosen.map(ratesOf));
  const nameOf = (refs: NamedRef[], id: string) => refs.find((r) => r.id === id)?.name ?? id;
  const rows: [string, string][] = [
    ['Date', draft.eventDate ? dateInWords(draft.eventDate) : 'Not set'],
    ['Time', draft.eventTime ? timeInWords(draft.eventTime) : 'Not set'],
    [
      'Service',
      hourly
        ? `Hourly, ${draft.durationHours} hour${draft.durationHours === 1 ? '' : 's'}`
        : 'Stripper gram (15 minutes)',
    ],
    ['Event type', nameOf(eventTypes, draft.eventTypeId)],
    ['Service area', nameOf(areas, draft.serviceAreaId)],
    ['Location', draft.eventLocation],
    ['Guests', draft.estimatedGuests || '0'],
    ['Special requests', draft.specialRequests || 'None'],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="review-event" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
        <h3 id="review-event" className="text-lg font-semibold">
          Your event
        </h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 text-lg font-semibold">Contact</h3>
        <p className="mt-1 text-sm">
          {draft.clientName} · {draft.clientEmail} · {draft.clientPhone}
        </p>
      </section>
      <section aria-labelledby="review-estimate" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-amber-400/40">
        <h3 id="review-estimate" className="text-lg font-semibold">
          Estimate
        </h3>
        <ul className="mt-3 space-y-2 text-sm">
          {chosen.map((p, i) => (
            <li key={p.id} className="flex items-center justify-between gap-4">
              <span className="flex items-center gap-3">
                <PerformerPhoto name={p.name} photos={p.photos} className="size-12 shrink-0 rounded-lg" sizes="48px" />
                <span>
                  {p.name}
                  {hourly && p.hourlyRate && (
                    <span className="text-zinc-400">
                      {' '}
                      ({formatMoney(p.hourlyRate)} × {draft.durationHours} h)
                    </span>
                  )}
                </span>
              </span>
              <span className="font-semibold">{formatMoney(prices.lines[i] ?? 0)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-zinc-700 pt-3">
          <div className="flex justify-between text-lg font-bold">
            <dt>Total</dt>
            <dd data-testid="estimate-total">{formatMoney(prices.total)}</dd>
          </div>
          <div className="flex justify-between text-amber-300">
            <dt>Deposit due now (50%)</dt>
            <dd data-testid="estimate-deposit">{formatMoney(prices.deposit)}</dd>
          </div>
          <div className="flex justify-between text-zinc-300">
            <dt>Remaining at the event</dt>
            <dd>{formatMoney(prices.remaining)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-zinc-400">
          Minimum booking total $50. The booking team confirms the final price.
        </p>
        <p className="mt-3 text-sm text-zinc-200">
          By submitting you confirm you are 18 or older and accept the{' '}
          <Link href="/terms" className="text-amber-300 underline">
            Terms
          </Link>
        </p>
      </section>
    </div>
  );
}
