import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/schemas/auth';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/http';
import { AdminSection } from '../shell/admin-section';
import { countOf, dateTime } from '../shell/format';
import { sessionsQuery } from './api';
import { useChangePassword, useEndOtherSessions, useEndSession } from './mutations';

const errorText = (err: Error) => (err instanceof ApiError ? (err.serverMessage ?? err.message) : err.message);
const endedText = (n: number) =>
  n === 0 ? 'No other session was signed in.' : `${countOf(n, 'other session')} signed out.`;

/** A new password (the current one first); every other session of the account ends with it. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ next?: string; again?: string }>({});
  const change = useChangePassword({
    onSuccess: ({ ended }) => {
      setCurrent('');
      setNext('');
      setAgain('');
      toast({ title: 'Password changed', description: endedText(ended) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(next.length < MIN_PASSWORD_LENGTH && {
        next: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
      }),
      ...(again !== next && { again: 'The two new passwords are not the same' }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate({ currentPassword: current, newPassword: next });
  }

  return (
    <AdminSection title="Password">
      <p className="mt-1 text-sm text-zinc-300">Changing it signs you out everywhere else.</p>
      <form className="mt-4 grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          error={errors.again}
          onChange={(e) => setAgain(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
      <ErrorAlert className="mt-3">{change.isError && errorText(change.error)}</ErrorAlert>
    </AdminSection>
  );
}

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery());
  const end = useEndOtherSessions({
    onSuccess: ({ ended }) => toast({ title: 'Signed out elsewhere', description: endedText(ended) }),
  });
  const endOne = useEndSession({
    onSuccess: () => toast({ title: 'Signed out', description: 'That browser or device is signed out.' }),
    onError: (err) => toast({ title: 'Could not sign it out', description: errorText(err), variant: 'destructive' }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <AdminSection title="Where you are signed in">
      {sessions.isError && <ErrorAlert className="mt-3">Could not load your sessions. Refresh the page.</ErrorAlert>}
      {sessions.isPending && <p className="mt-3">Loading...</p>}
      {sessions.data && (
        <ul aria-label="Your sessions" className="mt-3 divide-y divide-zinc-700">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold">{s.current ? 'This browser' : 'Another browser or device'}</span> ·
                signed in {dateTime(s.createdAt)} · last active {dateTime(s.lastSeenAt)}
              </span>
              {!s.current && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={endOne.isPending}
                  aria-label={`Sign out the browser last active ${dateTime(s.lastSeenAt)}`}
                  onClick={() => endOne.mutate(s.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        className="mt-3"
        size="sm"
        variant="secondary"
        disabled={end.isPending || others === 0}
        onClick={() => end.mutate()}
      >
        Sign out everywhere else{others > 0 ? ` (${others})` : ''}
      </Button>
      <ErrorAlert className="mt-3">{end.isError && errorText(end.error)}</ErrorAlert>
    </AdminSection>
  );
}
