import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminReview } from '../../../../shared/schemas/review';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { adminKeys } from '../shell/admin-keys';
import { AdminSection } from '../shell/admin-section';
import { bookingCardHref } from '../shell/booking-anchor';
import { dateTime } from '../shell/format';
import { useAdminMutation } from '../shell/mutations';
import { type ReviewFilter, reviewsApi, reviewsQuery } from './api';

const FILTERS: { value: ReviewFilter; label: string }[] = [
  { value: 'submitted', label: 'To moderate' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
];

function Review({ review }: { review: AdminReview }) {
  const [reason, setReason] = useState('');
  const [hiding, setHiding] = useState(false);
  const moderate = useAdminMutation(reviewsApi.moderate, [adminKeys.reviews], {
    onSuccess: (after) => toast({ title: after.state === 'published' ? 'Review published' : 'Review hidden' }),
  });
  const stars = review.stars ?? 0;
  return (
    <li className="rounded-xl bg-zinc-800 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-semibold">
          <span aria-hidden="true" className="text-amber-300">
            {'★'.repeat(stars)}
            {'☆'.repeat(5 - stars)}
          </span>{' '}
          <span className="sr-only">{stars} of 5 stars</span>
          {review.authorName} · {review.performerNames.join(', ')}
        </p>
        <Link
          href={bookingCardHref(review.bookingId)}
          className="font-mono text-sm text-amber-300 underline-offset-4 hover:underline"
        >
          Ref {review.bookingReference}
        </Link>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{review.text}</p>
      <p className="mt-2 text-xs text-zinc-400">
        Written {review.submittedAt ? dateTime(review.submittedAt) : ''} in{' '}
        {review.locale === 'es' ? 'Spanish' : 'English'}
        {review.moderatedAt && ` · ${review.state} by ${review.moderatedBy} on ${dateTime(review.moderatedAt)}`}
        {review.moderationReason && `: ${review.moderationReason}`}
      </p>
      {moderate.error && (
        <ErrorAlert className="mt-2">
          {serverMessageOf(moderate.error) ?? 'The review could not be changed.'}
        </ErrorAlert>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {review.state !== 'published' && (
          <Button
            size="sm"
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ id: review.id, body: { published: true } })}
          >
            Publish
          </Button>
        )}
        {review.state !== 'hidden' && !hiding && (
          <Button size="sm" variant="secondary" onClick={() => setHiding(true)}>
            Hide
          </Button>
        )}
      </div>
      {hiding && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            moderate.mutate({ id: review.id, body: { published: false, reason } });
          }}
        >
          <TextField
            label="Why hide it?"
            className="min-w-64 flex-1"
            value={reason}
            maxLength={500}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" size="sm" variant="danger" disabled={moderate.isPending || !reason.trim()}>
            Hide review
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setHiding(false)}>
            Cancel
          </Button>
        </form>
      )}
    </li>
  );
}

function Reviews() {
  const [filter, setFilter] = useState<ReviewFilter>('submitted');
  const reviews = useQuery(reviewsQuery(filter));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold">Reviews</h1>
      <p className="mt-2 text-zinc-300">
        Clients review a booking the day after it took place. A review shows on the profile of each performer the
        booking named once it is published; hiding one needs a reason. Every decision is in the audit log.
      </p>
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'primary' : 'secondary'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </fieldset>
      <div className="mt-4" />
      <AdminSection title={FILTERS.find((f) => f.value === filter)?.label ?? ''}>
        {reviews.isPending && <p className="mt-2">Loading...</p>}
        {reviews.isError && <ErrorAlert className="mt-2">The reviews could not be loaded.</ErrorAlert>}
        {reviews.data?.length === 0 && <p className="mt-2 text-zinc-300">No reviews here.</p>}
        {reviews.data && reviews.data.length > 0 && (
          <ul className="mt-3 space-y-3">
            {reviews.data.map((r) => (
              <Review key={r.id} review={r} />
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}

/** /admin/reviews (decision 040): the written reviews, to publish or hide with a reason. */
export default function ReviewsPage() {
  usePage({ title: 'Reviews', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to moderate reviews.">{() => <Reviews />}</AdminGate>
  );
}
