import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../../shared/schemas/auth';
import { systemAttention } from '../../../../shared/schemas/system';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { usePage } from '../../../lib/page-context';
import { adminBookingCountsQuery } from '../desk/api';
import { adminPerformersQuery } from '../performers/api';
import { AdminGate } from '../shell/admin-gate';
import { countOf } from '../shell/format';
import { serviceAreasQuery } from '../shell/public-reads';
import { systemQuery } from '../system/api';
import { tonightQuery } from '../tonight/api';
import { MoneySection } from './money-section';
import { ReportsSection } from './reports-section';
import { averageRating } from './stats';

function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-700">
      <p className="text-sm text-zinc-300">{label}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
    </div>
  );
}

function NavCard({
  title,
  text,
  href,
  badge,
  alarm = false,
}: {
  title: string;
  text: string;
  href?: string;
  /** Beside the title (a count), read with it. */
  badge?: ReactNode;
  /** Something needs a person now: the card is red. */
  alarm?: boolean;
}) {
  const body = (
    <>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {title}
        {badge}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{text}</p>
    </>
  );
  return href ? (
    <Link
      href={href}
      className={`block rounded-2xl p-5 hover:ring-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 ${
        alarm ? 'bg-rose-950 ring-2 ring-rose-500' : 'bg-zinc-900 ring-1 ring-zinc-700'
      }`}
    >
      {body}
    </Link>
  ) : (
    <div aria-disabled="true" className="rounded-2xl bg-zinc-900/60 p-5 text-zinc-400 ring-1 ring-zinc-800">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <Badge tone="gray">Coming soon</Badge>
      </div>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}

function Dashboard({ user }: { user: User }) {
  const performers = useQuery(adminPerformersQuery());
  const bookingCounts = useQuery(adminBookingCountsQuery());
  const areas = useQuery(serviceAreasQuery());
  // Read again every 15 s like the board itself, so a new alarm shows on the dashboard too.
  const alarms = useQuery(tonightQuery()).data?.alarms.length;
  const owner = user.role === 'owner';
  // Owners only (the server refuses agents): what on the System page needs a look.
  const system = useQuery({ ...systemQuery(), enabled: owner }).data;
  const attention = system ? systemAttention(system) : undefined;
  const loading = '…';
  const pending = bookingCounts.data?.pending;
  const featured = performers.data?.filter((p) => p.featured).length ?? 0;
  const visible = performers.data?.filter((p) => p.isActive).length ?? 0;

  const steps: [string, boolean][] = [
    ['Signed in as an admin', true],
    [`Performers visible in the gallery: ${visible}`, visible > 0],
    [`Featured performers on the front page: ${featured}`, featured > 0],
    [`Booking requests waiting for an answer: ${pending ?? 0}`, (pending ?? 0) === 0],
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-bold">Welcome back, {user.firstName || user.email}</h1>
        <Badge tone="gold">Admin</Badge>
        <Badge tone="gray">{user.role === 'owner' ? 'Owner' : 'Agent'}</Badge>
        <a href="/api/logout" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Logout
        </a>
      </div>
      <section aria-label="Statistics" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Performers" value={performers.data?.length ?? loading} />
        <StatCard label="Pending Bookings" value={pending ?? loading} />
        <StatCard label="Service Areas" value={areas.data?.length ?? loading} />
        <StatCard
          label="Avg Rating"
          value={performers.data ? averageRating(performers.data.map((p) => p.rating)) : loading}
        />
      </section>
      <section aria-label="Management" className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <NavCard
          title="Tonight"
          text="Alarms, and every booking of the night with its check-ins."
          href="/admin/tonight"
          alarm={(alarms ?? 0) > 0}
          badge={
            alarms === undefined ? null : alarms > 0 ? (
              <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-rose-800">
                {countOf(alarms, 'open alarm')}
              </span>
            ) : (
              <Badge tone="gray">No open alarms</Badge>
            )
          }
        />
        {owner && (
          <NavCard
            title="System"
            text="Job queue, failed or stuck messages, server errors, database size, backups."
            href="/admin/system"
            alarm={(attention?.length ?? 0) > 0}
            badge={
              attention === undefined ? null : attention.length > 0 ? (
                <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-rose-800">
                  Needs attention
                </span>
              ) : (
                <Badge tone="gray">All clear</Badge>
              )
            }
          />
        )}
        <NavCard
          title="Manage Performers"
          text="Add, edit, feature, hide and import performers."
          href="/admin/performers"
        />
        <NavCard title="Booking Management" text="Answer requests and track deposits." href="/admin/bookings" />
        <NavCard title="Calendar" text="Who is booked when, by month or week." href="/admin/calendar" />
        <NavCard title="Messages" text="E-mails and webhooks sent for bookings" href="/admin/messages" />
        <NavCard
          title="Unmatched payments"
          text="Cash App payments the mailbox could not match to a booking."
          href="/admin/payments"
        />
        <NavCard
          title="Do-not-book list"
          text="Clients and venues not to book again; performers' proposals."
          href="/admin/do-not-book"
        />
        <NavCard
          title="Reviews"
          text="Clients' reviews of their bookings: publish or hide them."
          href="/admin/reviews"
        />
        <NavCard
          title="Your Account"
          text="Password, sessions, two-factor sign-in and passkeys."
          href="/admin/account"
        />
        {user.role === 'owner' && (
          <NavCard title="Staff" text="Invite people, change roles, remove access." href="/admin/staff" />
        )}
        {user.role === 'owner' && (
          <NavCard title="Settings" text="The cancellation policy: what a client gets back." href="/admin/settings" />
        )}
        <NavCard title="Manage Areas" text="Service areas and event types." />
      </section>
      <ReportsSection />
      {user.role === 'owner' && <MoneySection />}
      <section className="mt-8 rounded-2xl bg-zinc-900 p-5 ring-1 ring-zinc-700" aria-labelledby="getting-started">
        <h2 id="getting-started" className="text-lg font-bold">
          Getting Started
        </h2>
        <ul className="mt-3 space-y-2">
          {steps.map(([text, done]) => (
            <li key={text} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className={done ? 'text-emerald-300' : 'text-amber-300'}>
                {done ? '✓' : '•'}
              </span>
              <span>{text}</span>
              <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function AdminDashboardPage() {
  usePage({ title: 'Admin Dashboard', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to access the dashboard.">
      {(user) => <Dashboard user={user} />}
    </AdminGate>
  );
}
