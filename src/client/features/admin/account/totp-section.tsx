import { type FormEvent, useState } from 'react';
import type { AccountSummary, TotpSetup } from '../../../../shared/schemas/auth';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { TextField } from '../../../components/ui/field';
import { serverMessageOf } from '../../../lib/http';
import { AdminSection } from '../shell/admin-section';
import { useConfirmTotp, useDisableTotp, useRefreshAccount, useStartTotp } from './mutations';

/** What a failed call says, in the server's words when it gave any. */
const errorOf = (call: { isError: boolean; error: unknown }) =>
  call.isError ? (serverMessageOf(call.error) ?? 'Something went wrong. Please try again.') : null;

/** The ten recovery codes, shown once right after set-up. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 rounded-xl bg-zinc-950 p-4 ring-1 ring-amber-400/60">
      <h3 className="font-bold">Save your recovery codes</h3>
      <p className="mt-1 text-sm text-zinc-300">
        Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label="recovery codes" />
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

/** Set-up: scan the QR code (or type the key), then confirm with a code from the app. */
function Enrol({ setup, onCodes }: { setup: TotpSetup; onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmTotp({ onSuccess: (r) => onCodes(r.recoveryCodes) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code);
  };
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        className="size-48 rounded-lg bg-white"
      />
      <div>
        <p className="text-sm text-zinc-300">
          Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type
          this key:
        </p>
        <TextField label="Set-up key" className="mt-2" readOnly value={setup.secret} spellCheck={false} />
        <form className="mt-4 max-w-xs space-y-3" onSubmit={submit} noValidate>
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={confirm.isPending || !code.trim()}>
            {confirm.isPending ? 'Checking…' : 'Turn on'}
          </Button>
        </form>
        <ErrorAlert className="mt-3">{errorOf(confirm)}</ErrorAlert>
      </div>
    </div>
  );
}

/** Turning the app off asks for the password again and a code (or a recovery code). */
function Disable({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const off = useDisableTotp({ onSuccess: onDone });
  return (
    <form
      className="mt-4 max-w-sm space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        off.mutate({ password, code });
      }}
    >
      <TextField
        label="Your password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Code from the app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={off.isPending || !password || !code.trim()}>
        {off.isPending ? 'Turning off…' : 'Turn off the authenticator app'}
      </Button>
      <ErrorAlert className="mt-3">{errorOf(off)}</ErrorAlert>
    </form>
  );
}

export function TotpSection({ account }: { account: AccountSummary }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const refresh = useRefreshAccount();
  const start = useStartTotp({ onSuccess: (s) => setSetup(s) });

  return (
    <AdminSection title="Authenticator app">
      <p className="mt-1 text-sm text-zinc-300">
        {account.totpEnabled
          ? `On. Sign-in asks for a code from the app after your password. Recovery codes left: ${account.recoveryCodesLeft}.`
          : 'Off. With it on, sign-in asks for a six-digit code from your phone after your password.'}
      </p>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            setSetup(null);
            refresh();
          }}
        />
      ) : account.totpEnabled ? (
        disabling ? (
          <Disable onDone={() => setDisabling(false)} />
        ) : (
          <Button className="mt-4" variant="secondary" onClick={() => setDisabling(true)}>
            Turn off…
          </Button>
        )
      ) : setup ? (
        <Enrol setup={setup} onCodes={setCodes} />
      ) : (
        <>
          <Button className="mt-4" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Preparing…' : 'Set up the authenticator app'}
          </Button>
          <ErrorAlert className="mt-3">{errorOf(start)}</ErrorAlert>
        </>
      )}
    </AdminSection>
  );
}
