import '../../staff.css';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { type InvitationSummary, invitationAcceptSchema, invitationLookupSchema } from '../../../shared/schemas/staff';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { sendJson, typed } from '../../lib/http';
import { usePage } from '../../lib/page-context';
import { StaffQueries } from '../../lib/staff-query-client';
import { useHydrated } from '../../lib/use-hydrated';
import { signInErrorText } from './api';

/**
 * The token is in the link's fragment (#…): it never reaches a server log or a Referer header.
 * The server cannot see it, so it renders the page as still loading (null), like the browser's
 * first render, which then reads it.
 */
const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const useTokenInAddress = () =>
  useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.replace(/^#/, ''),
    () => null,
  );

const lookup = (token: string) => sendJson(typed<InvitationSummary>(), 'POST', '/api/login/invitation', { token });
const accept = (body: { token: string; firstName: string; password: string }) =>
  sendJson(typed<{ user: User }>(), 'POST', '/api/login/invitation/accept', body);

type Errors = Partial<Record<'firstName' | 'password' | 'again', string>>;

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationSummary }) {
  const hydrated = useHydrated();
  const [firstName, setFirstName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationAcceptSchema.safeParse({ token, firstName, password });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'firstName' || field === 'password') && !found[field]) found[field] = issue.message;
    }
    if (again !== password) found.again = 'The two passwords are not the same';
    setErrors(found);
    if (!parsed.success || found.again) return;
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await accept(parsed.data);
      // A full navigation, so every query starts again as the new staff member.
      window.location.assign(user.mfaSetupRequired ? '/admin/account' : '/admin');
    } catch (err) {
      setFailure(signInErrorText(err));
      setBusy(false);
    }
  }

  return (
    <form className="mt-8 space-y-4" onSubmit={submit} noValidate>
      <p className="text-zinc-300">
        You are invited as {invitation.role === 'owner' ? 'an owner' : 'an agent'}. You will sign in with{' '}
        <span className="break-all font-semibold text-zinc-50">{invitation.email}</span>.
      </p>
      <TextField
        label="First name"
        autoComplete="given-name"
        value={firstName}
        error={errors.firstName}
        onChange={(e) => setFirstName(e.target.value)}
      />
      {/* Lets password managers save the new password under the sign-in e-mail. */}
      <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <TextField
        label="Password (12 characters or more)"
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Password again"
        type="password"
        autoComplete="new-password"
        value={again}
        error={errors.again}
        onChange={(e) => setAgain(e.target.value)}
      />
      <ErrorAlert>{failure}</ErrorAlert>
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy ? 'Creating your account…' : 'Create my account'}
      </Button>
    </form>
  );
}

/** /invitation#token: where an owner's invitation e-mail leads; sets up the account and signs in. */
export default function InvitationPage() {
  return (
    <StaffQueries>
      <Invitation />
    </StaffQueries>
  );
}

function Invitation() {
  usePage({ title: 'Join the staff', noindex: true });
  const token = useTokenInAddress();
  // A link cut short (a mail app wrapping it) is told apart from one that no longer works.
  const whole = token !== null && invitationLookupSchema.safeParse({ token }).success;
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => lookup(token ?? ''),
    enabled: whole,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold">Join the staff</h1>
      {token === '' && (
        <p role="alert" className="mt-4 text-rose-300">
          This page needs the link from your invitation e-mail. Open the e-mail and use its button.
        </p>
      )}
      {token && !whole && (
        <p role="alert" className="mt-4 text-rose-300">
          The invitation link is incomplete. Open it again from the e-mail, or copy the whole link.
        </p>
      )}
      {whole && invitation.isPending && <p className="mt-4">Loading...</p>}
      {invitation.isError && <ErrorAlert className="mt-4">{signInErrorText(invitation.error)}</ErrorAlert>}
      {whole && token && invitation.data && <AcceptForm token={token} invitation={invitation.data} />}
    </div>
  );
}
