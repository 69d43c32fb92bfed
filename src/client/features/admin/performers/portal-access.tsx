import { useId } from 'react';
import type { AdminPerformer, PortalAccess } from '../../../../shared/schemas/admin-performer';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { ConfirmButton } from '../shell/confirm-dialog';
import { useEndPortalAccess, useInvitePerformer } from './mutations';

/** Whether a performer can use the portal, in words (the badge's colour only repeats them). */
const PORTAL_ACCESS_WORDS: Record<PortalAccess, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not invited', tone: 'gray' },
  invited: { label: 'Invited', tone: 'yellow' },
  active: { label: 'Portal active', tone: 'green' },
};

/** Why Invite cannot be used yet; null when it can. */
const inviteBlockedReason = (p: Pick<AdminPerformer, 'email'>) =>
  p.email ? null : 'Add an e-mail address (Edit, Contact) to invite this performer to the portal.';

export function PortalAccessBadge({ access }: { access: PortalAccess }) {
  const words = PORTAL_ACCESS_WORDS[access];
  return <Badge tone={words.tone}>{words.label}</Badge>;
}

type Subject = Pick<AdminPerformer, 'id' | 'name' | 'email' | 'portalAccess'>;

/**
 * A row's portal actions (decision 033): invite by e-mail (again, while an invitation is out), and
 * end access at once, asked first. Owners and agents both may.
 */
export function PortalAccessActions({ performer }: { performer: Subject }) {
  const blockedNote = useId();
  const invite = useInvitePerformer({
    onSuccess: () => toast({ title: 'Invitation sent', description: `Invitation sent to ${performer.email}` }),
    onError: (err) =>
      toast({
        title: 'Invitation Failed',
        description: serverMessageOf(err) ?? 'Failed to send the invitation',
        variant: 'destructive',
      }),
  });
  const end = useEndPortalAccess({
    onSuccess: () =>
      toast({ title: 'Portal access ended', description: `${performer.name} can no longer use the portal.` }),
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: serverMessageOf(err) ?? 'Failed to end portal access',
        variant: 'destructive',
      }),
  });
  const blocked = inviteBlockedReason(performer);
  const label = performer.portalAccess === 'invited' ? 'Invite again' : 'Invite to portal';
  return (
    <>
      {performer.portalAccess !== 'active' && (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={blocked !== null || invite.isPending}
            aria-label={`${label}: ${performer.name}`}
            {...(blocked ? { 'aria-describedby': blockedNote } : {})}
            onClick={() => invite.mutate(performer.id)}
          >
            {label}
          </Button>
          {blocked && (
            <p id={blockedNote} className="basis-full text-xs text-zinc-300">
              {blocked}
            </p>
          )}
        </>
      )}
      {performer.portalAccess !== 'none' && (
        <ConfirmButton
          label="End portal access"
          accessibleName={`End portal access for ${performer.name}`}
          title={`End portal access for ${performer.name}?`}
          description="Their sessions end at once and any open invitation or sign-in link stops working. You can invite them again later."
          confirmLabel="End access"
          disabled={end.isPending}
          onConfirm={() => end.mutate(performer.id)}
        />
      )}
    </>
  );
}
