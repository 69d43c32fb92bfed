import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { usePage } from '../../lib/page-context';
import { PerformerPhoto } from '../performers';
import { AdminGate } from './admin-gate';
import { BackToDashboard } from './admin-header';
import { adminPerformersQuery } from './api';
import { CsvImportDialog } from './csv-import-dialog';
import { useDeletePerformer, useHidePerformer, useToggleFeatured } from './mutations';
import { PerformerFormDialog } from './performer-form-dialog';

function PerformerCard({ performer, onEdit }: { performer: Performer; onEdit: () => void }) {
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
  const remove = useDeletePerformer({
    onSuccess: () => toast({ title: 'Performer deleted', description: `${performer.name} was deleted permanently.` }),
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete performer', variant: 'destructive' }),
  });

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-zinc-900 ring-1 ring-zinc-700">
      <PerformerPhoto name={performer.name} photos={performer.photos} className="aspect-[4/3] w-full" sizes="400px" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="mr-auto text-lg font-bold">{performer.name}</h2>
          <Badge tone={performer.isActive ? 'green' : 'gray'}>{performer.isActive ? 'Visible' : 'Hidden'}</Badge>
          {performer.featured && <Badge tone="gold">Featured</Badge>}
        </div>
        <p className="text-sm text-zinc-300">
          {performer.hourlyRate ? `${formatMoney(performer.hourlyRate)}/hr` : 'No hourly rate'} ·{' '}
          {performer.rating === null ? 'No rating' : `${performer.rating.toFixed(1)} ★`}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={featured.isPending}
            onClick={() => featured.mutate(performer.id)}
          >
            {performer.featured ? 'Remove from Front Page' : 'Add to Front Page'}
          </Button>
          <Link
            href={`/performer/${performer.slug}`}
            className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-zinc-100 ring-1 ring-zinc-600 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            View Profile
          </Link>
          <Link
            href={`/admin/calendar?performer=${performer.id}`}
            aria-label={`Calendar for ${performer.name}`}
            className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-zinc-100 ring-1 ring-zinc-600 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            Calendar
          </Link>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${performer.name}`}>
            Edit
          </Button>
          {performer.isActive && (
            <Button
              size="sm"
              variant="secondary"
              disabled={hide.isPending}
              onClick={() => hide.mutate(performer.id)}
              aria-label={`Hide ${performer.name}`}
            >
              Hide
            </Button>
          )}
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            aria-label={`Delete ${performer.name}`}
            onClick={() => {
              if (window.confirm(`Delete ${performer.name} permanently? This cannot be undone.`))
                remove.mutate(performer.id);
            }}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

function SkeletonGrid() {
  return (
    <div>
      <p className="sr-only" role="status">
        Loading...
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <li key={i} className="overflow-hidden rounded-2xl bg-zinc-900 ring-1 ring-zinc-800">
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ManagePerformers() {
  const performers = useQuery(adminPerformersQuery());
  const [editing, setEditing] = useState<Performer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [csvOpen, setCsvOpen] = useState(false);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-bold">Manage Performers</h1>
        <Button variant="secondary" onClick={() => setCsvOpen(true)}>
          Import CSV
        </Button>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add New Performer
        </Button>
      </div>
      <div className="mt-6">
        {performers.isPending ? (
          <SkeletonGrid />
        ) : performers.isError ? (
          <p role="alert" className="text-rose-200">
            The performers could not be loaded: {performers.error.message}
          </p>
        ) : performers.data.length === 0 ? (
          <p className="text-zinc-300">No performers yet. Add one or import a CSV.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {performers.data.map((p) => (
              <PerformerCard
                key={p.id}
                performer={p}
                onEdit={() => {
                  setEditing(p);
                  setFormOpen(true);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <PerformerFormDialog open={formOpen} onOpenChange={setFormOpen} performer={editing} />
      <CsvImportDialog open={csvOpen} onOpenChange={setCsvOpen} />
    </div>
  );
}

export default function AdminPerformersPage() {
  usePage({ title: 'Manage Performers', noindex: true });
  return (
    <AdminGate
      deniedTitle="Access Denied"
      deniedText="Please log in with admin credentials to manage performers."
      loading={
        <div className="mx-auto max-w-6xl px-4 py-8">
          <SkeletonGrid />
        </div>
      }
    >
      {() => <ManagePerformers />}
    </AdminGate>
  );
}
