import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { bookingReference } from '../../../../shared/event-time';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { toQueryString } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { bookingCardHref } from '../shell/booking-anchor';
import { adminMessagesQuery } from './api';
import type { ViewState } from './message-parts';
import { filterLabel, MESSAGE_FILTERS, type MessageFilterValue, parseMessageFilter } from './message-words';
import { MessagesCards, MessagesTable } from './messages-list';

/** The server's default page size: a full page means older messages exist. */
const PAGE = 200;

function useOpenMessages(): ViewState {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return useMemo(() => ({ isOpen: (id: string) => open.has(id), toggle }), [open, toggle]);
}

function Messages() {
  const params = new URLSearchParams(useSearch());
  const status = parseMessageFilter(params.get('status'));
  const bookingId = params.get('bookingId') || undefined;
  const [, navigate] = useLocation();
  const show = (next: { status?: MessageFilterValue; bookingId?: string }) =>
    navigate(`/admin/messages${toQueryString(next)}`, { replace: true });

  const messages = useQuery(adminMessagesQuery({ bookingId, status: status === 'all' ? undefined : status }));
  const wide = useMediaQuery('(min-width: 1024px)');
  const view = useOpenMessages();
  const reference = bookingId ? (messages.data?.[0]?.bookingReference ?? bookingReference(bookingId)) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-bold">Messages</h1>
        <Button variant="secondary" size="sm" disabled={messages.isFetching} onClick={() => messages.refetch()}>
          {messages.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p className="mt-2 text-zinc-300">E-mails and webhooks sent for bookings, newest first.</p>
      {bookingId && (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          <span>
            About booking <span className="font-mono font-semibold">{reference}</span>
          </span>
          <Link href={bookingCardHref(bookingId)} className="text-amber-300 underline underline-offset-2">
            Open the booking
          </Link>
          <Link
            href={`/admin/messages${toQueryString({ status })}`}
            className="text-amber-300 underline underline-offset-2"
          >
            Show every booking's messages
          </Link>
        </p>
      )}
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {MESSAGE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={status === f}
            onClick={() => show({ status: f, bookingId })}
            className={cn(
              'h-9 rounded-full px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-amber-300',
              status === f ? 'bg-amber-400 text-zinc-950 ring-amber-300' : 'bg-zinc-900 text-zinc-100 ring-zinc-600',
            )}
          >
            {filterLabel(f)}
          </button>
        ))}
      </fieldset>
      <div className="mt-6">
        {messages.isPending ? (
          <div className="space-y-4">
            <p role="status">Loading...</p>
            <Skeleton className="h-24 w-full rounded-2xl" />
            <Skeleton className="h-24 w-full rounded-2xl" />
          </div>
        ) : messages.isError ? (
          <p role="alert" className="text-rose-200">
            The messages could not be loaded: {messages.error.message}
          </p>
        ) : messages.data.length === 0 ? (
          <p className="text-zinc-300">
            {status !== 'all'
              ? `No messages with status "${filterLabel(status)}" found.`
              : bookingId
                ? 'No messages for this booking yet.'
                : 'No messages yet.'}
          </p>
        ) : (
          <>
            {wide ? (
              <MessagesTable messages={messages.data} view={view} />
            ) : (
              <MessagesCards messages={messages.data} view={view} />
            )}
            {messages.data.length >= PAGE && (
              <p className="mt-3 text-sm text-zinc-300">Showing the newest {PAGE} messages.</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export default function AdminMessagesPage() {
  usePage({ title: 'Messages', noindex: true });
  return (
    <AdminGate deniedText="You need admin permissions to see the messages sent for bookings.">
      {() => <Messages />}
    </AdminGate>
  );
}
