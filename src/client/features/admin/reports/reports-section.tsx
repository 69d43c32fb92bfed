import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { businessDay } from '../../../../shared/business-day';
import { addDays, dateInWords } from '../../../../shared/event-time';
import { formatMoney } from '../../../../shared/money';
import type { Report } from '../../../../shared/schemas/report';
import { TextField } from '../../../components/ui/field';
import { adminReportQuery } from './api';

type Bar = { label: string; values: number[] };

/**
 * Bars drawn in SVG: hidden from screen readers, which get the same numbers as a table (`caption`).
 * One colour per series, with a legend in words.
 */
function BarChart({
  caption,
  series,
  bars,
  format = String,
}: {
  caption: string;
  series: { name: string; className: string }[];
  bars: Bar[];
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...bars.flatMap((b) => b.values));
  const slot = 100 / Math.max(1, bars.length);
  const width = (slot * 0.8) / series.length;
  return (
    <figure className="mt-3">
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" className="h-40 w-full" aria-hidden="true">
        {bars.map((bar, i) =>
          bar.values.map((value, s) => {
            const height = (value / max) * 46;
            return (
              <rect
                key={`${bar.label}-${series[s]?.name}`}
                x={i * slot + slot * 0.1 + s * width}
                y={50 - height}
                width={width}
                height={height}
                className={series[s]?.className}
              />
            );
          }),
        )}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-zinc-300">
        {series.map((s) => (
          <span key={s.name} className="flex items-center gap-1">
            <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" className={s.className} />
            </svg>
            {s.name}
          </span>
        ))}
        {bars.length > 0 && (
          <span>
            {bars[0]?.label} to {bars.at(-1)?.label}
          </span>
        )}
      </figcaption>
      {/* The clip is on a box around the table: a table is never narrower than its content, so
          sr-only on the table itself left it wide enough to scroll a phone sideways (issue 26). */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                {bar.values.map((v, i) => (
                  <td key={series[i]?.name}>{format(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-zinc-900 p-3 ring-1 ring-zinc-700">
      <p className="text-xs tracking-wide text-zinc-300 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
    </div>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function Figures({ report }: { report: Report }) {
  const requested = report.weeks.reduce((n, w) => n + w.requested, 0);
  const confirmed = report.weeks.reduce((n, w) => n + w.confirmed, 0);
  const revenue = report.revenue.reduce((n, m) => n + Number(m.confirmedTotal), 0);
  const conversion = report.deposits.asked
    ? `${Math.round((report.deposits.paid / report.deposits.asked) * 100)}% (${report.deposits.paid} of ${report.deposits.asked})`
    : 'No deposits asked';
  return (
    <>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Requested" value={String(requested)} />
        <Tile label="Confirmed" value={String(confirmed)} />
        <Tile label="Deposits paid" value={conversion} />
        {/* The value of the requests confirmed, not money received: that is the Money section's. */}
        <Tile label="Value confirmed" value={formatMoney(revenue)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold">Bookings per week</h3>
          <BarChart
            caption="Bookings per week: requested and confirmed"
            series={[
              { name: 'Requested', className: 'fill-amber-400' },
              { name: 'Confirmed', className: 'fill-emerald-400' },
            ]}
            bars={report.weeks.map((w) => ({
              label: `Week of ${dateInWords(w.week, { weekday: false })}`,
              values: [w.requested, w.confirmed],
            }))}
          />
        </div>
        <div>
          <h3 className="font-semibold">Value of confirmed requests by month requested</h3>
          <BarChart
            caption="Value of confirmed requests by month requested"
            series={[{ name: 'Value confirmed', className: 'fill-sky-400' }]}
            bars={report.revenue.map((m) => ({ label: monthName(m.month), values: [Number(m.confirmedTotal)] }))}
            format={(n) => formatMoney(n)}
          />
        </div>
      </div>
      <h3 className="mt-6 font-semibold">Top performers</h3>
      {report.topPerformers.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-300">No bookings in this period.</p>
      ) : (
        <table className="mt-2 w-full max-w-xl text-left text-sm">
          <caption className="sr-only">Top performers by requests in the period</caption>
          <thead className="text-xs text-zinc-300 uppercase">
            <tr>
              <th scope="col" className="py-1">
                Performer
              </th>
              <th scope="col" className="py-1 text-right">
                Requests
              </th>
              <th scope="col" className="py-1 text-right">
                Confirmed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800">
            {report.topPerformers.map((p) => (
              <tr key={p.name}>
                <th scope="row" className="py-1 font-normal">
                  {p.name}
                </th>
                <td className="py-1 text-right tabular-nums">{p.bookings}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(p.confirmedTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The dashboard's reports for a period of request dates (the last 8 weeks by default). */
export function ReportsSection() {
  const today = businessDay(new Date()).date;
  const [from, setFrom] = useState(addDays(today, -55));
  const [to, setTo] = useState(today);
  const valid = Boolean(from && to && from <= to);
  const report = useQuery({ ...adminReportQuery({ from, to }), enabled: valid });
  return (
    <section className="mt-8 rounded-2xl bg-zinc-950 p-5 ring-1 ring-zinc-700" aria-labelledby="reports">
      <h2 id="reports" className="text-lg font-bold">
        Reports
      </h2>
      <p className="mt-1 text-sm text-zinc-300">Bookings requested in the period, as they stand now.</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField label="Requested from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          label="Requested to"
          type="date"
          value={to}
          error={valid ? undefined : 'The end date is before the start date'}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {report.isError ? (
        <p role="alert" className="mt-3 text-rose-200">
          The report could not be loaded: {report.error.message}
        </p>
      ) : report.data ? (
        <Figures report={report.data} />
      ) : (
        valid && <p className="mt-3">Loading...</p>
      )}
    </section>
  );
}
