import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { installPeriodicJob } from '../../jobs/periodic';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import type { WebAuthn } from '../../webauthn';
import { createPortalAccess, type PortalMailer } from './access';
import { createPortalPasskeys } from './passkeys';
import { SIGN_IN_LINK_QUEUE } from './routes';
import { createPortalSessions } from './sessions';

const HOUR = 3_600_000;

/**
 * The portal's services (decision 033): its sessions (swept hourly), the access service, passkeys, and, unless
 * this instance is web-only, the worker that e-mails sign-in links.
 */
export async function startPortal(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    mailer: PortalMailer;
    publicUrl: string;
    runJobs: boolean;
    retry?: RetryPolicy;
    webauthn: WebAuthn;
  },
) {
  const sessions = createPortalSessions(deps.db, deps.now, { secure: deps.publicUrl.startsWith('https://') });
  const access = createPortalAccess(deps);
  const passkeys = createPortalPasskeys(deps);
  installPeriodicJob(app, { everyMs: HOUR, run: () => sessions.sweep(), failure: 'portal session sweep failed' });
  await app.jobQueue.define(SIGN_IN_LINK_QUEUE, deps.retry ?? DEFAULT_RETRY);
  if (deps.runJobs) {
    await app.jobQueue.work<{ email: string }>(SIGN_IN_LINK_QUEUE, (job) => access.sendSignInLink(job.data.email));
  }
  return { sessions, access, passkeys };
}
