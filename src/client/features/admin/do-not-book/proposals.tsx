import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DoNotBookKind, DoNotBookProposal } from '../../../../shared/schemas/do-not-book';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { AdminSection } from '../shell/admin-section';
import { bookingCardHref } from '../shell/booking-anchor';
import { ConfirmButton } from '../shell/confirm-dialog';
import { dateTime } from '../shell/format';
import { proposalsQuery } from './api';
import { aYearOn, KIND_LABELS } from './entry-form';
import { useAcceptProposal, useDismissProposal } from './mutations';

const TAG_WORDS: Record<DoNotBookProposal['tags'][number], string> = {
  unsafe: 'Unsafe',
  touching: 'Touching',
  'unpaid-balance': 'Unpaid balance',
  'underage-guests': 'Underage guests',
  'not-as-described': 'Not as described',
};

function Proposal({ proposal }: { proposal: DoNotBookProposal }) {
  const [kinds, setKinds] = useState<DoNotBookKind[]>(
    proposal.available.filter((a) => a.kind !== 'address').map((a) => a.kind),
  );
  const [reason, setReason] = useState(
    `${proposal.performerName} rated the client ${proposal.stars}/5${proposal.tags.length ? ` (${proposal.tags.map((t) => TAG_WORDS[t].toLowerCase()).join(', ')})` : ''}`,
  );
  const [reviewOn, setReviewOn] = useState(aYearOn);
  const accept = useAcceptProposal({ onSuccess: (added) => toast({ title: `${added.length} added to the list` }) });
  const dismiss = useDismissProposal({ onSuccess: () => toast({ title: 'Proposal dismissed' }) });
  const toggle = (kind: DoNotBookKind, on: boolean) =>
    setKinds((all) => (on ? [...all, kind] : all.filter((k) => k !== kind)));
  const failure = accept.error ?? dismiss.error;
  return (
    <li className="rounded-xl bg-zinc-800 p-4">
      <p className="font-semibold">
        {proposal.performerName} rated the client {proposal.stars}/5 after booking{' '}
        <Link href={bookingCardHref(proposal.bookingId)} className="font-mono text-amber-300 underline">
          {proposal.reference}
        </Link>
      </p>
      <p className="mt-1 text-sm text-zinc-300">
        {proposal.tags.length ? proposal.tags.map((t) => TAG_WORDS[t]).join(', ') : 'No tags'} ·{' '}
        {dateTime(proposal.createdAt)}
      </p>
      {proposal.note && <p className="mt-2 whitespace-pre-line break-words text-sm">“{proposal.note}”</p>}
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-zinc-200">Add the client's</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {proposal.available.map((a) => (
            <label key={a.kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-6 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
                checked={kinds.includes(a.kind)}
                onChange={(e) => toggle(a.kind, e.target.checked)}
              />
              {KIND_LABELS[a.kind]} …{a.hint}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextAreaField label="Reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        <TextField label="Review on" type="date" value={reviewOn} onChange={(e) => setReviewOn(e.target.value)} />
      </div>
      <ErrorAlert className="mt-2">{failure && (serverMessageOf(failure) ?? failure.message)}</ErrorAlert>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={kinds.length === 0 || accept.isPending}
          onClick={() => accept.mutate({ proposalId: proposal.id, body: { kinds, reason, reviewOn } })}
        >
          Accept
        </Button>
        <ConfirmButton
          label="Dismiss"
          accessibleName={`Dismiss the proposal for booking ${proposal.reference}`}
          title="Dismiss this proposal?"
          description="Nothing is added to the list. The performer's rating stays on the booking."
          onConfirm={() => dismiss.mutate(proposal.id)}
        />
      </div>
    </li>
  );
}

/** The owners' pending proposals (decision 037): a performer's "unsafe" or low rating of a client. */
export function Proposals() {
  const proposals = useQuery(proposalsQuery());
  return (
    <AdminSection title="Proposed by performers">
      {proposals.isPending && <p className="mt-2">Loading...</p>}
      {proposals.isError && <ErrorAlert className="mt-2">The proposals could not be loaded.</ErrorAlert>}
      {proposals.data?.length === 0 && <p className="mt-2 text-zinc-300">No proposals are waiting.</p>}
      {proposals.data && proposals.data.length > 0 && (
        <ul className="mt-3 space-y-3">
          {proposals.data.map((p) => (
            <Proposal key={p.id} proposal={p} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
