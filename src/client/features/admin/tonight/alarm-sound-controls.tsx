import { Button } from '../../../components/ui/button';
import { useAlarmSound } from './alarm-sound';

/**
 * "Turn on alarm sound" until the browser lets the page play audio, then a mute toggle while
 * alarms are open: muting silences those alarms only, a new one rings again.
 */
export function AlarmSoundControls({ alarmIds }: { alarmIds: readonly string[] }) {
  const sound = useAlarmSound(alarmIds);
  if (!sound.supported) return <p className="text-sm text-zinc-300">This browser cannot play the alarm sound.</p>;
  if (!sound.on)
    return (
      <Button variant={alarmIds.length > 0 ? 'danger' : 'secondary'} onClick={() => void sound.turnOn()}>
        Turn on alarm sound
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-zinc-300" role="status">
        {sound.ringing ? 'Alarm sounding' : sound.muted ? 'Sound muted for these alarms' : 'Alarm sound on'}
      </p>
      {alarmIds.length > 0 && (
        <Button variant={sound.muted ? 'primary' : 'secondary'} aria-pressed={sound.muted} onClick={sound.toggleMute}>
          Mute alarm sound
        </Button>
      )}
    </div>
  );
}
