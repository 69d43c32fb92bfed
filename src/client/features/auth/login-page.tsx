import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { usePage } from '../../lib/page-context';

/** /login: where GET /api/login sends staff. Success goes back to the page they came from, or /admin. */
export default function LoginPage() {
  usePage({ title: 'Staff sign-in', description: 'Sign in to manage performers and bookings.', noindex: true });
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your e-mail and password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (res.ok) {
        // A full navigation, so every query starts again as the signed-in user.
        window.location.assign(returnTo);
        return;
      }
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setError(body?.message ?? `Sign-in failed (${res.status}). Please try again.`);
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
      <p className="mt-2 text-zinc-300">For the booking team. Visitors do not need an account to book.</p>
      <form className="mt-8 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && (
          <p role="alert" className="rounded-lg bg-rose-950 p-3 text-sm text-rose-100 ring-1 ring-rose-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
