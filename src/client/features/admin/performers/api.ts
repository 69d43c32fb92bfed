import { queryOptions } from '@tanstack/react-query';
import {
  type AdminPerformerInput,
  adminPerformerListSchema,
  adminPerformerSchema,
  featuredAnswerSchema,
  type PerformerBulkAction,
  performerBulkAnswerSchema,
  performerOpenBookingsSchema,
  photoAddedSchema,
  portalInvitationSchema,
  uploadTicketSchema,
  visibilityAnswerSchema,
} from '../../../../shared/schemas/admin-performer';
import { csvImportResultSchema } from '../../../../shared/schemas/csv-import';
import { ApiError, type ApiResponse, type CallContext, getJson, send, sendEmpty, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/*
 * The catalogue's staff API. Only staff pages load the staff api modules (the profile's admin
 * button loads this one lazily), so every answer is parsed with its shared schema: a server that
 * drifts from the schema fails loudly here instead of rendering wrong data.
 */

const keys = adminKeys;

export const adminPerformersQuery = () =>
  queryOptions({
    queryKey: keys.performers,
    queryFn: (ctx) => getJson(adminPerformerListSchema, '/api/admin/performers', ctx),
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

/**
 * What the form sends: performer fields and her staff-only contact as the server reads them (the
 * server derives the slug).
 */
export type PerformerPayload = Omit<AdminPerformerInput, 'unavailableDates'> & {
  unavailableDates: string[];
  slug?: string;
};

const id = (value: string) => encodeURIComponent(value);

/** The catalogue's writes. Components call them through the hooks of mutations.ts, which refresh what they change. */
export const performersApi = {
  createPerformer: (body: PerformerPayload, ctx?: CallContext) =>
    sendJson(adminPerformerSchema, 'POST', '/api/admin/performers', body, ctx),
  updatePerformer: (performerId: string, body: PerformerPayload, ctx?: CallContext) =>
    sendJson(adminPerformerSchema, 'PUT', `/api/admin/performers/${id(performerId)}`, body, ctx),
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
  /** E-mails her a link to the portal (decision 033); 409 NO_EMAIL when she has no address. */
  invitePerformer: (performerId: string, ctx?: CallContext) =>
    sendJson(portalInvitationSchema, 'POST', `/api/admin/performers/${id(performerId)}/invitation`, undefined, ctx),
  /** Ends her portal access at once: her sessions, account and open links go. */
  endPortalAccess: (performerId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/performers/${id(performerId)}/portal-access`, undefined, ctx),
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
