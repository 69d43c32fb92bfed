import { queryOptions } from '@tanstack/react-query';
import {
  type AdminBookingQuery,
  adminBookingCountsSchema,
  adminBookingListSchema,
  adminBookingSchema,
  bookingNoteSchema,
  statusAnswerSchema,
} from '../../../../shared/schemas/admin-booking';
import { type CallContext, getJson, send, sendEmpty, sendJson, toQueryString } from '../../../lib/http';
import type { CancelInput, DepositInput } from '../money/api';
import { adminKeys } from '../shell/admin-keys';

/* The booking desk's reads and writes; answers are parsed with their shared schemas (see ../performers/api.ts). */

const keys = adminKeys;
const id = (value: string) => encodeURIComponent(value);

/** One page of the booking desk and how many bookings match in all (X-Total-Count). */
export const adminBookingPageQuery = (query: AdminBookingQuery) =>
  queryOptions({
    queryKey: [...keys.bookings, 'page', query],
    queryFn: async (ctx) => {
      const res = await send(`/api/admin/bookings${toQueryString(query)}`, {}, ctx);
      const bookings = adminBookingListSchema.parse(JSON.parse(await res.text()));
      return { bookings, total: Number(res.header('x-total-count') ?? bookings.length) };
    },
    placeholderData: (previous) => previous,
  });

/** How many bookings each status filter shows for a search. */
export const adminBookingCountsQuery = (query: AdminBookingQuery = {}) =>
  queryOptions({
    queryKey: [...keys.bookings, 'counts', query],
    queryFn: (ctx) => getJson(adminBookingCountsSchema, `/api/admin/bookings/counts${toQueryString(query)}`, ctx),
  });

export const adminBookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...keys.bookings, 'one', bookingId],
    queryFn: (ctx) => getJson(adminBookingSchema, `/api/admin/bookings/${id(bookingId)}`, ctx),
  });

/** The desk's writes. Components call them through the hooks of ./mutations.ts, which refresh what they change. */
export const bookingsApi = {
  /** A cancellation also says who cancelled and why; the answer then carries the refund it owes. */
  setBookingStatus: (bookingId: string, status: string, cancel: CancelInput | undefined, ctx?: CallContext) =>
    sendJson(statusAnswerSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/status`, { status, ...cancel }, ctx),
  confirmDeposit: (bookingId: string, deposit: DepositInput | undefined, ctx?: CallContext) =>
    sendJson(adminBookingSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/confirm-deposit`, deposit, ctx),
  archiveBooking: (bookingId: string, ctx?: CallContext) =>
    sendJson(adminBookingSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/archive`, undefined, ctx),
  deleteBooking: (bookingId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/bookings/${id(bookingId)}`, undefined, ctx),
  addBookingNote: ({ bookingId, text }: { bookingId: string; text: string }, ctx?: CallContext) =>
    sendJson(bookingNoteSchema, 'POST', `/api/admin/bookings/${id(bookingId)}/notes`, { text }, ctx),
};
