import type { FastifyInstance } from 'fastify';
import type { OfferSettings } from '../../config';
import type { Database } from '../../db/client';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import { type OfferMailFacts, offerMailFacts } from './repository';
import { type ClosedOfferFacts, createOffers, type OfferNotifier, type Offers } from './service';
import { createOfferDesk, type LineupNotifier } from './staff-actions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and scripts expire offers on their own clock through this (offers.expire()). */
    offers: Offers;
  }
}

/** Offers just made: a job e-mails each performer hers (composing stays out of the booking's transaction). */
export const OFFER_SENT_QUEUE = 'offer-sent';
/** Each minute, offers past their deadline expire (one run across instances). */
const OFFER_EXPIRY_QUEUE = 'offer-expiry';

/** Tells her of the offer (e-mail and push) in the transaction given (features/messages). */
export type OfferMailer = {
  performerOffer(tx: Database, facts: OfferMailFacts): Promise<void>;
  offerClosed(tx: Database, closed: ClosedOfferFacts): Promise<void>;
  offerExpiring(tx: Database, facts: OfferMailFacts): Promise<void>;
};

export async function startOffers(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    settings: OfferSettings;
    mailer: OfferMailer;
    lineup: LineupNotifier;
    cashAppTag: string;
    runJobs: boolean;
    retry?: RetryPolicy;
  },
) {
  const queue = app.jobQueue;
  const notifier: OfferNotifier = {
    offersSent: (tx, offerIds) => queue.send(tx, OFFER_SENT_QUEUE, { offerIds }),
    offerClosed: (tx, closed) => deps.mailer.offerClosed(tx, closed),
    offerExpiring: (tx, facts) => deps.mailer.offerExpiring(tx, facts),
  };
  const offers = createOffers({ db: deps.db, now: deps.now, settings: deps.settings, notifier });
  const desk = createOfferDesk({ ...deps, notifier });
  await queue.define(OFFER_SENT_QUEUE, deps.retry ?? DEFAULT_RETRY);
  await queue.define(OFFER_EXPIRY_QUEUE, { ...(deps.retry ?? DEFAULT_RETRY), limit: 2 });
  if (deps.runJobs) {
    await queue.work<{ offerIds: string[] }>(OFFER_SENT_QUEUE, async (job) => {
      for (const facts of await offerMailFacts(deps.db, job.data.offerIds)) {
        await deps.db.transaction((tx) => deps.mailer.performerOffer(tx, facts));
      }
    });
    await queue.work(OFFER_EXPIRY_QUEUE, async () => {
      const expired = await offers.expire();
      const reminded = await offers.remindExpiring();
      if (expired > 0 || reminded > 0) app.log.info({ expired, reminded }, 'offers swept');
    });
    await queue.schedule(OFFER_EXPIRY_QUEUE, '* * * * *');
  }
  app.decorate('offers', offers);
  return { offers, desk };
}
