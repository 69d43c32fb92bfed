import { Link } from 'wouter';
import type { AdminMessage } from '../../../../shared/schemas/message';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { bookingCardHref } from '../shell/booking-anchor';
import { dateTime } from '../shell/format';
import { messageStatus } from './message-words';

/** What both layouts of the list need from the page: which messages are open, and how to toggle one. */
export type ViewState = { isOpen: (id: string) => boolean; toggle: (id: string) => void };

export const viewId = (m: AdminMessage) => `message-${m.id}-view`;

export function Created({ message }: { message: AdminMessage }) {
  return <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>;
}

export function StatusBadge({ message }: { message: AdminMessage }) {
  const status = messageStatus(message);
  return (
    <>
      <Badge tone={status.tone}>{status.label}</Badge>
      {status.note && <p className="mt-1 text-xs text-zinc-300">{status.note}</p>}
    </>
  );
}

export function BookingLink({ message }: { message: AdminMessage }) {
  if (!message.bookingId) return <>—</>;
  return (
    <Link
      href={bookingCardHref(message.bookingId)}
      className="font-mono text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
    >
      <span className="sr-only">Booking </span>
      {message.bookingReference ?? message.bookingId.slice(0, 8)}
    </Link>
  );
}

export function ViewToggle({ message, view }: { message: AdminMessage; view: ViewState }) {
  const open = view.isOpen(message.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? viewId(message) : undefined}
      onClick={() => view.toggle(message.id)}
    >
      View<span className="sr-only"> {message.subject}</span>
    </Button>
  );
}
