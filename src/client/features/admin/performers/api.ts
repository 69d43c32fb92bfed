import { queryOptions } from '@tanstack/react-query';
import {
  type AdminBookingQuery,
  adminBookingCountsSchema,
  adminBookingListSchema,
  adminBookingSchema,
  bookingNoteSchema,
} from '../../../../shared/schemas/admin-booking';
import {
  featuredAnswerSchema,
  type PerformerBulkAction,
  performerBulkAnswerSchema,
  performerOpenBookingsSchema,
  photoAddedSchema,
  uploadTicketSchema,
  visibilityAnswerSchema,
} from '../../../../shared/schemas/admin-performer';
import { csvImportResultSchema } from '../../../../shared/schemas/csv-import';
import { adminMessageListSchema, adminMessageSchema, type MessageStatus } from '../../../../shared/schemas/message';
import { performerListSchema, performerSchema } from '../../../../shared/schemas/performer';
import type { PerformerInput } from '../../../../shared/schemas/performer-input';
import { reportSchema } from '../../../../shared/schemas/report';
import {
  ApiError,
  type ApiResponse,
  type CallContext,
  getJson,
  send,
  sendEmpty,
  sendJson,
  toQueryString,
} from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/*
 * The staff API. Only staff pages load this module (the profile's admin button loads it lazily),
 * so every answer is parsed with its shared schema: a server that drifts from the schema fails
 * loudly here instead of rendering wrong data.
 */

const keys = adminKeys;

export const adminPerformersQuery = () =>
  queryOptions({
    queryKey: keys.performers,
    queryFn: (ctx) => getJson(performerListSchema, '/api/admin/performers', ctx),
  });

/**
 * A performer's bookings still to come, asked when Hide is about to be confirmed: read afresh each
 * time (a client may have booked her since), and kept under the bookings so a booking move refreshes it.
 */
export const adminPerformerOpenBookingsQuery = (performerId: string) =>
  queryOptions({
    queryKey: [...keys.bookings, 'open-for-performer', performerId],
    queryFn: (ctx) =>
      getJson(performerOpenBookingsSchema, `/api/admin/performers/${id(performerId)}/open-bookings`, ctx),
    staleTime: 0,
  });

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

/** The dashboard's figures for the bookings requested in a period. */
export const adminReportQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...keys.reports, period],
    queryFn: (ctx) => getJson(reportSchema, `/api/admin/reports${toQueryString(period)}`, ctx),
  });

/** Which messages to list: one booking's, or one status's; newest first either way. */
export type MessageListFilter = { bookingId?: string; status?: MessageStatus };

export const adminMessagesQuery = (filter: MessageListFilter = {}) =>
  queryOptions({
    queryKey: [...keys.messages, filter],
    queryFn: (ctx) =>
      getJson(
        adminMessageListSchema,
        `/api/admin/messages${toQueryString({ bookingId: filter.bookingId, status: filter.status })}`,
        ctx,
      ),
  });

/** What the form sends: performer fields as the server reads them (the server derives the slug). */
export type PerformerPayload = Omit<PerformerInput, 'unavailableDates'> & { unavailableDates: string[]; slug?: string };

const id = (value: string) => encodeURIComponent(value);

/** Every staff write. Components call them through the hooks of mutations.ts, which refresh what they change. */
export const adminApi = {
  createPerformer: (body: PerformerPayload, ctx?: CallContext) =>
    sendJson(performerSchema, 'POST', '/api/admin/performers', body, ctx),
  updatePerformer: (performerId: string, body: PerformerPayload, ctx?: CallContext) =>
    sendJson(performerSchema, 'PUT', `/api/admin/performers/${id(performerId)}`, body, ctx),
  toggleFeatured: (performerId: string, ctx?: CallContext) =>
    sendJson(featuredAnswerSchema, 'PATCH', `/api/admin/performers/${id(performerId)}/featured`, undefined, ctx),
  hidePerformer: (performerId: string, ctx?: CallContext) =>
    sendJson(visibilityAnswerSchema, 'PATCH', `/api/admin/performers/${id(performerId)}/hide`, undefined, ctx),
  showPerformer: (performerId: string, ctx?: CallContext) =>
    sendJson(visibilityAnswerSchema, 'PATCH', `/api/admin/performers/${id(performerId)}/show`, undefined, ctx),
  bulkPerformers: (body: { ids: string[]; action: PerformerBulkAction }, ctx?: CallContext) =>
    sendJson(performerBulkAnswerSchema, 'POST', '/api/admin/performers/bulk', body, ctx),
  deletePerformer: (performerId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/performers/${id(performerId)}`, undefined, ctx),
  setBookingStatus: (bookingId: string, status: string, ctx?: CallContext) =>
    sendJson(adminBookingSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/status`, { status }, ctx),
  confirmDeposit: (bookingId: string, ctx?: CallContext) =>
    sendJson(adminBookingSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/confirm-deposit`, undefined, ctx),
  archiveBooking: (bookingId: string, ctx?: CallContext) =>
    sendJson(adminBookingSchema, 'PUT', `/api/admin/bookings/${id(bookingId)}/archive`, undefined, ctx),
  deleteBooking: (bookingId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/bookings/${id(bookingId)}`, undefined, ctx),
  addBookingNote: ({ bookingId, text }: { bookingId: string; text: string }, ctx?: CallContext) =>
    sendJson(bookingNoteSchema, 'POST', `/api/admin/bookings/${id(bookingId)}/notes`, { text }, ctx),
  /** Queues a failed message again (409 when it has not failed). */
  retryMessage: (messageId: string, ctx?: CallContext) =>
    sendJson(adminMessageSchema, 'POST', `/api/admin/messages/${id(messageId)}/retry`, undefined, ctx),
  /** POST import-csv as multipart with the field csvFile (docs/product.md, Calls). */
  importCsv: async (file: File, ctx?: CallContext) => {
    const form = new FormData();
    form.append('csvFile', file);
    const res = await send('/api/admin/performers/import-csv', { method: 'POST', body: form }, ctx);
    return csvImportResultSchema.parse(JSON.parse(await res.text()));
  },
};

/** The words of a failed import: the server's reason (bad CSV, too large…), else the status. */
export function csvImportErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? `CSV import failed: ${err.statusText || err.status}`;
  return err instanceof Error ? err.message : '';
}

export class PhotoUploadError extends Error {
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description);
  }
}

/** The three-step upload of docs/product.md (Calls): ask for a URL, PUT the file there, register it. Answers '/objects/...'. */
export async function uploadPhoto(file: File): Promise<string> {
  const ticket = await send('/api/admin/photos/upload', { method: 'POST' }).catch(() => {
    throw new PhotoUploadError('Upload failed', 'Failed to get upload URL');
  });
  const { uploadURL } = uploadTicketSchema.parse(JSON.parse(await ticket.text()));
  try {
    // Same-origin uploads carry the session; a presigned bucket URL needs (and gets) no cookie.
    await send(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type },
      credentials: 'same-origin',
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new PhotoUploadError('Upload failed', `Upload failed: ${err.status} ${err.serverMessage ?? err.body}`);
  }
  let registered: ApiResponse;
  try {
    registered = await send('/api/admin/photos', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photoURL: uploadURL.split('?')[0] ?? uploadURL }),
    });
  } catch {
    throw new PhotoUploadError('Photo processing failed', "The photo uploaded but couldn't be added to the profile");
  }
  const answer = photoAddedSchema.safeParse(JSON.parse(await registered.text()));
  if (!answer.success || !answer.data.objectPath) {
    throw new PhotoUploadError('Upload issue', 'Photo uploaded but URL was not received');
  }
  return answer.data.objectPath;
}
