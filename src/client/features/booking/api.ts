import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BookingConfirmation, BookingLookup, BookingRequestInput } from '../../../shared/schemas/booking';
import { type CallContext, getJsonOrNull, sendJson, typed } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

// Public calls: typed by the shared schemas, never parsed with them (zod stays out of public pages).

export const bookingByIdQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.booking(id),
    queryFn: (ctx) => getJsonOrNull(typed<BookingConfirmation>(), `/api/bookings/${encodeURIComponent(id)}`, ctx),
  });

/** POST /api/bookings answers 201 with the confirmation (or only the id, for a request it drops unseen). */
const submitBooking = (payload: BookingRequestInput, ctx?: CallContext) =>
  sendJson(typed<BookingConfirmation | { id: string }>(), 'POST', '/api/bookings', payload, ctx);

/**
 * Sends the wizard's request. A booking changes what the gallery shows of its performers, so their
 * lists are read again, in the background: the wizard moves on without waiting for them.
 */
export function useSubmitBooking() {
  return useMutation({
    mutationFn: (payload: BookingRequestInput, { client }) => submitBooking(payload, { client }),
    onSuccess: (_answer, _payload, _onMutate, { client }) => {
      void client.invalidateQueries({ queryKey: queryKeys.performers.all });
    },
  });
}

/** POST /api/bookings/lookup: 202 with the same words whether or not a booking matched. */
export const lookupBooking = (payload: BookingLookup) =>
  sendJson(typed<{ message: string }>(), 'POST', '/api/bookings/lookup', payload);
