import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { newCalendarFeed } from './api';
import { failureWords } from './words';

/**
 * Her private calendar address (decision 033): shown once made, to add to her phone's calendar.
 * Making a new one ends the old one, so a lost phone's calendar stops updating.
 */
export function CalendarFeed() {
  const { i18n } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setUrl((await newCalendarFeed()).url);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-zinc-300">
        <Trans>
          Your bookings in your phone's calendar, titled by reference only. A new address stops the old one.
        </Trans>
      </p>
      {url && (
        <p className="break-all">
          <a
            href={url.replace(/^https?:/, 'webcal:')}
            className="font-semibold text-amber-300 underline underline-offset-4"
          >
            {url}
          </a>
        </p>
      )}
      {error !== null && <ErrorAlert>{failureWords(i18n, error)}</ErrorAlert>}
      <Button variant="secondary" disabled={busy} onClick={make}>
        {url ? <Trans>Make a new address</Trans> : <Trans>Get my calendar address</Trans>}
      </Button>
    </div>
  );
}
