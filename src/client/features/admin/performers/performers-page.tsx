import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPerformer, PerformerBulkAction } from '../../../../shared/schemas/admin-performer';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { serviceAreasQuery } from '../shell/public-reads';
import { adminPerformersQuery } from './api';
import { CsvImportDialog } from './csv-import-dialog';
import { HideQuestion } from './hide-performer-button';
import { useBulkPerformers } from './mutations';
import { PerformerFormDialog } from './performer-form-dialog';
import { PerformerRow } from './performer-row';

type Visibility = 'all' | 'visible' | 'hidden';
const BULK: { action: PerformerBulkAction; label: string; done: string }[] = [
  { action: 'hide', label: 'Hide', done: 'hidden' },
  { action: 'show', label: 'Unhide', done: 'visible again' },
  { action: 'feature', label: 'Add to Front Page', done: 'on the front page' },
  { action: 'unfeature', label: 'Remove from Front Page', done: 'off the front page' },
];

/** The performers the search and filters leave, in the list's order. */
function useShownPerformers(all: readonly AdminPerformer[]) {
  const [q, setQ] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [featuredOnly, setFeaturedOnly] = useState(false);
  const [area, setArea] = useState('');
  const needle = q.trim().toLowerCase();
  const shown = all.filter(
    (p) =>
      (!needle || p.name.toLowerCase().includes(needle)) &&
      (visibility === 'all' || p.isActive === (visibility === 'visible')) &&
      (!featuredOnly || p.featured) &&
      (!area || p.serviceAreas.some((a) => a.id === area)),
  );
  return { shown, q, setQ, visibility, setVisibility, featuredOnly, setFeaturedOnly, area, setArea };
}

function PerformerList({
  performers,
  canDelete,
  onEdit,
}: {
  performers: readonly AdminPerformer[];
  canDelete: boolean;
  onEdit: (p: AdminPerformer) => void;
}) {
  const areas = useQuery(serviceAreasQuery());
  const f = useShownPerformers(performers);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [askingBulk, setAskingBulk] = useState(false);
  const chosen = f.shown.filter((p) => selected.has(p.id)).map((p) => p.id);
  const bulk = useBulkPerformers({
    onSuccess: ({ updated }, { action }) => {
      toast({
        title: 'Performers updated',
        description: `${updated} ${updated === 1 ? 'performer is' : 'performers are'} ${BULK.find((b) => b.action === action)?.done}.`,
      });
      setSelected(new Set());
    },
    onError: () =>
      toast({ title: 'Update Failed', description: 'Failed to update the performers', variant: 'destructive' }),
  });
  const select = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allShownSelected = f.shown.length > 0 && chosen.length === f.shown.length;

  return (
    <>
      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Search by name" type="search" value={f.q} onChange={(e) => f.setQ(e.target.value)} />
        <SelectField
          label="Visibility"
          value={f.visibility}
          options={[
            { value: 'all', label: 'Visible and hidden' },
            { value: 'visible', label: 'Visible only' },
            { value: 'hidden', label: 'Hidden only' },
          ]}
          onChange={(e) => f.setVisibility(e.target.value as Visibility)}
        />
        <SelectField
          label="Service area"
          value={f.area}
          options={[
            { value: '', label: 'All areas' },
            ...(areas.data ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
          onChange={(e) => f.setArea(e.target.value)}
        />
        <div className="flex items-end">
          <CheckboxField label="Featured only" checked={f.featuredOnly} onChange={f.setFeaturedOnly} />
        </div>
      </search>
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-zinc-900/60 p-2">
        <CheckboxField
          label={`Select all ${f.shown.length} shown`}
          checked={allShownSelected}
          onChange={(on) => setSelected(on ? new Set(f.shown.map((p) => p.id)) : new Set())}
        />
        <p role="status" className="text-sm text-zinc-300">
          {chosen.length} selected
        </p>
        {chosen.length > 0 &&
          BULK.map((b) => (
            <Button
              key={b.action}
              size="sm"
              variant="secondary"
              disabled={bulk.isPending}
              onClick={() =>
                b.action === 'hide' ? setAskingBulk(true) : bulk.mutate({ ids: chosen, action: b.action })
              }
            >
              {b.label} ({chosen.length})
            </Button>
          ))}
      </div>
      {f.shown.length === 0 ? (
        <p className="mt-4 text-zinc-300">No performers match these filters.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {f.shown.map((p) => (
            <PerformerRow
              key={p.id}
              performer={p}
              selected={selected.has(p.id)}
              canDelete={canDelete}
              onSelect={(on) => select(p.id, on)}
              onEdit={() => onEdit(p)}
            />
          ))}
        </ul>
      )}
      <HideQuestion
        open={askingBulk}
        title={`Hide ${chosen.length} ${chosen.length === 1 ? 'performer' : 'performers'}?`}
        description="They leave the gallery, the city pages and the booking wizard. Unhide brings them back."
        performers={f.shown.filter((p) => selected.has(p.id) && p.isActive)}
        onCancel={() => setAskingBulk(false)}
        onConfirm={() => {
          bulk.mutate({ ids: chosen, action: 'hide' });
          setAskingBulk(false);
        }}
      />
    </>
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

/** Deleting and rating are the owners' (the server refuses agents anyway, decisions 028 and 029). */
function ManagePerformers({ isOwner }: { isOwner: boolean }) {
  const canDelete = isOwner;
  const performers = useQuery(adminPerformersQuery());
  const [editing, setEditing] = useState<AdminPerformer | null>(null);
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
          <PerformerList
            performers={performers.data}
            canDelete={canDelete}
            onEdit={(p) => {
              setEditing(p);
              setFormOpen(true);
            }}
          />
        )}
      </div>
      <PerformerFormDialog open={formOpen} onOpenChange={setFormOpen} performer={editing} canRate={isOwner} />
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
      {(user) => <ManagePerformers isOwner={user.role === 'owner'} />}
    </AdminGate>
  );
}
