import {
  BOOKING_STATUSES,
  type BookingStatus,
  canArchive,
  canConfirmDeposit,
  canDelete,
  canMove,
  hasReceivedMoney,
  STATUS_MOVES,
  statusBadge,
} from '../../../../shared/booking-status';
import type { ButtonVariant } from '../../../components/ui/button';
import type { CancelInput, DepositInput } from '../money/api';

/** What an action asks of the server: a status move, or one of the actions with their own route. */
export type BookingRequest =
  /** `cancel`: who cancelled and why, as the cancel dialog asked. */
  | { kind: 'status'; to: BookingStatus; cancel?: CancelInput }
  /** The deposit's entry as staff typed it in the deposit dialog (none: the deposit still due, by Cash App). */
  | { kind: 'confirmDeposit'; deposit?: DepositInput }
  | { kind: 'archive' }
  | { kind: 'delete' };

export type BookingAction = {
  label: string;
  variant?: ButtonVariant;
  request: BookingRequest;
  done: { title: string; description: string };
  failed: { title: string; description: string };
  /** Asked with the browser's confirm before acting (permanent changes). */
  confirm?: string;
  /** Moves that commit the performers: asked once more when the booking overlaps another. */
  checksConflicts?: boolean;
  /** Cancelling a booking, or rejecting a request: the cancel dialog asks who and why first. */
  asksWhy?: boolean;
};

const updateFailed = { title: 'Update Failed', description: 'Failed to update booking status. Please try again.' };

/** The words of a status move; which moves exist comes from the shared table (STATUS_MOVES). */
function moveAction(from: BookingStatus, to: BookingStatus, paymentStatus: string): BookingAction {
  const move = (label: string, description: string, extra: Partial<BookingAction> = {}): BookingAction => ({
    label,
    request: { kind: 'status', to },
    done: { title: 'Booking updated', description },
    failed: updateFailed,
    ...extra,
  });
  switch (to) {
    case 'depositPending':
      return move('Request Deposit', 'The client is now asked for the deposit.', { checksConflicts: true });
    case 'confirmed':
      return move('Confirm Booking', 'The booking is confirmed.', { checksConflicts: true });
    case 'cancelled':
      return from === 'pending'
        ? move('Reject', 'The booking request was rejected.', { variant: 'danger', asksWhy: true })
        : move(from === 'confirmed' ? 'Cancel Booking' : 'Cancel', 'The booking was cancelled.', {
            variant: 'danger',
            asksWhy: true,
          });
    case 'pending':
      return hasReceivedMoney(paymentStatus)
        ? move('Reopen Booking', 'The booking is open again with its deposit paid; confirm it when ready.', {
            variant: 'secondary',
          })
        : move('Reopen Booking', 'The booking is pending again.', { variant: 'secondary' });
    default:
      return move(`Mark ${statusBadge(to).label}`, `The booking is now ${statusBadge(to).label.toLowerCase()}.`);
  }
}

const confirmDeposit: BookingAction = {
  label: 'Confirm Deposit Received',
  request: { kind: 'confirmDeposit' },
  done: { title: 'Deposit confirmed', description: 'The deposit is recorded and the booking is now confirmed.' },
  failed: { title: 'Confirmation Failed', description: 'Failed to confirm deposit. Please try again.' },
  checksConflicts: true,
};
const archive: BookingAction = {
  label: 'Archive',
  variant: 'ghost',
  request: { kind: 'archive' },
  done: { title: 'Booking archived', description: 'The booking was archived.' },
  failed: { title: 'Archive Failed', description: 'Failed to archive booking. Please try again.' },
};
const remove: BookingAction = {
  label: 'Delete',
  variant: 'danger',
  request: { kind: 'delete' },
  done: { title: 'Booking deleted', description: 'The booking was deleted permanently.' },
  failed: { title: 'Delete Failed', description: 'Failed to delete booking. Please try again.' },
  confirm: 'Delete this booking permanently? This cannot be undone.',
};

/**
 * A booking's buttons, in order: confirm the deposit, the status moves, archive, delete (each when
 * allowed). Derived from src/shared/booking-status.ts (docs/product.md, "Statuses"): the table the
 * server enforces (409 otherwise), narrowed by the payment as the server narrows it, so the panel
 * offers exactly the moves the server accepts. Only the words live here.
 */
export function bookingActions(status: string, paymentStatus: string): BookingAction[] {
  if (!(BOOKING_STATUSES as readonly string[]).includes(status)) return [];
  const from = status as BookingStatus;
  return [
    ...(canConfirmDeposit(from) ? [confirmDeposit] : []),
    ...STATUS_MOVES[from]
      .filter((to) => canMove(from, to, paymentStatus))
      .map((to) => moveAction(from, to, paymentStatus)),
    ...(canArchive(from) ? [archive] : []),
    ...(canDelete(from, paymentStatus) ? [remove] : []),
  ];
}
