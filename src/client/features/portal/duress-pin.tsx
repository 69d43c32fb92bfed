import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { DURESS_PIN } from '../../../shared/safety';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { saveDuressPin } from './api';
import { failureWords } from './words';

/**
 * Her duress PIN (issue 30): 4 to 8 digits only she knows. Typed with I'm OK, the check-in looks
 * normal on her screen and the desk gets a silent alarm. Never shown back: the page only knows
 * whether one is set.
 */
export function DuressPin({ hasPin }: { hasPin: boolean }) {
  const { t, i18n } = useLingui();
  const pinId = useId();
  const errorId = useId();
  const [set, setSet] = useState(hasPin);
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!DURESS_PIN.test(pin)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      await saveDuressPin(pin);
      setPin('');
      setSet(true);
      setOutcome({ ok: true, text: t`Your duress PIN is saved.` });
    } catch (err) {
      setOutcome({ ok: false, text: failureWords(i18n, err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-4">
      <p className="text-zinc-300">
        <Trans>
          A duress PIN is a code only you know. If someone makes you check in, press I'm OK and type it: your screen
          shows a normal check-in, and the desk gets a silent alarm.
        </Trans>
      </p>
      <p className="text-sm font-medium text-zinc-200">
        {set ? <Trans>You have a duress PIN.</Trans> : <Trans>You have no duress PIN yet.</Trans>}
      </p>
      <div>
        <label htmlFor={pinId} className="mb-1 block text-sm font-medium text-zinc-200">
          {set ? <Trans>New duress PIN (4 to 8 digits)</Trans> : <Trans>Duress PIN (4 to 8 digits)</Trans>}
        </label>
        <input
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          className="h-11 w-full rounded-lg bg-zinc-900 px-3 tracking-widest text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
        />
        {invalid && (
          <p id={errorId} className="mt-1 text-sm text-rose-300">
            <Trans>Enter 4 to 8 digits.</Trans>
          </p>
        )}
      </div>
      {outcome?.ok && (
        <p role="status" className="text-sm font-medium text-emerald-300">
          {outcome.text}
        </p>
      )}
      <ErrorAlert>{outcome && !outcome.ok ? outcome.text : null}</ErrorAlert>
      <Button type="submit" disabled={busy}>
        <Trans>Save duress PIN</Trans>
      </Button>
    </form>
  );
}
