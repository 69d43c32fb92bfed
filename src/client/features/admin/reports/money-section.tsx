import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { businessDay } from '../../../../shared/business-day';
import { formatMoney } from '../../../../shared/money';
import type { MoneyReport } from '../../../../shared/schemas/report';
import { TextField } from '../../../components/ui/field';
import { toQueryString } from '../../../lib/http';
import { adminMoneyReportQuery } from './api';

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const COLUMNS = [
  ['deposits', 'Deposits'],
  ['balances', 'Balances'],
  ['refunds', 'Refunds'],
  ['payouts', 'Payouts'],
  ['commissionKept', 'Kept'],
] as const;

/** One table of months: money in, out, and what the business kept. */
function MonthTable({ caption, rows, kept }: { caption: string; rows: MoneyReport['byReceived']; kept: string }) {
  if (rows.length === 0) return <p className="mt-1 text-sm text-zinc-300">No money in this period.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-zinc-300 uppercase">
          <tr>
            <th scope="col" className="py-1">
              Month
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="py-1 text-right">
                {key === 'commissionKept' ? kept : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row" className="py-1 font-normal">
                {monthName(r.month)}
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className="py-1 text-right tabular-nums">
                  {formatMoney(r[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Owners' money (decision 035): what came in and went out by month, each month's events and the
 * commission they left, what each performer earned and was paid, and the ledger for the accountant.
 */
export function MoneySection() {
  const today = businessDay(new Date()).date;
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const valid = Boolean(from && to && from <= to);
  const report = useQuery({ ...adminMoneyReportQuery({ from, to }), enabled: valid });
  return (
    <section className="mt-8 rounded-2xl bg-zinc-950 p-5 ring-1 ring-zinc-700" aria-labelledby="money">
      <h2 id="money" className="text-lg font-bold">
        Money
      </h2>
      <p className="mt-1 text-sm text-zinc-300">From the ledger: money as it moved, and the events it paid for.</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          label="To"
          type="date"
          value={to}
          error={valid ? undefined : 'The end date is before the start date'}
          onChange={(e) => setTo(e.target.value)}
        />
        {valid && (
          <a
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-amber-300 underline underline-offset-4"
            href={`/api/admin/ledger.csv${toQueryString({ from, to })}`}
            download
          >
            Download the ledger (CSV)
          </a>
        )}
      </div>
      {report.isError ? (
        <p role="alert" className="mt-3 text-rose-200">
          The money report could not be loaded: {report.error.message}
        </p>
      ) : report.data ? (
        <>
          <h3 className="mt-5 font-semibold">By the month money moved</h3>
          <MonthTable caption="Money by the month it moved" rows={report.data.byReceived} kept="Kept (in less out)" />
          <h3 className="mt-5 font-semibold">By the month of the event</h3>
          <MonthTable caption="Money by the month of the event" rows={report.data.byEvent} kept="Commission" />
          <h3 className="mt-5 font-semibold">Performers</h3>
          {report.data.performers.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-300">No events held in this period.</p>
          ) : (
            <table className="mt-2 w-full max-w-xl text-left text-sm">
              <caption className="sr-only">What each performer earned, was paid and is owed</caption>
              <thead className="text-xs text-zinc-300 uppercase">
                <tr>
                  <th scope="col" className="py-1">
                    Performer
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Earned
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Paid
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Owed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-800">
                {report.data.performers.map((p) => (
                  <tr key={p.name}>
                    <th scope="row" className="py-1 font-normal">
                      {p.name}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatMoney(p.earned)}</td>
                    <td className="py-1 text-right tabular-nums">{formatMoney(p.paidOut)}</td>
                    <td className="py-1 text-right tabular-nums">{formatMoney(p.owed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        valid && <p className="mt-3">Loading...</p>
      )}
    </section>
  );
}
