import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import type { PortalPhotoCheck as Check } from '../../../shared/schemas/trust-checks';
import { monthYearOf } from '../../../shared/trust';
import { ErrorAlert } from '../../components/ui/alert';
import { useLocale } from '../../lib/i18n';
import { readPhotoCheck, sendLivePhoto } from './api';
import { useLoad } from './use-portal-data';
import { failureWords } from './words';

/**
 * Verified photos (issue 31): she takes a live photo holding the code on her screen; our team
 * compares it with her gallery. Her profile then says "Photos verified {month year}" for six
 * months, after which she is asked again.
 */
export function PhotoCheck() {
  const [check, reload] = useLoad(readPhotoCheck);
  if (check.status === 'loading') return null;
  if (check.status === 'failed') return <CheckFailed error={check.error} />;
  // A new answer (a new code after a decision) starts the card afresh.
  return <CheckReady key={JSON.stringify(check.data)} check={check.data} reload={reload} />;
}

function CheckFailed({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return <ErrorAlert>{failureWords(i18n, error)}</ErrorAlert>;
}

function CheckReady({ check, reload }: { check: Check; reload: () => Promise<void> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState(check);

  async function sendPhoto(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    setBusy(true);
    setProblem(null);
    try {
      setState(await sendLivePhoto(state.code, photo));
    } catch (err) {
      setProblem(failureWords(i18n, err));
      await reload();
    } finally {
      setBusy(false);
    }
  }

  const month = state.verifiedAt ? monthYearOf(state.verifiedAt, locale) : '';
  return (
    <div className="space-y-3" data-testid="photo-check">
      {state.verifiedAt && (
        <p className="font-medium text-emerald-300">
          <Trans>Your photos are verified ({month}). We will ask again in six months.</Trans>
        </p>
      )}
      {state.waiting && (
        <p role="status" className="font-medium text-zinc-100">
          <Trans>Your photo is with our team. You can send another until they look at it.</Trans>
        </p>
      )}
      {state.declinedNote !== null && (
        <p className="text-amber-200">
          <Trans>Our team could not verify your last photo: {state.declinedNote}</Trans>
        </p>
      )}
      {!state.verifiedAt && (
        <>
          <p className="text-zinc-300">
            <Trans>
              Clients book with more confidence when your photos are verified. Take a selfie now, holding this code
              written on paper or shown on another screen, so our team can compare it with your gallery. Only our team
              sees it, and it is deleted once they decide.
            </Trans>
          </p>
          <p
            className="inline-block rounded-lg bg-zinc-100 px-4 py-2 font-mono text-3xl font-bold tracking-[0.3em] text-zinc-950"
            data-testid="photo-code"
          >
            {state.code}
          </p>
          <div>
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-amber-400 px-5 font-semibold text-zinc-950 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-amber-200"
            >
              {busy ? <Trans>Sending...</Trans> : <Trans>Take the photo</Trans>}
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="user"
                className="sr-only"
                disabled={busy}
                onChange={sendPhoto}
              />
            </label>
          </div>
        </>
      )}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
    </div>
  );
}
