import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSKEY_NAME_MAX } from '../../../../shared/passkey-name';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { passkeyErrorText } from '../../auth';
import { AdminSection } from '../shell/admin-section';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { dateTime } from '../shell/format';
import { passkeysQuery } from './api';
import { useAddPasskey, useRemovePasskey } from './mutations';

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">{passkey.name}</p>
        <p className="text-sm text-zinc-300">
          Added {dateTime(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${dateTime(passkey.lastUsedAt)}` : 'Not used yet'}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRemove}>
        Remove<span className="sr-only"> {passkey.name}</span>
      </Button>
    </li>
  );
}

/** /admin/account: the staff member's passkeys, a form to add one, and removal after a confirmation. */
export function PasskeysSection() {
  const passkeys = useQuery(passkeysQuery());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // A passkey counts as a second factor: the hooks refresh the account and the signed-in user.
  const add = useAddPasskey({
    onSuccess: (added) => {
      setName('');
      toast({ title: 'Passkey added', description: `"${added.name}" can now sign you in.` });
    },
  });
  const remove = useRemovePasskey({
    onSuccess: (_, passkey) =>
      toast({ title: 'Passkey removed', description: `"${passkey.name}" no longer signs you in.` }),
    onSettled: () => setRemoving(null),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : 'Name the passkey, e.g. "Work laptop"');
    if (trimmed) add.mutate(trimmed);
  }

  const list = passkeys.data ?? [];
  return (
    <AdminSection title="Passkeys">
      <p className="mt-1 text-sm text-zinc-300">
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey also counts as two-factor
        sign-in.
      </p>
      {passkeys.isError && (
        <ErrorAlert className="mt-3">Could not load your passkeys. Refresh the page to try again.</ErrorAlert>
      )}
      {passkeys.isPending && <p className="mt-3">Loading...</p>}
      {passkeys.isSuccess &&
        (list.length ? (
          <ul aria-label="Your passkeys" className="mt-3 divide-y divide-zinc-700">
            {list.map((p) => (
              <PasskeyItem key={p.id} passkey={p} onRemove={() => setRemoving(p)} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">No passkeys yet.</p>
        ))}
      <ErrorAlert className="mt-3">{remove.isError && passkeyErrorText(remove.error)}</ErrorAlert>
      <form className="mt-4 flex flex-wrap items-start gap-3" onSubmit={submit} noValidate>
        <TextField
          label="Passkey name"
          name="passkeyName"
          className="min-w-56 flex-1"
          placeholder="Work laptop"
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
          {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </form>
      <ErrorAlert className="mt-3">{add.isError && passkeyErrorText(add.error)}</ErrorAlert>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ''}" will no longer sign you in. You can also delete it from the device.`}
        confirmLabel="Remove passkey"
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </AdminSection>
  );
}
