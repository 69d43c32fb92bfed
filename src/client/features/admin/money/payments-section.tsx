import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import type { Ledger, LedgerEntry } from '../../../../shared/schemas/ledger';
import { Skeleton } from '../../../components/ui/skeleton';
import { dateTime } from '../shell/format';
import { bookingLedgerQuery } from './api';
import { KIND_WORDS, METHOD_WORDS } from './payment-form';
import { RecordPayment } from './record-payment-dialog';
import { ReverseEntry } from './reverse-dialog';

const TOTALS: [keyof Ledger['totals'], string][] = [
  ['total', 'Total'],
  ['paid', 'Paid'],
  ['due', 'Due'],
  ['refunded', 'Refunded'],
  ['refundDue', 'Refund due'],
];

/** A refund is money out: shown with a minus, as a discount is. */
const signed = (e: LedgerEntry) => formatMoney(e.kind === 'refund' ? -e.amount : e.amount);

/**
 * The booking's money in the panel (issue 29): the totals, every entry oldest first (a
 * reversed one struck through with its reversal's reason; reversals are not rows of their own),
 * Reverse on each entry still standing, and Record payment.
 */
export function PaymentsSection({ bookingId }: { bookingId: string }) {
  const ledger = useQuery(bookingLedgerQuery(bookingId));
  const headingId = `payments-${bookingId}`;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
          Payments
        </h3>
        <RecordPayment bookingId={bookingId} />
      </div>
      {ledger.isPending ? (
        <Skeleton className="mt-2 h-16 w-full rounded-lg" />
      ) : ledger.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-200">
          The payments could not be loaded: {ledger.error.message}
        </p>
      ) : (
        <LedgerView ledger={ledger.data} />
      )}
    </section>
  );
}

function LedgerView({ ledger }: { ledger: Ledger }) {
  const reversals = new Map(ledger.entries.filter((e) => e.reversesId).map((e) => [e.reversesId, e]));
  const entries = ledger.entries.filter((e) => e.kind !== 'reversal');
  return (
    <>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {TOTALS.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-zinc-900 p-2 ring-1 ring-zinc-700">
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(ledger.totals[key])}</dd>
          </div>
        ))}
      </dl>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">No payments recorded yet.</p>
      ) : (
        <ol aria-label="Ledger entries" className="mt-2 space-y-2">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} reversal={reversals.get(entry.id)} />
          ))}
        </ol>
      )}
    </>
  );
}

function EntryRow({ entry, reversal }: { entry: LedgerEntry; reversal: LedgerEntry | undefined }) {
  const facts = [
    dateTime(entry.occurredAt),
    entry.method ? METHOD_WORDS[entry.method] : null,
    entry.reference ? `ref. ${entry.reference}` : null,
    `recorded by ${entry.recordedBy}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-lg bg-zinc-900 p-3 text-sm ring-1 ring-zinc-700">
      <div className={reversal ? 'mr-auto text-zinc-400 line-through' : 'mr-auto'}>
        {reversal && <span className="sr-only">Reversed: </span>}
        <span className="font-semibold">{KIND_WORDS[entry.kind]}</span>{' '}
        <span className="tabular-nums">{signed(entry)}</span>
        <span className="block text-xs text-zinc-400">{facts.join(' · ')}</span>
        {entry.note && <span className="block text-xs break-words text-zinc-300">{entry.note}</span>}
      </div>
      {reversal ? (
        <p className="basis-full text-xs break-words text-amber-200">
          Reversed {dateTime(reversal.recordedAt)} by {reversal.recordedBy}: {reversal.note}
        </p>
      ) : (
        <ReverseEntry entry={entry} />
      )}
    </li>
  );
}
