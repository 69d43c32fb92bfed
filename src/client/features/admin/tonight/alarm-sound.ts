import { useCallback, useEffect, useState } from 'react';

/*
 * The board's alarm sound: a generated beep-beep pattern looped by Web Audio itself (no timer, so
 * a background tab keeps ringing), while an open alarm has not been muted. Browsers start audio
 * only after a gesture on the page: until then the board offers "Turn on alarm sound". The audio
 * context and what was muted live for the staff member's whole visit (leaving the page and coming
 * back keeps them); muting silences the alarms open at that moment, and a new one rings again.
 */

let context: AudioContext | null = null;
let mutedIds = new Set<string>();

/** Two short 880 Hz beeps, then silence: 1.2 s, looped. */
function beepPattern(ctx: AudioContext): AudioBuffer {
  const rate = ctx.sampleRate;
  const buffer = ctx.createBuffer(1, Math.round(rate * 1.2), rate);
  const samples = buffer.getChannelData(0);
  for (const start of [0, 0.25]) {
    const from = Math.round(start * rate);
    const length = Math.round(0.15 * rate);
    for (let i = 0; i < length; i++) {
      // A short fade in and out, so the beep does not click.
      const envelope = Math.min(1, i / (0.01 * rate), (length - i) / (0.01 * rate));
      samples[from + i] = 0.4 * envelope * Math.sin((2 * Math.PI * 880 * i) / rate);
    }
  }
  return buffer;
}

const audioSupported = () => typeof window !== 'undefined' && typeof window.AudioContext === 'function';

/** Whether the page was touched already (a click on the way here), so audio may start without asking. */
const mayStartAudio = () =>
  audioSupported() &&
  (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive === true;

export type AlarmSound = {
  /** The browser can play it at all. */
  supported: boolean;
  /** Audio is running: the board rings while `ringing`. */
  on: boolean;
  /** Some open alarm rings (not muted). */
  ringing: boolean;
  /** Every open alarm is muted. */
  muted: boolean;
  turnOn: () => Promise<void>;
  toggleMute: () => void;
};

/** Rings while any of `openAlarmIds` is not muted, once audio is on. */
export function useAlarmSound(openAlarmIds: readonly string[]): AlarmSound {
  const [on, setOn] = useState(() => context?.state === 'running');
  const [muted, setMuted] = useState(() => mutedIds);
  const ringing = openAlarmIds.some((alarmId) => !muted.has(alarmId));

  // Coming back to the board after a click elsewhere on the staff pages: audio may start at once.
  useEffect(() => {
    if (on || !mayStartAudio()) return;
    context ??= new AudioContext();
    context.resume().then(
      () => setOn(context?.state === 'running'),
      () => setOn(false),
    );
  }, [on]);

  useEffect(() => {
    if (!on || !ringing || !context) return;
    const source = context.createBufferSource();
    source.buffer = beepPattern(context);
    source.loop = true;
    source.connect(context.destination);
    source.start();
    return () => {
      source.stop();
      source.disconnect();
    };
  }, [on, ringing]);

  const turnOn = useCallback(async () => {
    context ??= new AudioContext();
    await context.resume();
    setOn(context.state === 'running');
  }, []);

  const toggleMute = useCallback(() => {
    mutedIds = ringing ? new Set(openAlarmIds) : new Set();
    setMuted(mutedIds);
  }, [ringing, openAlarmIds]);

  return {
    supported: audioSupported(),
    on,
    ringing,
    muted: openAlarmIds.length > 0 && !ringing,
    turnOn,
    toggleMute,
  };
}
