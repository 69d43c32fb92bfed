import { queryOptions } from '@tanstack/react-query';
import type { BookingConfirmation, BookingRequestInput } from '../../../shared/schemas/booking';
import { getJsonOrNull, sendJson } from '../../lib/http';

export const bookingByIdQuery = (id: string) =>
  queryOptions({
    queryKey: ['bookings', id],
    queryFn: () => getJsonOrNull<BookingConfirmation>(`/api/bookings/${encodeURIComponent(id)}`),
  });

export const submitBooking = (payload: BookingRequestInput) =>
  sendJson<{ id?: string }>('POST', '/api/bookings', payload);
