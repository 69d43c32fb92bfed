import { useRef, useState } from 'react';
import { paymentLabel, statusLabel } from '../../../../shared/booking-labels';
import { statusBadge } from '../../../../shared/booking-status';
import { type AdminBooking, statusAnswerSchema } from '../../../../shared/schemas/admin-booking';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import type { CancelInput, DepositInput } from '../money/api';
import { CancelDialog, refundDueWords } from '../money/cancel-dialog';
import { DepositDialog } from '../money/deposit-dialog';
import { PaymentsSection } from '../money/payments-section';
import { bookingAnchor } from '../shell/booking-anchor';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { SafetyLogSection } from '../tonight/safety-log-section';
import { type BookingAction, bookingActions } from './booking-actions';
import { BookingConflicts, BookingDuplicates, ConflictList, conflictCount, overlapQuestion } from './booking-conflicts';
import { BookingDetails } from './booking-details';
import { BookingMessages } from './booking-messages';
import { BookingNotes } from './booking-notes';
import {
  confirmsBooking,
  hiddenPerformerNames,
  hiddenPerformerQuestion,
  PerformerLineWarnings,
  PerformerOffers,
} from './booking-performer-lines';
import { BookingReference } from './booking-reference';
import { ClientSignals, DoNotBookFlag } from './client-signals';
import { useBookingAction } from './mutations';

/**
 * One booking in the booking desk's panel: its facts, overlaps, possible duplicates, history,
 * safety log, messages, staff notes and the actions its status allows.
 */
export function BookingCard({
  booking,
  onOpenBooking,
  onDeleted,
}: {
  booking: AdminBooking;
  onOpenBooking: (id: string) => void;
  /** The booking is gone (deleted): the panel closes. */
  onDeleted?: () => void;
}) {
  const [asking, setAsking] = useState<BookingAction | null>(null);
  /** A confirming action waiting on the question about hidden performers. */
  const [askingHidden, setAskingHidden] = useState<BookingAction | null>(null);
  /** Confirm Deposit Received, after any questions: the deposit dialog asks what arrived. */
  const [depositing, setDepositing] = useState<BookingAction | null>(null);
  const [depositError, setDepositError] = useState<string | undefined>();
  /** Cancel, before it is sent: the cancel dialog asks who cancelled and why. */
  const [cancelling, setCancelling] = useState<BookingAction | null>(null);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const card = useRef<HTMLElement>(null);
  const action = useBookingAction<BookingAction>({
    onSuccess: (answer, { action: a }) => {
      const refundDue = statusAnswerSchema.shape.refundDue.safeParse(
        typeof answer === 'object' && answer !== null && 'refundDue' in answer ? answer.refundDue : undefined,
      ).data;
      toast({
        title: a.done.title,
        description:
          refundDue === undefined ? a.done.description : `${a.done.description} ${refundDueWords(refundDue)}.`,
      });
      if (a.request.kind === 'confirmDeposit') setDepositing(null);
      if (a.request.kind === 'status' && a.request.cancel) setCancelling(null);
      if (a.request.kind === 'delete') onDeleted?.();
    },
    // The button just used is usually gone with the old status: keep keyboard users on this card.
    onRefreshed: () => {
      if (document.activeElement === document.body) card.current?.focus({ preventScroll: true });
    },
    onError: (err, { action: a }) => {
      // The deposit dialog is still open: the server's words go there, beside what to correct.
      if (a.request.kind === 'confirmDeposit' && a.request.deposit)
        setDepositError(serverMessageOf(err) ?? a.failed.description);
      else if (a.request.kind === 'status' && a.request.cancel)
        setCancelError(serverMessageOf(err) ?? a.failed.description);
      else toast({ ...a.failed, variant: 'destructive' });
    },
  });
  const run = (a: BookingAction) => {
    if (a.request.kind === 'confirmDeposit' && !a.request.deposit) {
      setDepositError(undefined);
      setDepositing(a);
    } else if (a.asksWhy && a.request.kind === 'status' && !a.request.cancel) {
      setCancelError(undefined);
      setCancelling(a);
    } else action.mutate({ bookingId: booking.id, action: a });
  };
  const confirmDeposit = (deposit: DepositInput) => {
    if (!depositing) return;
    setDepositError(undefined);
    run({ ...depositing, request: { kind: 'confirmDeposit', deposit } });
  };
  const cancel = (why: CancelInput) => {
    if (cancelling?.request.kind !== 'status') return;
    setCancelError(undefined);
    run({ ...cancelling, request: { ...cancelling.request, cancel: why } });
  };
  const badge = statusBadge(booking.status);
  const actions = bookingActions(booking.status, booking.paymentStatus);
  const overlaps = conflictCount(booking.conflicts);
  const hidden = hiddenPerformerNames(booking);
  // After the overlap question (if any): confirming with a hidden performer asks once more.
  const runOrAskHidden = (a: BookingAction) => {
    if (confirmsBooking(a) && hidden.length > 0) setAskingHidden(a);
    else run(a);
  };

  const start = (a: BookingAction) => {
    if (a.confirm && !window.confirm(a.confirm)) return;
    if (a.checksConflicts && overlaps > 0) setAsking(a);
    else runOrAskHidden(a);
  };

  return (
    <article
      ref={card}
      id={bookingAnchor(booking.id)}
      tabIndex={-1}
      aria-labelledby={`${bookingAnchor(booking.id)}-title`}
      className="scroll-mt-4 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${bookingAnchor(booking.id)}-title`} className="mr-auto text-lg font-bold">
          {booking.clientName} <span className="font-mono text-sm text-zinc-400">#{booking.id.slice(0, 8)}</span>
        </h2>
        <Badge tone={badge.color}>{statusLabel(booking.status)}</Badge>
        <Badge tone="gray">{paymentLabel(booking.paymentStatus, booking.status)}</Badge>
      </div>
      <div className="mt-2">
        <BookingReference reference={booking.reference} />
      </div>
      <DoNotBookFlag match={booking.doNotBookMatch} />
      <ClientSignals booking={booking} />
      {booking.conflicts.length > 0 && <BookingConflicts conflicts={booking.conflicts} onOpen={onOpenBooking} />}
      {booking.duplicates.length > 0 && <BookingDuplicates duplicates={booking.duplicates} onOpen={onOpenBooking} />}
      <PerformerLineWarnings booking={booking} />
      <PerformerOffers booking={booking} />
      <BookingDetails booking={booking} />
      <SafetyLogSection bookingId={booking.id} />
      <PaymentsSection bookingId={booking.id} />
      <BookingNotes bookingId={booking.id} notes={booking.notes} />
      <BookingMessages bookingId={booking.id} />
      {actions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button
              key={a.label}
              size="sm"
              variant={a.variant ?? 'primary'}
              disabled={action.isPending}
              onClick={() => start(a)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Possible double booking"
        description={overlapQuestion(overlaps)}
        confirmLabel={asking ? `${asking.label} anyway` : 'Continue'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) runOrAskHidden(asking);
          setAsking(null);
        }}
      >
        <ConflictList conflicts={booking.conflicts} />
      </ConfirmDialog>
      <ConfirmDialog
        open={askingHidden !== null}
        title={hidden.length === 1 ? `${hidden[0]} is hidden` : 'Hidden performers'}
        description={hiddenPerformerQuestion(hidden)}
        confirmLabel={askingHidden ? `${askingHidden.label} anyway` : 'Continue'}
        onCancel={() => setAskingHidden(null)}
        onConfirm={() => {
          if (askingHidden) run(askingHidden);
          setAskingHidden(null);
        }}
      />
      <DepositDialog
        open={depositing !== null}
        bookingId={booking.id}
        depositAmount={booking.depositAmount}
        pending={action.isPending}
        error={depositError}
        onCancel={() => setDepositing(null)}
        onConfirm={confirmDeposit}
      />
      <CancelDialog
        open={cancelling !== null}
        mode={booking.status === 'pending' ? 'reject' : 'cancel'}
        pending={action.isPending}
        error={cancelError}
        onCancel={() => setCancelling(null)}
        onConfirm={cancel}
      />
    </article>
  );
}
