import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CHECKIN_KINDS, type CheckinKind, type GeoPoint } from '../../../shared/safety';
import type { PortalBooking } from '../../../shared/schemas/portal';
import type { PortalNight } from '../../../shared/schemas/safety';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n';
import { checkIn, pressPanic, shareLocation } from './api';
import { HoldButton } from './hold-button';
import { isLate, timeInWords } from './portal-rules';
import { useNow } from './use-portal-data';
import { CHECKIN_WORDS, failureWords } from './words';

/** The server keeps a position at most every 15 seconds: the phone sends no more often. */
const SEND_EVERY_MS = 15_000;

/**
 * While she shares it, the phone's position: sent to the server (which keeps it only between On my
 * way and Home safe), and the newest kept for a check-in or a panic. Off when `on` is false.
 */
function useSharedPosition(bookingId: string, on: boolean, failed: () => void) {
  const last = useRef<GeoPoint | null>(null);
  const sentAt = useRef(0);
  const failedRef = useRef(failed);
  failedRef.current = failed;
  useEffect(() => {
    if (!on) return;
    if (!('geolocation' in navigator)) {
      failedRef.current();
      return;
    }
    const id = navigator.geolocation.watchPosition(
      (position) => {
        const point = {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: position.coords.accuracy,
        };
        last.current = point;
        if (Date.now() - sentAt.current < SEND_EVERY_MS) return;
        sentAt.current = Date.now();
        void shareLocation(bookingId, point).catch(() => undefined);
      },
      () => failedRef.current(),
      { enableHighAccuracy: true, maximumAge: SEND_EVERY_MS, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [bookingId, on]);
  return last;
}

/** "I'm OK" with a PIN she may type (her duress PIN raises a silent alarm; any other is ignored). */
function OkForm({ busy, send, cancel }: { busy: boolean; send: (pin: string) => void; cancel: () => void }) {
  const pinId = useId();
  const [pin, setPin] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="space-y-3 rounded-xl bg-zinc-950 p-3 ring-1 ring-zinc-600"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send(pin.trim());
      }}
    >
      <div>
        <label htmlFor={pinId} className="mb-1 block text-sm font-medium text-zinc-200">
          <Trans>PIN (optional)</Trans>
        </label>
        <input
          ref={input}
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          className="h-12 w-full rounded-lg bg-zinc-900 px-3 text-lg tracking-widest text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          <Trans>Send I'm OK</Trans>
        </Button>
        <Button variant="ghost" size="lg" disabled={busy} onClick={cancel} className="w-full">
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * Her night on a confirmed booking (issue 30): a big button per check-in with the one expected next
 * and when, Panic (press and hold), and sharing her location for the night. The server keeps the
 * timers: if a check-in is late she gets "Are you OK?", then the desk calls.
 */
export function NightPanel({ booking, changed }: { booking: PortalBooking; changed: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const now = useNow();
  const titleId = useId();
  const shareId = useId();
  const [night, setNight] = useState<PortalNight | null>(booking.night);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sharing, setSharing] = useState(booking.night?.sharingLocation ?? false);
  const [panic, setPanic] = useState<'sent' | 'failed' | null>(null);
  const position = useSharedPosition(booking.id, sharing, () => {
    setSharing(false);
    setFailure(t`Your phone did not give your location. Check that location is allowed for this site.`);
  });
  useEffect(() => setNight(booking.night), [booking.night]);
  // Home safe ends the night: her position is no longer sent.
  const over = night?.next === null;
  useEffect(() => {
    if (over) setSharing(false);
  }, [over]);
  if (!night) return null;
  const next = night.next;

  async function send(kind: CheckinKind, pin = '') {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await checkIn(booking.id, {
        kind,
        ...(pin ? { pin } : {}),
        ...(sharing && position.current && kind !== 'home-safe' ? { location: position.current } : {}),
      });
      setAsking(false);
      setNight((before) => before && { ...before, checkins: [...before.checkins, answer.checkin], next: answer.next });
      const word = i18n._(CHECKIN_WORDS[kind]);
      const at = timeInWords(answer.checkin.at, locale);
      setDone(t`${word} sent at ${at}.`);
      await changed();
    } catch (err) {
      setFailure(failureWords(i18n, err));
    } finally {
      setBusy(false);
    }
  }

  async function alarm() {
    setPanic(null);
    try {
      await pressPanic(booking.id, sharing ? position.current : null);
      setPanic('sent');
    } catch {
      setPanic('failed');
    }
  }

  const last = night.checkins[night.checkins.length - 1];
  const nextWord = next ? i18n._(CHECKIN_WORDS[next.kind]) : '';
  const nextDue = next ? timeInWords(next.dueAt, locale) : '';
  const lastWord = last ? i18n._(CHECKIN_WORDS[last.kind]) : '';
  const lastAt = last ? timeInWords(last.at, locale) : '';
  return (
    <section aria-labelledby={titleId} className="mt-4 space-y-4 border-t border-zinc-700 pt-4">
      <h4 id={titleId} className="text-lg font-semibold">
        <Trans>Tonight's check-ins</Trans>
      </h4>
      <p
        role="status"
        className={isLate(next, now) ? 'font-semibold text-amber-300' : 'text-zinc-200'}
        data-next={next?.kind ?? 'none'}
      >
        {next === null ? (
          <Trans>You are home safe. Good night!</Trans>
        ) : isLate(next, now) ? (
          <Trans>
            Late: {nextWord} was due at {nextDue}. Check in now.
          </Trans>
        ) : (
          <Trans>
            Next: {nextWord} by {nextDue}
          </Trans>
        )}
      </p>
      {last && (
        <p className="text-sm text-zinc-400">
          <Trans>
            Last check-in: {lastWord} at {lastAt}
          </Trans>
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-medium text-emerald-300">
          {done}
        </p>
      )}
      <ErrorAlert>{failure}</ErrorAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        {CHECKIN_KINDS.map((kind) =>
          kind === 'ok' && asking ? (
            <div key={kind} className="sm:col-span-2">
              <OkForm busy={busy} send={(pin) => void send('ok', pin)} cancel={() => setAsking(false)} />
            </div>
          ) : (
            <Button
              key={kind}
              size="lg"
              variant={next?.kind === kind ? 'primary' : 'secondary'}
              aria-current={next?.kind === kind ? 'step' : undefined}
              disabled={busy}
              className="min-h-14 w-full"
              data-checkin={kind}
              onClick={() => (kind === 'ok' ? setAsking(true) : void send(kind))}
            >
              {i18n._(CHECKIN_WORDS[kind])}
              {next?.kind === kind && <span className="text-sm font-normal">({timeInWords(next.dueAt, locale)})</span>}
            </Button>
          ),
        )}
      </div>
      {!over && (
        <div className="flex min-h-11 items-start gap-3">
          <input
            id={shareId}
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 accent-amber-400"
            checked={sharing}
            onChange={(e) => {
              setFailure(null);
              setSharing(e.target.checked);
            }}
          />
          <label htmlFor={shareId}>
            <span className="font-medium">
              <Trans>Share my location tonight</Trans>
            </span>
            <span className="block text-sm text-zinc-400">
              <Trans>The desk sees it only if an alarm goes off. It stops when you press Home safe.</Trans>
            </span>
          </label>
        </div>
      )}
      <HoldButton
        onHeld={() => void alarm()}
        hint={
          <Trans>Press and hold for 2 seconds (on a keyboard, hold Space or Enter). The desk is alerted at once.</Trans>
        }
      >
        <Trans>Hold for help</Trans>
      </HoldButton>
      {panic === 'sent' && (
        <p role="alert" className="rounded-lg bg-rose-950 p-3 font-semibold text-rose-100 ring-1 ring-rose-700">
          <Trans>The desk has your alarm and is calling you now.</Trans>
        </p>
      )}
      <ErrorAlert>{panic === 'failed' ? <Trans>The alarm did not go through. Call 911 now.</Trans> : null}</ErrorAlert>
      <a
        href="tel:911"
        className="inline-flex min-h-11 items-center font-semibold text-amber-300 underline underline-offset-4"
      >
        <Trans>In danger? Call 911</Trans>
      </a>
    </section>
  );
}
