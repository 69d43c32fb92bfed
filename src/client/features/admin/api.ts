import { queryOptions } from '@tanstack/react-query';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import type { AdminMessage, MessageStatus } from '../../../shared/schemas/message';
import type { Performer } from '../../../shared/schemas/performer';
import type { PerformerInput } from '../../../shared/schemas/performer-input';
import { getJson, sendJson, toQueryString } from '../../lib/http';

export const adminKeys = {
  performers: ['admin', 'performers'] as const,
  bookings: ['admin', 'bookings'] as const,
  /** Every message list (all, by status, by booking) sits under this key, so one invalidation refreshes them all. */
  messages: ['admin', 'messages'] as const,
};

export const adminPerformersQuery = () =>
  queryOptions({ queryKey: adminKeys.performers, queryFn: () => getJson<Performer[]>('/api/admin/performers') });

export const adminBookingsQuery = () =>
  queryOptions({ queryKey: adminKeys.bookings, queryFn: () => getJson<AdminBooking[]>('/api/admin/bookings') });

/** Which messages to list: one booking's, or one status's; newest first either way. */
export type MessageListFilter = { bookingId?: string; status?: MessageStatus };

export const adminMessagesQuery = (filter: MessageListFilter = {}) =>
  queryOptions({
    queryKey: [...adminKeys.messages, filter],
    queryFn: () =>
      getJson<AdminMessage[]>(
        `/api/admin/messages${toQueryString({ bookingId: filter.bookingId, status: filter.status })}`,
      ),
  });

/** What the form sends: performer fields as the server reads them (the server derives the slug). */
export type PerformerPayload = Omit<PerformerInput, 'unavailableDates'> & { unavailableDates: string[]; slug?: string };

const id = (value: string) => encodeURIComponent(value);

export const adminApi = {
  createPerformer: (body: PerformerPayload) => sendJson<Performer>('POST', '/api/admin/performers', body),
  updatePerformer: (performerId: string, body: PerformerPayload) =>
    sendJson<Performer>('PUT', `/api/admin/performers/${id(performerId)}`, body),
  toggleFeatured: (performerId: string) =>
    sendJson<{ name: string; featured: boolean }>('PATCH', `/api/admin/performers/${id(performerId)}/featured`),
  hidePerformer: (performerId: string) => sendJson<Performer>('PATCH', `/api/admin/performers/${id(performerId)}/hide`),
  deletePerformer: (performerId: string) => sendJson<null>('DELETE', `/api/admin/performers/${id(performerId)}`),
  setBookingStatus: (bookingId: string, status: string) =>
    sendJson<AdminBooking>('PUT', `/api/admin/bookings/${id(bookingId)}/status`, { status }),
  confirmDeposit: (bookingId: string) =>
    sendJson<AdminBooking>('PUT', `/api/admin/bookings/${id(bookingId)}/confirm-deposit`),
  archiveBooking: (bookingId: string) => sendJson<AdminBooking>('PUT', `/api/admin/bookings/${id(bookingId)}/archive`),
  deleteBooking: (bookingId: string) => sendJson<null>('DELETE', `/api/admin/bookings/${id(bookingId)}`),
  /** Queues a failed message again (409 when it has not failed). */
  retryMessage: (messageId: string) => sendJson<AdminMessage>('POST', `/api/admin/messages/${id(messageId)}/retry`),
};

/** The server's own message out of an error "{status}: {body}", when the body is our JSON error shape. */
export function serverMessage(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const body = err.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/** POST import-csv as multipart with the field csvFile (spec section 7). */
export async function importCsv(file: File): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('csvFile', file);
  const res = await fetch('/api/admin/performers/import-csv', { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `CSV import failed: ${res.statusText || res.status}`);
  }
  return (await res.json()) as CsvImportResult;
}

export class PhotoUploadError extends Error {
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description);
  }
}

/** The three-step upload of spec section 7: ask for a URL, PUT the file there, register it. Answers '/objects/...'. */
export async function uploadPhoto(file: File): Promise<string> {
  const ticket = await fetch('/api/admin/photos/upload', { method: 'POST', credentials: 'include' });
  if (!ticket.ok) throw new PhotoUploadError('Upload failed', 'Failed to get upload URL');
  const { uploadURL } = (await ticket.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type },
    // Same-origin uploads carry the session; a presigned bucket URL needs (and gets) no cookie.
    credentials: 'same-origin',
  });
  if (!put.ok) {
    const text = await put.text().catch(() => '');
    const message = (() => {
      try {
        return (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        return text;
      }
    })();
    throw new PhotoUploadError('Upload failed', `Upload failed: ${put.status} ${message}`);
  }
  const photoURL = uploadURL.split('?')[0] ?? uploadURL;
  let registered: Response;
  try {
    registered = await fetch('/api/admin/photos', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photoURL }),
    });
  } catch {
    throw new PhotoUploadError('Photo processing failed', "The photo uploaded but couldn't be added to the profile");
  }
  if (!registered.ok) {
    throw new PhotoUploadError('Photo processing failed', "The photo uploaded but couldn't be added to the profile");
  }
  const { objectPath } = (await registered.json()) as { objectPath?: string };
  if (!objectPath) throw new PhotoUploadError('Upload issue', 'Photo uploaded but URL was not received');
  return objectPath;
}
