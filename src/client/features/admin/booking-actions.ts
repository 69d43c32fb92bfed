import type { ButtonVariant } from '../../components/ui/button';
import { adminApi } from './api';

export type BookingAction = {
  label: string;
  variant?: ButtonVariant;
  run: (id: string) => Promise<unknown>;
  done: { title: string; description: string };
  failed: { title: string; description: string };
  /** Asked with the browser's confirm before acting (permanent changes). */
  confirm?: string;
  /** Moves that commit the performers: asked once more when the booking overlaps another. */
  checksConflicts?: boolean;
};

const updateFailed = { title: 'Update Failed', description: 'Failed to update booking status. Please try again.' };
const archiveFailed = { title: 'Archive Failed', description: 'Failed to archive booking. Please try again.' };
const move = (label: string, to: string, description: string, variant?: ButtonVariant): BookingAction => ({
  label,
  variant,
  run: (id) => adminApi.setBookingStatus(id, to),
  done: { title: 'Booking updated', description },
  failed: updateFailed,
});
const archive: BookingAction = {
  label: 'Archive',
  variant: 'ghost',
  run: adminApi.archiveBooking,
  done: { title: 'Booking archived', description: 'The booking was archived.' },
  failed: archiveFailed,
};

/** Spec section 4, "Admin actions by status". The server enforces the same table (409 otherwise). */
export const ACTIONS_BY_STATUS: Record<string, BookingAction[]> = {
  pending: [
    {
      ...move('Request Deposit', 'depositPending', 'The client is now asked for the deposit.'),
      checksConflicts: true,
    },
    move('Reject', 'cancelled', 'The booking request was rejected.', 'danger'),
    {
      label: 'Delete',
      variant: 'danger',
      run: adminApi.deleteBooking,
      done: { title: 'Booking deleted', description: 'The booking was deleted permanently.' },
      failed: { title: 'Delete Failed', description: 'Failed to delete booking. Please try again.' },
      confirm: 'Delete this booking permanently? This cannot be undone.',
    },
  ],
  depositPending: [
    {
      label: 'Confirm Deposit Received',
      run: adminApi.confirmDeposit,
      done: { title: 'Deposit confirmed', description: 'The deposit is recorded and the booking is now confirmed.' },
      failed: { title: 'Confirmation Failed', description: 'Failed to confirm deposit. Please try again.' },
      checksConflicts: true,
    },
    move('Cancel', 'cancelled', 'The booking was cancelled.', 'danger'),
    archive,
  ],
  depositPaid: [
    { ...move('Confirm Booking', 'confirmed', 'The booking is confirmed.'), checksConflicts: true },
    move('Cancel', 'cancelled', 'The booking was cancelled.', 'danger'),
    archive,
  ],
  confirmed: [move('Cancel Booking', 'cancelled', 'The booking was cancelled.', 'danger'), archive],
  cancelled: [move('Reopen Booking', 'pending', 'The booking is pending again.', 'secondary'), archive],
  archived: [],
};
