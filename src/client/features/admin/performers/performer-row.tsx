import { Link } from 'wouter';
import { formatMoney } from '../../../../shared/money';
import type { AdminPerformer } from '../../../../shared/schemas/admin-performer';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { PerformerPhoto } from '../../performers';
import { ConfirmButton } from '../shell/confirm-dialog';
import { HidePerformerButton } from './hide-performer-button';
import { useDeletePerformer, useHidePerformer, useShowPerformer, useToggleFeatured } from './mutations';
import { PortalAccessActions, PortalAccessBadge } from './portal-access';

/** One row of Manage Performers: photo, name, badges, the everyday actions, and Delete kept in a menu. */
export function PerformerRow({
  performer,
  selected,
  canDelete,
  onSelect,
  onEdit,
}: {
  performer: AdminPerformer;
  selected: boolean;
  canDelete: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
}) {
  const featured = useToggleFeatured({
    onSuccess: (answer) =>
      toast({ title: answer.featured ? 'Added to Front Page' : 'Removed from Front Page', description: answer.name }),
    onError: () =>
      toast({ title: 'Update Failed', description: 'Failed to update featured status', variant: 'destructive' }),
  });
  const hide = useHidePerformer({
    onSuccess: () =>
      toast({ title: 'Performer hidden', description: `${performer.name} no longer shows in the gallery.` }),
    onError: () => toast({ title: 'Hide Failed', description: 'Failed to hide performer', variant: 'destructive' }),
  });
  const show = useShowPerformer({
    onSuccess: () =>
      toast({ title: 'Performer visible', description: `${performer.name} shows in the gallery again.` }),
    onError: () => toast({ title: 'Update Failed', description: 'Failed to show performer', variant: 'destructive' }),
  });
  const remove = useDeletePerformer({
    onSuccess: () => toast({ title: 'Performer deleted', description: `${performer.name} was deleted permanently.` }),
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete performer', variant: 'destructive' }),
  });
  const areas = performer.serviceAreas.map((a) => a.name).join(', ');

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-900 p-3 ring-1 ring-zinc-700">
      <input
        type="checkbox"
        className="size-5 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${performer.name}`}
      />
      <PerformerPhoto
        name={performer.name}
        photos={performer.photos}
        className="size-16 shrink-0 rounded-lg object-cover"
        sizes="64px"
      />
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-bold">{performer.name}</h2>
          <Badge tone={performer.isActive ? 'green' : 'gray'}>{performer.isActive ? 'Visible' : 'Hidden'}</Badge>
          {performer.featured && <Badge tone="gold">Featured</Badge>}
          <PortalAccessBadge access={performer.portalAccess} />
        </div>
        <p className="text-sm text-zinc-300">
          {performer.hourlyRate ? `${formatMoney(performer.hourlyRate)}/hr` : 'No hourly rate'} ·{' '}
          {performer.rating === null ? 'No rating' : `${performer.rating.toFixed(1)} ★`}
          {areas && ` · ${areas}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={featured.isPending}
          onClick={() => featured.mutate(performer.id)}
        >
          {performer.featured ? 'Remove from Front Page' : 'Add to Front Page'}
        </Button>
        <Link href={`/performer/${performer.slug}`} className={LINK_BUTTON}>
          View Profile
        </Link>
        <Link
          href={`/admin/calendar?performer=${performer.id}`}
          aria-label={`Calendar for ${performer.name}`}
          className={LINK_BUTTON}
        >
          Calendar
        </Link>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${performer.name}`}>
          Edit
        </Button>
        {performer.isActive ? (
          <HidePerformerButton
            performer={performer}
            disabled={hide.isPending}
            onConfirm={() => hide.mutate(performer.id)}
          />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={show.isPending}
            onClick={() => show.mutate(performer.id)}
            aria-label={`Unhide ${performer.name}`}
          >
            Unhide
          </Button>
        )}
        <PortalAccessActions performer={performer} />
        {canDelete && (
          <details className="relative">
            <summary
              aria-label={`More actions for ${performer.name}`}
              className="flex h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-zinc-600 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              More
            </summary>
            <div className="absolute right-0 z-10 mt-1 rounded-lg bg-zinc-950 p-2 ring-1 ring-zinc-700">
              <ConfirmButton
                label="Delete"
                variant="danger"
                accessibleName={`Delete ${performer.name}`}
                title={`Delete ${performer.name}?`}
                description="The profile, its photos and its links are deleted permanently. This cannot be undone. Past bookings keep the name."
                confirmLabel="Delete permanently"
                disabled={remove.isPending}
                onConfirm={() => remove.mutate(performer.id)}
              />
            </div>
          </details>
        )}
      </div>
    </li>
  );
}

const LINK_BUTTON = buttonClass({ variant: 'secondary', size: 'sm' });
