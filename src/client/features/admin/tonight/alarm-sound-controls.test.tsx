// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The board's alarm sound (decision 039) against a stand-in for the browser's Web Audio (happy-dom
 * has none, and Chromium under Playwright counts every query as a user gesture, so the e2e test
 * never sees an untouched page): the sound waits for a gesture, loops while an alarm is open, and
 * Mute silences the alarms open now while a new one rings again.
 */
type Source = { loop: boolean; started: boolean; stopped: boolean };
let sources: Source[] = [];
let resumes = 0;

class FakeAudioContext {
  state: 'suspended' | 'running' = 'suspended';
  sampleRate = 8000;
  destination = {};
  async resume() {
    resumes++;
    this.state = 'running';
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  createBufferSource() {
    const source = {
      buffer: null as unknown,
      loop: false,
      started: false,
      stopped: false,
      connect: () => {},
      disconnect: () => {},
      start() {
        source.started = true;
      },
      stop() {
        source.stopped = true;
      },
    };
    sources.push(source);
    return source;
  }
}

/** The module keeps its audio for the whole visit: each test is a new visit. */
async function freshControls() {
  vi.resetModules();
  return (await import('./alarm-sound-controls')).AlarmSoundControls;
}
const ringing = () => sources.filter((s) => s.started && !s.stopped);
const setActivated = (hasBeenActive: boolean) =>
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });

beforeEach(() => {
  sources = [];
  resumes = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  setActivated(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the alarm sound', () => {
  it('waits for "Turn on alarm sound" on an untouched page, then loops while an alarm is open', async () => {
    const AlarmSoundControls = await freshControls();
    render(<AlarmSoundControls alarmIds={['a1']} />);
    expect(ringing()).toEqual([]);
    expect(resumes).toBe(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on alarm sound' })));
    expect(screen.getByRole('status').textContent).toBe('Alarm sounding');
    expect(ringing()).toHaveLength(1);
    expect(ringing()[0]?.loop).toBe(true);
  });

  it('starts at once on a page already clicked, and is quiet without alarms', async () => {
    setActivated(true);
    const AlarmSoundControls = await freshControls();
    const { rerender } = render(<AlarmSoundControls alarmIds={[]} />);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Alarm sound on'));
    expect(screen.queryByRole('button', { name: 'Turn on alarm sound' })).toBeNull();
    expect(ringing()).toEqual([]);
    rerender(<AlarmSoundControls alarmIds={['a1']} />);
    expect(ringing()).toHaveLength(1);
    // The alarm acknowledged: the sound stops.
    rerender(<AlarmSoundControls alarmIds={[]} />);
    expect(ringing()).toEqual([]);
  });

  it('mutes the alarms open now; a new alarm rings again', async () => {
    setActivated(true);
    const AlarmSoundControls = await freshControls();
    const { rerender } = render(<AlarmSoundControls alarmIds={['a1']} />);
    await vi.waitFor(() => expect(ringing()).toHaveLength(1));
    const mute = screen.getByRole('button', { name: 'Mute alarm sound' });
    await act(async () => fireEvent.click(mute));
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Sound muted for these alarms');
    expect(ringing()).toEqual([]);
    rerender(<AlarmSoundControls alarmIds={['a2', 'a1']} />);
    expect(ringing()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mute alarm sound' }).getAttribute('aria-pressed')).toBe('false');
    // Unmuting after muting rings again for the same alarms.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mute alarm sound' })));
    expect(ringing()).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mute alarm sound' })));
    expect(ringing()).toHaveLength(1);
  });
});
