import { type FormEvent, useState } from 'react';
import { type BookingNote, NOTE_MAX_LENGTH } from '../../../../shared/schemas/admin-booking';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/http';
import { dateTime } from '../shell/format';
import { useAddBookingNote } from './mutations';

/** Staff-only notes on a booking (what the client said on the phone), oldest first, and a form for a new one. */
export function BookingNotes({ bookingId, notes }: { bookingId: string; notes: readonly BookingNote[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddBookingNote({
    onSuccess: () => {
      setText('');
      toast({ title: 'Note added' });
    },
    onError: (err) =>
      setError(err instanceof ApiError ? (err.serverMessage ?? 'The note could not be saved') : err.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write the note first');
      return;
    }
    setError(undefined);
    add.mutate({ bookingId, text });
  };

  return (
    <section aria-labelledby={`notes-${bookingId}`} className="mt-4">
      <h3 id={`notes-${bookingId}`} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
        Staff notes ({notes.length})
      </h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-400">No notes yet. Only staff see notes.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-zinc-900 p-3 text-sm ring-1 ring-zinc-700">
              <p className="whitespace-pre-wrap break-words">{note.text}</p>
              <p className="mt-1 text-xs text-zinc-400">
                {note.author} · {dateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3 space-y-2">
        <TextAreaField
          label="Add a note"
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          error={error}
          placeholder="What the client said, what was agreed…"
        />
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </Button>
      </form>
    </section>
  );
}
