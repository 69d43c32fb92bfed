import { type FormEvent, useState } from 'react';
import { acknowledgeInputSchema } from '../../../../shared/schemas/safety';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError, serverMessageOf } from '../../../lib/http';
import type { Alarm } from './api';
import { useAcknowledgeAlarm } from './mutations';
import { alarmTitle } from './tonight-words';

/**
 * "Acknowledge": a person says what they did about the alarm (the note is required) before it
 * leaves the board and stops the escalation; the note goes to the booking's safety log.
 */
export function AcknowledgeAlarm({ alarm }: { alarm: Alarm }) {
  const [open, setOpen] = useState(false);
  const what = `${alarmTitle(alarm)}, ${alarm.performerName}`;
  return (
    <>
      <Button
        variant="primary"
        className="w-full sm:w-auto"
        aria-label={`Acknowledge: ${what}`}
        onClick={() => setOpen(true)}
      >
        Acknowledge
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Acknowledge: ${what}`}
        description="Say what you did. The note is kept on the booking's safety log."
      >
        <AcknowledgeForm alarmId={alarm.id} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function AcknowledgeForm({ alarmId, onDone }: { alarmId: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const acknowledge = useAcknowledgeAlarm({
    onSuccess: () => {
      toast({ title: 'Alarm acknowledged', description: 'Your note is on the booking’s safety log.' });
      onDone();
    },
    onError: (err) => {
      // Someone else got there first: the alarm is handled, and the board is read again.
      if (err instanceof ApiError && err.code === 'ALARM_ALREADY_ACKNOWLEDGED') {
        toast({ title: 'Already acknowledged', description: 'Another staff member acknowledged this alarm.' });
        onDone();
      } else setRefused(serverMessageOf(err) ?? err.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acknowledgeInputSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setRefused(undefined);
    acknowledge.mutate({ alarmId, note: parsed.data.note });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ErrorAlert>{refused}</ErrorAlert>
      <TextAreaField
        label="What did you do?"
        required
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={error}
        placeholder="Called her: she is fine, phone was in her bag. / Called 911 and the client…"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={acknowledge.isPending}>
          {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge alarm'}
        </Button>
      </div>
    </form>
  );
}
