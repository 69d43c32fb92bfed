import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { StaffRole, User } from '../../../../shared/schemas/auth';
import { invitationRequestSchema, type StaffInvitation, type StaffMember } from '../../../../shared/schemas/staff';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { AdminSection } from '../shell/admin-section';
import { ConfirmButton } from '../shell/confirm-dialog';
import { dateTime } from '../shell/format';
import { invitationsQuery, staffQuery } from './api';
import { useChangeStaffRole, useInviteStaff, useRemoveStaff, useWithdrawInvitation } from './mutations';

const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'agent', label: 'Agent: bookings and performers' },
  { value: 'owner', label: 'Owner: everything, including staff' },
];
const roleWord = (role: StaffRole) => (role === 'owner' ? 'Owner' : 'Agent');
const failed = (title: string) => (err: Error) =>
  toast({ title, description: serverMessageOf(err) ?? 'Please try again.', variant: 'destructive' });

/** Invite by e-mail: the link goes out through the message queue and works once, for 72 hours. */
function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteStaff({
    onSuccess: (sent) => {
      setEmail('');
      toast({ title: 'Invitation sent', description: `${sent.email} has 72 hours to accept it.` });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationRequestSchema.safeParse({ email, role });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) invite.mutate(parsed.data);
  }
  return (
    <AdminSection title="Invite someone">
      <p className="mt-1 text-sm text-zinc-300">
        They get an e-mail with a link to choose their name and password. The link works once, for 72 hours.
      </p>
      <form className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        />
        <Button type="submit" className="sm:mt-6" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      <ErrorAlert className="mt-3">
        {invite.isError && (serverMessageOf(invite.error) ?? invite.error.message)}
      </ErrorAlert>
    </AdminSection>
  );
}

function InvitationItem({ invitation }: { invitation: StaffInvitation }) {
  const again = useInviteStaff({
    onSuccess: () => toast({ title: 'Invitation sent again', description: `A new link went to ${invitation.email}.` }),
    onError: failed('Could not send the invitation'),
  });
  const withdraw = useWithdrawInvitation({
    onSuccess: () =>
      toast({ title: 'Invitation withdrawn', description: `The link sent to ${invitation.email} no longer works.` }),
    onError: failed('Could not withdraw the invitation'),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="mr-auto min-w-0">
        <p className="break-all font-semibold">{invitation.email}</p>
        <p className="text-sm text-zinc-300">
          {roleWord(invitation.role)} · sent by {invitation.invitedByEmail} on {dateTime(invitation.createdAt)} ·{' '}
          {invitation.expired ? <Badge tone="gray">Expired</Badge> : `works until ${dateTime(invitation.expiresAt)}`}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={again.isPending}
        aria-label={`Send again to ${invitation.email}`}
        onClick={() => again.mutate({ email: invitation.email, role: invitation.role })}
      >
        Send again
      </Button>
      <ConfirmButton
        label="Withdraw"
        accessibleName={`Withdraw the invitation to ${invitation.email}`}
        title="Withdraw this invitation?"
        description={`The link sent to ${invitation.email} will stop working.`}
        onConfirm={() => withdraw.mutate(invitation.id)}
      />
    </li>
  );
}

function Invitations() {
  const invitations = useQuery(invitationsQuery());
  return (
    <AdminSection title="Invitations waiting">
      {invitations.isError && (
        <ErrorAlert className="mt-3">Could not load the invitations. Refresh the page.</ErrorAlert>
      )}
      {invitations.isPending && <p className="mt-3">Loading...</p>}
      {invitations.data?.length === 0 && <p className="mt-3 text-sm text-zinc-300">No invitation is waiting.</p>}
      {invitations.data && invitations.data.length > 0 && (
        <ul aria-label="Invitations waiting" className="mt-2 divide-y divide-zinc-700">
          {invitations.data.map((i) => (
            <InvitationItem key={i.id} invitation={i} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function MemberItem({ member }: { member: StaffMember }) {
  const name = member.firstName || member.email;
  const changeRole = useChangeStaffRole({
    onSuccess: (_, { role }) =>
      toast({ title: 'Role changed', description: `${name} is now ${roleWord(role).toLowerCase()}.` }),
    onError: failed('Could not change the role'),
  });
  const remove = useRemoveStaff({
    onSuccess: () =>
      toast({ title: 'Access removed', description: `${name} is signed out and can no longer sign in.` }),
    onError: failed('Could not remove access'),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="mr-auto min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name} {member.you && <Badge tone="gold">You</Badge>}
        </p>
        <p className="break-all text-sm text-zinc-300">{member.email}</p>
        <p className="text-sm text-zinc-300">
          Two-factor sign-in {member.mfaEnrolled ? 'on' : 'off'} · last active{' '}
          {member.lastActiveAt ? dateTime(member.lastActiveAt) : 'not signed in'}
        </p>
      </div>
      <SelectField
        label={`Role of ${name}`}
        hideLabel
        className="w-36"
        options={ROLE_OPTIONS.map((o) => ({ value: o.value, label: roleWord(o.value) }))}
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(e) => changeRole.mutate({ id: member.id, role: e.target.value as StaffRole })}
      />
      {!member.you && (
        <ConfirmButton
          label="Remove access"
          accessibleName={`Remove access for ${name}`}
          title={`Remove access for ${name}?`}
          description="They are signed out at once and can no longer sign in to the admin. Their notes and history stay."
          onConfirm={() => remove.mutate(member.id)}
        />
      )}
    </li>
  );
}

function Members() {
  const staff = useQuery(staffQuery());
  return (
    <AdminSection title="People with access">
      <p className="mt-1 text-sm text-zinc-300">
        Owners can do everything, including this page. Agents run bookings and performers but cannot delete a performer.
        There is always at least one owner.
      </p>
      {staff.isError && <ErrorAlert className="mt-3">Could not load the staff. Refresh the page.</ErrorAlert>}
      {staff.isPending && <p className="mt-3">Loading...</p>}
      {staff.data && (
        <ul aria-label="People with access" className="mt-2 divide-y divide-zinc-700">
          {staff.data.map((m) => (
            <MemberItem key={m.id} member={m} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Staff({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold">Staff</h1>
      {user.role === 'owner' ? (
        <div className="mt-6 space-y-6">
          <InviteForm />
          <Invitations />
          <Members />
        </div>
      ) : (
        <p className="mt-4 text-zinc-300">Only an owner can invite staff or change who has access.</p>
      )}
    </div>
  );
}

/** /admin/staff: the owners' page of who can sign in to the admin, and invitations. */
export default function StaffPage() {
  usePage({ title: 'Staff', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to manage staff.">
      {(user) => <Staff user={user} />}
    </AdminGate>
  );
}
