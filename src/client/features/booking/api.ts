import { queryOptions } from '@tanstack/react-query';
import type { BookingConfirmation, BookingLookup, BookingRequestInput } from '../../../shared/schemas/booking';
import type { ApiError } from '../../../shared/schemas/error';
import { ApiRequestError, getJsonOrNull, sendJson } from '../../lib/http';

export const bookingByIdQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', id],
    queryFn: () => getJsonOrNull<BookingConfirmation>(`/api/bookings/${encodeURIComponent(id)}`),
  });

export const submitBooking = (payload: BookingRequestInput) =>
  sendJson<{ id?: string }>('POST', '/api/bookings', payload);

/** POST /api/bookings/lookup: 202 with the same words whether or not a booking matched. */
export const lookupBooking = (payload: BookingLookup) =>
  sendJson<{ message: string }>('POST', '/api/bookings/lookup', payload);

/** The error shape out of a failed call ("{status}: {body}"), when the body is one. */
export function apiErrorOf(err: unknown): (Partial<ApiError> & { status: number }) | null {
  if (!(err instanceof ApiRequestError)) return null;
  try {
    const body = JSON.parse(err.message.replace(/^\d{3}: /, '')) as Partial<ApiError>;
    return { ...body, status: err.status };
  } catch {
    return { status: err.status };
  }
}
