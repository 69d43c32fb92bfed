import { useCallback } from 'react';
import type { BookingConfirmation, BookingLookup, BookingRequestInput } from '../../../shared/schemas/booking';
import { getJsonOrNull, sendJson, typed } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import { type Resource, useResources } from '../../lib/resource';

// Public calls: typed by the shared schemas, never parsed with them (zod stays out of public pages).

export const bookingByIdResource = (id: string): Resource<BookingConfirmation | null> => ({
  key: queryKeys.booking(id),
  load: (ctx) => getJsonOrNull(typed<BookingConfirmation>(), `/api/bookings/${encodeURIComponent(id)}`, ctx),
});

/** POST /api/bookings answers 201 with the confirmation (or only the id, for a request it drops unseen). */
const submitBooking = (payload: BookingRequestInput) =>
  sendJson(typed<BookingConfirmation | { id: string }>(), 'POST', '/api/bookings', payload);

/**
 * Sends the wizard's request (the wizard keeps its own 'submitting' state). A booking changes what
 * the gallery shows of its performers, so their lists are read again, in the background: the
 * wizard moves on without waiting for them.
 */
export function useSubmitBooking() {
  const store = useResources();
  return useCallback(
    async (payload: BookingRequestInput) => {
      const answer = await submitBooking(payload);
      void store.invalidate(queryKeys.performers.all);
      return answer;
    },
    [store],
  );
}

/** POST /api/bookings/lookup: 202 with the same words whether or not a booking matched. */
export const lookupBooking = (payload: BookingLookup) =>
  sendJson(typed<{ message: string }>(), 'POST', '/api/bookings/lookup', payload);
