import type { FastifyInstance } from 'fastify';
import type { PaymentSettings } from '../../config';
import type { Database } from '../../db/client';
import { installPeriodicJob } from '../../jobs/periodic';
import type { ObjectStorage } from '../../storage/storage';
import type { LedgerService } from '../ledger';
import type { ReceiptNotifier } from './notifier';
import { createReceipts, type Receipts } from './service';
import { dnsResolver } from './verify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the benchmark poll the payments mailbox through this (receipts.poll()). */
    receipts: Receipts;
  }
}

/** One poll of the payments mailbox; a stately queue holds at most one waiting and one running. */
export const PAYMENTS_POLL_QUEUE = 'payments-poll';

/**
 * Reads the payments mailbox every PAYMENTS_POLL_SECONDS when PAYMENTS_IMAP_URL is set: each
 * instance's timer asks the durable queue for a poll, pg-boss's stately policy keeps one running
 * across instances, and the mailbox's lease (repository.ts) makes sure of it even past a job's
 * expiry. A poll that fails is not retried: the next one reads from where the last stopped.
 */
export async function startReceipts(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    storage: ObjectStorage;
    ledger: LedgerService;
    notifier: ReceiptNotifier;
    settings: PaymentSettings;
    runJobs: boolean;
  },
): Promise<Receipts> {
  const { settings } = deps;
  const receipts = createReceipts({
    ...deps,
    imapUrl: settings.imapUrl,
    dkimDomains: settings.dkimDomains,
    resolver: dnsResolver(settings.dnsServers),
  });
  app.decorate('receipts', receipts);
  if (!settings.imapUrl || !deps.runJobs) return receipts;
  const queue = app.jobQueue;
  await queue.define(
    PAYMENTS_POLL_QUEUE,
    { delaySeconds: settings.pollSeconds, maxDelaySeconds: settings.pollSeconds, limit: 0 },
    { expireInSeconds: 15 * 60, policy: 'stately' },
  );
  await queue.work(PAYMENTS_POLL_QUEUE, async () => {
    const { skipped, counts } = await receipts.poll();
    if (!skipped && counts.matched + counts.unmatched + counts.rejected > 0) app.log.info(counts, 'payments read');
  });
  installPeriodicJob(app, {
    everyMs: settings.pollSeconds * 1000,
    run: () => queue.send(deps.db, PAYMENTS_POLL_QUEUE, {}),
    failure: 'payments mailbox poll could not be queued',
  });
  return receipts;
}
