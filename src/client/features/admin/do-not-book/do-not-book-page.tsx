import { useQuery } from '@tanstack/react-query';
import { businessDay } from '../../../../shared/business-day';
import { dateInWords } from '../../../../shared/event-time';
import type { User } from '../../../../shared/schemas/auth';
import type { DoNotBookEntry } from '../../../../shared/schemas/do-not-book';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/toast';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { AdminSection } from '../shell/admin-section';
import { ConfirmButton } from '../shell/confirm-dialog';
import { dateTime } from '../shell/format';
import { doNotBookQuery } from './api';
import { EntryForm, KIND_LABELS } from './entry-form';
import { useRemoveEntry } from './mutations';
import { Proposals } from './proposals';

function Entry({ entry, owner }: { entry: DoNotBookEntry; owner: boolean }) {
  const remove = useRemoveEntry({ onSuccess: () => toast({ title: 'Removed from the do-not-book list' }) });
  const due = entry.reviewOn <= businessDay(new Date()).date;
  const name = `${KIND_LABELS[entry.kind]} …${entry.hint}`;
  return (
    <li className="rounded-xl bg-zinc-800 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-mono font-semibold">{name}</p>
        {due && <Badge tone="yellow">Review due</Badge>}
        {entry.matches > 0 && (
          <Badge tone="red">
            Flagged {entry.matches} {entry.matches === 1 ? 'request' : 'requests'}
          </Badge>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm">{entry.reason}</p>
      <p className="mt-2 text-xs text-zinc-400">
        Added by {entry.addedBy} on {dateTime(entry.createdAt)} · review on {dateInWords(entry.reviewOn)}
      </p>
      {owner && (
        <div className="mt-3">
          <ConfirmButton
            label="Delete"
            variant="danger"
            accessibleName={`Delete ${name}`}
            title={`Delete ${name}?`}
            description="New requests with it are no longer flagged, and the flags it put on bookings go. This is in the audit log."
            onConfirm={() => remove.mutate(entry.id)}
          />
        </div>
      )}
    </li>
  );
}

function DoNotBook({ user }: { user: User }) {
  const owner = user.role === 'owner';
  const entries = useQuery(doNotBookQuery());
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold">Do-not-book list</h1>
      <p className="mt-2 text-zinc-300">
        Phones, e-mail addresses and venues the business does not want to book again. A new request that matches is
        flagged on the desk and in the team's e-mail; it is never refused automatically and the client is never told.
        Every look at this page is in the audit log.
      </p>
      <div className="mt-6 space-y-6">
        {owner && <Proposals />}
        <AdminSection title="Add to the list">
          <EntryForm />
        </AdminSection>
        <AdminSection title="On the list">
          {entries.isPending && <p className="mt-2">Loading...</p>}
          {entries.isError && <ErrorAlert className="mt-2">The list could not be loaded.</ErrorAlert>}
          {entries.data?.length === 0 && <p className="mt-2 text-zinc-300">Nobody is on the list.</p>}
          {entries.data && entries.data.length > 0 && (
            <ul className="mt-3 space-y-3">
              {entries.data.map((e) => (
                <Entry key={e.id} entry={e} owner={owner} />
              ))}
            </ul>
          )}
          {!owner && <p className="mt-3 text-xs text-zinc-400">Only an owner can delete an entry.</p>}
        </AdminSection>
      </div>
    </div>
  );
}

/** /admin/do-not-book (decision 037): the list, adding to it, and the owners' deletes and proposals. */
export default function DoNotBookPage() {
  usePage({ title: 'Do-not-book list', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to see the do-not-book list.">
      {(user) => <DoNotBook user={user} />}
    </AdminGate>
  );
}
