import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { MessageDescriptor } from '../../../shared/i18n-runtime';
import { CLIENT_RATING_TAGS, type ClientRatingTag } from '../../../shared/schemas/portal';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { rateClient } from './api';
import { failureWords } from './words';

const TAG_WORDS: Record<ClientRatingTag, MessageDescriptor> = {
  unsafe: msg`I did not feel safe`,
  touching: msg`Touching without consent`,
  'unpaid-balance': msg`Balance not paid`,
  'underage-guests': msg`Guests under 18`,
  'not-as-described': msg`Not as described`,
};

const box =
  'size-6 shrink-0 accent-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';
const option = 'flex min-h-11 cursor-pointer items-center gap-3 text-sm text-zinc-100';

/**
 * After a booking took place she rates the client, once (decision 037): 1 to 5 stars, what went
 * wrong, a note. Only the team reads it, never the client; "unsafe" or 2 stars or fewer asks the
 * owners whether to put the client on the do-not-book list.
 */
export function ClientRatingForm({ bookingId, rated }: { bookingId: string; rated: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [tags, setTags] = useState<ClientRatingTag[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setFailure(t`Choose 1 to 5 stars.`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await rateClient(bookingId, { stars, tags, ...(note.trim() ? { note: note.trim() } : {}) });
      await rated();
    } catch (err) {
      setFailure(failureWords(i18n, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-lg bg-zinc-950 p-3 ring-1 ring-zinc-800">
      <p className="font-medium">
        <Trans>Rate the client</Trans>
      </p>
      <p className="text-sm text-zinc-400">
        <Trans>Only our team reads this, never the client.</Trans>
      </p>
      <fieldset>
        <legend className="text-sm text-zinc-200">
          <Trans>Stars</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={option}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className={box}
              />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm text-zinc-200">
          <Trans>What went wrong (optional)</Trans>
        </legend>
        {CLIENT_RATING_TAGS.map((tag) => (
          <label key={tag} className={option}>
            <input
              type="checkbox"
              checked={tags.includes(tag)}
              onChange={(e) => setTags((all) => (e.target.checked ? [...all, tag] : all.filter((x) => x !== tag)))}
              className={box}
            />
            {i18n._(TAG_WORDS[tag])}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm text-zinc-200">
          <Trans>Note (optional)</Trans>
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-lg bg-zinc-900 px-3 py-2 text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
        />
      </div>
      <ErrorAlert>{failure}</ErrorAlert>
      <Button type="submit" disabled={busy}>
        <Trans>Send rating</Trans>
      </Button>
    </form>
  );
}
