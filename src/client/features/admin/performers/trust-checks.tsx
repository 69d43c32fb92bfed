import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type PhotoDecision, staffPhotoCheckSchema } from '../../../../shared/schemas/trust-checks';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { type CallContext, getJson, sendJson, serverMessageOf } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';
import { useAdminMutation } from '../shell/mutations';

/*
 * Trust checks on the performer's edit dialog (issue 31): her ID check as a record (who, when;
 * the document is never stored), and the live photo she sent from her portal, compared with her
 * gallery, verified or turned down with a reason.
 */

const path = (performerId: string) => `/api/admin/performers/${encodeURIComponent(performerId)}`;
const checksKey = (performerId: string) => [...adminKeys.performers, 'trust-checks', performerId] as const;

const trustChecksQuery = (performerId: string) =>
  queryOptions({
    queryKey: checksKey(performerId),
    queryFn: (ctx) => getJson(staffPhotoCheckSchema, `${path(performerId)}/photo-verification`, ctx),
    staleTime: 0,
  });

const recordIdCheck = (performerId: string, ctx: CallContext) =>
  sendJson(staffPhotoCheckSchema, 'POST', `${path(performerId)}/id-check`, undefined, ctx);
const decidePhotos = ({ performerId, decision }: { performerId: string; decision: PhotoDecision }, ctx: CallContext) =>
  sendJson(staffPhotoCheckSchema, 'POST', `${path(performerId)}/photo-verification`, decision, ctx);

/** "Nov 28, 2026, 3:05 PM by ana@…", in the business's time zone. */
const when = (iso: string, by: string | null) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' })}${by ? ` by ${by}` : ''}`;

export function TrustChecks({ performerId, photos }: { performerId: string; photos: string[] }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const checks = useQuery(trustChecksQuery(performerId));
  const failed = (title: string) => (err: unknown) =>
    toast({ title, description: serverMessageOf(err) ?? 'Please try again.', variant: 'destructive' });
  const stale = [adminKeys.performers];
  const idCheck = useAdminMutation(recordIdCheck, stale, {
    onSuccess: () => toast({ title: 'ID check recorded' }),
    onError: failed('Could not record the ID check'),
  });
  const decide = useAdminMutation(decidePhotos, stale, {
    onSuccess: (_answer, { decision }) => {
      setNote('');
      toast({ title: decision.verified ? 'Photos verified' : 'Photo turned down' });
    },
    onError: failed('Could not save the decision'),
  });
  const data = checks.data;
  const waiting = data?.waiting ?? null;
  return (
    <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-zinc-700">
      <legend className="px-1 font-semibold">Trust checks</legend>
      {checks.isError && <p className="text-rose-300">Could not load the checks.</p>}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-zinc-200">
          {data?.idCheckedAt
            ? `ID and age checked ${when(data.idCheckedAt, data.idCheckedBy)}`
            : 'ID and age not checked yet.'}
        </p>
        <Button size="sm" variant="secondary" disabled={idCheck.isPending} onClick={() => idCheck.mutate(performerId)}>
          Record ID check
        </Button>
      </div>
      <p className="text-xs text-zinc-300">
        Check a government photo ID in person or on a call and confirm she is 18 or older; record only that you did.
        Never upload or keep the document.
      </p>
      <p className="text-sm text-zinc-200">
        {data?.photosVerifiedAt
          ? `Photos verified ${when(data.photosVerifiedAt, data.photosVerifiedBy)}`
          : 'Photos not verified yet.'}
      </p>
      {waiting ? (
        <div className="space-y-3">
          <p className="text-sm">
            Live photo sent {when(waiting.submittedAt, null)}. She should hold the code{' '}
            <span className="font-mono font-bold tracking-widest text-amber-200">{waiting.code}</span>.
          </p>
          <div className="flex flex-wrap gap-2">
            <img
              src={waiting.photoUrl}
              alt="Her live selfie holding the code"
              className="h-40 w-auto rounded ring-2 ring-amber-300"
            />
            {photos.slice(0, 4).map((src) => (
              <img key={src} src={src} alt="From her gallery" className="h-40 w-auto rounded" />
            ))}
          </div>
          <label htmlFor={noteId} className="block text-sm font-medium">
            Reason, if it does not match (she reads it)
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="w-full rounded-lg bg-zinc-900 p-2 ring-1 ring-zinc-600"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ performerId, decision: { verified: true } })}
            >
              Photos match: verify
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={decide.isPending || note.trim() === ''}
              onClick={() => decide.mutate({ performerId, decision: { verified: false, note } })}
            >
              Turn down
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-xs text-zinc-300">
          She sends a live photo from her portal (Verified photos); it shows here to compare with her gallery.
        </p>
      )}
    </fieldset>
  );
}
