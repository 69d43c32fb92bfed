import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import { MAX_PHOTO_BYTES, PhotoRejectedError, processPhoto, sniffImage, storePhoto } from './image-pipeline';
import { claimDirectUpload, claimProcessing, claimUpload, findTicket, insertTicket } from './repository';

const TICKET_MINUTES = 10;
const UPLOAD_PATH = '/api/admin/uploads/';
const stagingKey = (id: string) => `staging/${id.toLowerCase()}.bin`;

const refused = (status: number, message: string, code: string) => new HttpError(status, message, code);
const notReady = () => refused(409, 'That photo was not uploaded, or was already added', 'PHOTO_NOT_READY');

const DIRECT_UPLOAD = /\/staging\/([0-9a-f-]{36})\.bin$/i;

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  // A presigned URL cannot cap the size: refuse an oversized object before reading it.
  if (object.size > MAX_PHOTO_BYTES) {
    object.body.destroy();
    throw refused(413, 'Please select a file smaller than 5MB', 'TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The spec's three-step upload on the local-disk driver: a single-use, ten-minute upload URL;
 * the raw bytes PUT there; then PUT /api/admin/photos turns them into WebP variants.
 */
export function createPhotoService({ db, storage, now }: { db: Database; storage: ObjectStorage; now: () => Date }) {
  return {
    async createUploadUrl(userId: string | null, audit: Audit): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + TICKET_MINUTES * 60_000);
      const id = await db.transaction(async (tx) => {
        const ticketId = await insertTicket(tx, { tokenHash: hashToken(token), createdBy: userId, expiresAt });
        // The ticket, never its token or the URL that carries it: whoever holds those may upload.
        const after = { id: ticketId, expiresAt: expiresAt.toISOString() };
        await audit.record(tx, { entityType: 'upload_tickets', entityId: ticketId, before: null, after });
        return ticketId;
      });
      if (storage.presignUpload) return storage.presignUpload(stagingKey(id), TICKET_MINUTES * 60);
      return `${UPLOAD_PATH}${id}?token=${token}`;
    },

    async receive(id: string, token: string, bytes: Buffer, audit: Audit): Promise<void> {
      const ticket = isUuid(id) ? await findTicket(db, id) : null;
      const expected = ticket ? Buffer.from(ticket.tokenHash) : null;
      const given = Buffer.from(hashToken(token));
      if (!ticket || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw refused(403, 'This upload link is not valid', 'BAD_UPLOAD_URL');
      }
      if (bytes.length > MAX_PHOTO_BYTES) throw refused(413, 'Please select a file smaller than 5MB', 'TOO_LARGE');
      if (!sniffImage(bytes)) throw refused(415, 'Please select an image file (JPG, PNG, etc.)', 'NOT_AN_IMAGE');
      const used = () => refused(410, 'This upload link has expired or was already used', 'UPLOAD_URL_USED');
      if (ticket.uploadedAt || ticket.expiresAt <= now()) throw used();
      // Stored before the claim: bytes that cannot be stored leave the link usable while valid. Not
      // inside the claim's transaction either, since the storage may be the database itself
      // (decision 043), on a connection of its own. A refused second use stores over the first
      // use's staged bytes (two uses at once of one link) with bytes from the same link's holder.
      await storage.put(stagingKey(id), bytes, 'application/octet-stream');
      await db.transaction(async (tx) => {
        if (!(await claimUpload(tx, id, now()))) throw used();
        const after = { uploadedBytes: bytes.length };
        await audit.record(tx, { entityType: 'upload_tickets', entityId: id, before: null, after });
      });
    },

    async process(photoURL: string, audit: Audit): Promise<string> {
      let path: string;
      try {
        path = new URL(photoURL, 'http://local').pathname;
      } catch {
        throw refused(400, 'Unknown photo URL', 'BAD_PHOTO_URL');
      }
      const direct = Boolean(storage.presignUpload);
      const id = direct
        ? (DIRECT_UPLOAD.exec(path)?.[1] ?? '')
        : path.startsWith(UPLOAD_PATH)
          ? path.slice(UPLOAD_PATH.length)
          : '';
      if (!isUuid(id)) throw refused(400, 'Unknown photo URL', 'BAD_PHOTO_URL');
      const ticket = await findTicket(db, id);
      if (!ticket || ticket.processedAt || !(direct || ticket.uploadedAt)) throw notReady();
      const bytes = await readAll(storage, stagingKey(id));
      if (!bytes) throw refused(409, 'That photo was not uploaded', 'PHOTO_NOT_READY');
      try {
        const objectPath = await storePhoto(storage, await processPhoto(bytes));
        // The ticket is claimed, with its audit row, once the photo is stored: a refused photo
        // changes nothing. Photos are named by their content, so a photo stored by a call that
        // then loses the claim to a concurrent one is the very object the winner stored.
        await db.transaction(async (tx) => {
          const claimed = direct ? await claimDirectUpload(tx, id, now()) : await claimProcessing(tx, id, now());
          if (!claimed) throw notReady();
          await audit.record(tx, { entityType: 'upload_tickets', entityId: id, before: null, after: { objectPath } });
        });
        return objectPath;
      } catch (err) {
        if (err instanceof PhotoRejectedError) throw refused(err.statusCode, err.message, 'PHOTO_REJECTED');
        throw err;
      } finally {
        await storage.delete(stagingKey(id));
      }
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
