import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { findAccount, ownerEmails } from './repository';

/** Queues the owners' alert in the caller's transaction (features/messages). */
export type SignInAlertMailer = {
  signInAlert(
    tx: Database,
    alert: { id: string; owners: string[]; accountEmail: string; wrongCodes: number; address: string; at: Date },
  ): Promise<void>;
};

/**
 * A code step ended after repeated wrong codes: someone has this account's password. Writes the
 * audit row (owners only read it) and queues an e-mail to the owners, in the transaction that
 * ended the step. `address` is the client's addressKey (an IPv6 /64).
 */
export function codeStepEndedAlert(deps: { mailer: SignInAlertMailer; now: () => Date }) {
  return async (tx: Database, userId: string, wrongCodes: number, address: string): Promise<void> => {
    const account = await findAccount(tx, userId);
    const accountEmail = account?.email ?? userId;
    await recordAudit(tx, {
      actor: { id: null, email: accountEmail },
      action: 'POST /api/login/code',
      entityType: 'users',
      entityId: userId,
      before: null,
      after: { signIn: 'code step ended', wrongCodes, address },
    });
    const owners = await ownerEmails(tx);
    if (owners.length === 0) return;
    await deps.mailer.signInAlert(tx, { id: randomUUID(), owners, accountEmail, wrongCodes, address, at: deps.now() });
  };
}
