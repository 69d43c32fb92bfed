import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type CancellationPolicyAnswer,
  MAX_HOURS_BEFORE,
  MAX_TIERS,
  type PolicyTier,
  policyText,
  policyTiersSchema,
} from '../../../../shared/cancellation-policy';
import type { User } from '../../../../shared/schemas/auth';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { AdminSection } from '../shell/admin-section';
import { cancellationPolicyQuery } from '../shell/public-reads';
import { useSavePolicy } from './mutations';

/** A tier as typed: the inputs hold text until the form is checked. */
type Row = { key: number; hours: string; percent: string };
let nextKey = 0;
const rowOf = (tier: PolicyTier): Row => ({
  key: nextKey++,
  hours: String(tier.hoursBefore),
  percent: String(tier.refundPercent),
});
/** An empty input is not 0: it stays a string so the schema says what is missing. */
const numberOf = (text: string) => (text.trim() === '' ? text : Number(text));
const tiersOf = (rows: Row[]) =>
  rows.map((r) => ({ hoursBefore: numberOf(r.hours), refundPercent: numberOf(r.percent) }));

/** The owner's tiers, with the words clients will read, checked with the API's own schema before saving. */
export function PolicyForm({ policy }: { policy: CancellationPolicyAnswer }) {
  const [rows, setRows] = useState<Row[]>(() => policy.tiers.map(rowOf));
  const [error, setError] = useState<string | undefined>();
  const save = useSavePolicy({
    onSuccess: (saved) =>
      toast({ title: 'Cancellation policy saved', description: `Version ${saved.version} applies to new bookings.` }),
  });
  const parsed = policyTiersSchema.safeParse(tiersOf(rows));
  const set = (key: number, field: 'hours' | 'percent', value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate({ tiers: parsed.data });
  }
  return (
    <AdminSection title="Cancellation policy">
      <p className="mt-1 text-sm text-zinc-300">
        Version {policy.version} is in force. A client who cancels gets back the percent of what they paid of the first
        tier, from the top, whose hours before the event they cancelled at or before. If the business or a performer
        cancels, the client gets everything back. Bookings keep the policy they were made under.
      </p>
      <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
        <ol aria-label="Tiers" className="space-y-3">
          {rows.map((row, i) => (
            <li key={row.key} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <TextField
                label={`Tier ${i + 1}: hours before the event, at least`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_HOURS_BEFORE}
                step={1}
                value={row.hours}
                onChange={(e) => set(row.key, 'hours', e.target.value)}
              />
              <TextField
                label={`Tier ${i + 1}: refund, % of what was paid`}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={row.percent}
                onChange={(e) => set(row.key, 'percent', e.target.value)}
              />
              <Button
                variant="secondary"
                size="sm"
                disabled={rows.length === 1}
                aria-label={`Remove tier ${i + 1}`}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= MAX_TIERS}
          onClick={() => setRows((all) => [...all, rowOf({ hoursBefore: 0, refundPercent: 0 })])}
        >
          Add a tier
        </Button>
        <div className="rounded-lg bg-zinc-800 p-3 text-sm" aria-live="polite">
          <p className="font-semibold">What clients will read</p>
          <p className="mt-1 text-zinc-200" data-testid="policy-preview">
            {parsed.success ? policyText({ version: 0, tiers: parsed.data }, 'en') : 'Fix the tiers to see the words.'}
          </p>
        </div>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <ErrorAlert>{save.isError && (serverMessageOf(save.error) ?? save.error.message)}</ErrorAlert>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save policy'}
        </Button>
      </form>
    </AdminSection>
  );
}

function Settings({ user }: { user: User }) {
  const policy = useQuery(cancellationPolicyQuery());
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold">Settings</h1>
      {user.role !== 'owner' ? (
        <p className="mt-4 text-zinc-300">Only an owner can change the settings.</p>
      ) : (
        <div className="mt-6 space-y-6">
          {policy.isError && <ErrorAlert>Could not load the cancellation policy. Refresh the page.</ErrorAlert>}
          {policy.isPending && <p>Loading...</p>}
          {/* Keyed by version: a saved policy starts the form again from what is now in force. */}
          {policy.data && <PolicyForm key={policy.data.version} policy={policy.data} />}
        </div>
      )}
    </div>
  );
}

/** /admin/settings: the owners' settings (the cancellation policy, decision 034). */
export default function SettingsPage() {
  usePage({ title: 'Settings', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to change the settings.">
      {(user) => <Settings user={user} />}
    </AdminGate>
  );
}
