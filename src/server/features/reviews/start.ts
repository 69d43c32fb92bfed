import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import { createReviews, type ReviewMailer } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run the invitation sweep on their own clock through this (reviews.sweep()). */
    reviews: ReturnType<typeof createReviews>;
  }
}

/** Each day at 10:00 (Florida): review links for the bookings that took place (decision 040). */
const REVIEW_INVITE_QUEUE = 'review-invitations';

/**
 * Reviews from real bookings: the service, and the daily invitation sweep as a pg-boss cron job
 * (once across instances; a day missed while nothing ran is caught up at the next, within a week).
 */
export async function startReviews(
  app: FastifyInstance,
  deps: {
    db: Parameters<typeof createReviews>[0]['db'];
    now: () => Date;
    publicUrl: string;
    mailer: ReviewMailer;
    runJobs: boolean;
    retry?: RetryPolicy;
  },
) {
  const reviews = createReviews(deps);
  const queue = app.jobQueue;
  await queue.define(REVIEW_INVITE_QUEUE, { ...(deps.retry ?? DEFAULT_RETRY), limit: 2 });
  if (deps.runJobs) {
    await queue.work(REVIEW_INVITE_QUEUE, async () => {
      const invited = await reviews.sweep();
      if (invited > 0) app.log.info({ invited }, 'review links sent');
    });
    await queue.schedule(REVIEW_INVITE_QUEUE, '0 10 * * *');
  }
  app.decorate('reviews', reviews);
  return reviews;
}
