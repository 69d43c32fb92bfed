import '../../staff.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../../shared/schemas/auth';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/http';
import { usePage } from '../../lib/page-context';
import { useHydrated } from '../../lib/use-hydrated';
import { authApi, signInErrorText } from './api';
import { PasskeySignIn } from './passkey-sign-in';

/** The code step's answers that end it: the password must be given again. */
const STEP_OVER = new Set(['CODE_STEP_ENDED', 'STEP_EXPIRED']);

/**
 * The second step, when the account has an authenticator app: its code, or a recovery code. When
 * the server ends the step (five wrong codes, or too late), back to the password with its words.
 */
function CodeStep({ onDone, onOver }: { onDone: () => void; onOver: (message: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await authApi.signInWithCode(code);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code && STEP_OVER.has(err.code)) return onOver(signInErrorText(err));
      setError(signInErrorText(err));
      setBusy(false);
    }
  }

  return (
    <form className="mt-8 space-y-4" onSubmit={submit} noValidate>
      <p className="text-zinc-300">
        Enter the six-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <TextField
        ref={input}
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <ErrorAlert>{error}</ErrorAlert>
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
    </form>
  );
}

/** /login: where GET /api/login sends staff. Success goes back to the page they came from, or /admin. */
export default function LoginPage() {
  usePage({ title: 'Staff sign-in', description: 'Sign in to manage performers and bookings.', noindex: true });
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo'));
  const [email, setEmail] = useState('');
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'password' | 'totp' | 'passkey'>('password');
  // A full navigation, so every query starts again as the signed-in user.
  const done = () => window.location.assign(returnTo);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your e-mail and password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.signIn(email, password);
      if ('secondFactor' in answer) {
        setStep(answer.secondFactor);
        setBusy(false);
        return;
      }
      done();
    } catch (err) {
      setError(signInErrorText(err));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
      <p className="mt-2 text-zinc-300">For the booking team. Visitors do not need an account to book.</p>
      {step === 'totp' && (
        <>
          <CodeStep
            onDone={done}
            onOver={(message) => {
              setPassword('');
              setError(message);
              setStep('password');
            }}
          />
          <div className="mt-6 border-t border-zinc-700 pt-6">
            <PasskeySignIn returnTo={returnTo} />
          </div>
        </>
      )}
      {step === 'passkey' && (
        <div className="mt-8 space-y-4">
          <p role="status" className="text-zinc-300">
            Your account signs in with a passkey. Use it to finish signing in.
          </p>
          <PasskeySignIn returnTo={returnTo} />
        </div>
      )}
      {step === 'password' && (
        <>
          <form className="mt-8 space-y-4" onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username webauthn"
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
            <ErrorAlert>{error}</ErrorAlert>
            <Button type="submit" className="w-full" disabled={busy || !hydrated}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
          <div className="mt-6 border-t border-zinc-700 pt-6">
            <PasskeySignIn returnTo={returnTo} />
          </div>
        </>
      )}
    </div>
  );
}
