import type { PrivacyClient, PrivacyErasure, PrivacyExport } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { businessDayKey } from '../../http/business-day-key';
import type { Audit } from '../audit';
import { recordAudit } from '../audit';
import type { IdentifierHasher } from '../do-not-book';
import { eraseClient, NO_ERASURE } from './erase';
import { exportClient } from './export';
import { bookingIdsOf, clientKeyOf, emailsOf } from './match';

type Staff = { id: string; email: string };

/**
 * Owners' privacy requests (decision 046): export or erase everything held about one e-mail
 * address or phone. The export's read is audited with counts only, as is the erasure: an audit
 * row never holds what was asked for or erased.
 */
export function createPrivacy({ db, now, hash }: { db: Database; now: () => Date; hash: IdentifierHasher }) {
  const today = businessDayKey(now);
  /** The client's bookings, and every address they booked with (the asked one included). */
  const find = async (tx: Database, client: PrivacyClient) => {
    const key = clientKeyOf(client);
    const ids = await bookingIdsOf(tx, key);
    const emails = [...new Set([...(key.kind === 'email' ? [key.value] : []), ...(await emailsOf(tx, ids))])];
    return { key, ids, emails };
  };

  return {
    async export(client: PrivacyClient, staff: Staff): Promise<PrivacyExport> {
      return db.transaction(async (tx) => {
        const { key, ids, emails } = await find(tx, client);
        const found = await exportClient(tx, key, ids, emails, { hash, today: today(), now: now() });
        await recordAudit(tx, {
          actor: staff,
          action: 'GET /api/admin/privacy/export',
          entityType: 'privacy_requests',
          entityId: null,
          before: null,
          after: {
            kind: key.kind,
            bookings: found.bookings.length,
            messages: found.messages.length,
            doNotBook: found.doNotBook.length,
            auditEntries: found.auditEntries.length,
          },
        });
        return found;
      });
    },

    async erase(client: PrivacyClient, audit: Audit): Promise<PrivacyErasure> {
      const key = clientKeyOf(client);
      return db.transaction(async (tx) => {
        const { ids, emails } = await find(tx, client);
        const erased = await eraseClient(tx, ids, emails, now());
        const nothingToErase = Object.values(erased).every((n) => n === 0);
        // The erasure's own record: the kind of request and the counts, never the address or phone.
        await audit.record(tx, {
          entityType: 'privacy_requests',
          entityId: null,
          before: null,
          after: { kind: key.kind, erased, nothingToErase },
        });
        return { erased: nothingToErase ? NO_ERASURE : erased, nothingToErase };
      });
    },
  };
}
export type Privacy = ReturnType<typeof createPrivacy>;
