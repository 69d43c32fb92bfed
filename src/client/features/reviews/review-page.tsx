import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { REVIEW_TEXT_MAX, REVIEW_TOKEN } from '../../../shared/reviews';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/http';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { useHydrated } from '../../lib/use-hydrated';
import { postReview } from './api';

type Stage = 'writing' | 'sending' | 'thanks' | 'gone' | 'no-link';
const STARS = [1, 2, 3, 4, 5] as const;

/** The token of the link, from the address's fragment: it never reaches the server in a URL. */
const tokenOfHash = (hash: string) => {
  const token = hash.replace(/^#/, '');
  return REVIEW_TOKEN.test(token) ? token : null;
};

/**
 * /review#<token> (decision 040): one to five stars and a few words about a booking that took
 * place, once. The link's token is read from the fragment once the page is live.
 */
export default function ReviewPage() {
  const { t } = useLingui();
  const locale = useLocale();
  usePage({ title: t`Review your event`, noindex: true });
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('writing');
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();

  useEffect(() => {
    const found = tokenOfHash(window.location.hash);
    setToken(found);
    if (!found) setStage('no-link');
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (stage === 'sending' || !token) return;
    if (stars < 1) return setError(t`Choose one to five stars.`);
    if (!text.trim()) return setError(t`Write a few words about your event.`);
    setError(null);
    setStage('sending');
    try {
      await postReview({ token, stars, text, locale });
      setStage('thanks');
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return setStage('gone');
      setStage('writing');
      setError(
        err instanceof ApiError && err.status === 400
          ? t`Please check your stars and text: the text cannot hold hidden characters.`
          : err instanceof ApiError && err.status === 429
            ? t`Too many tries from your network. Please try again later.`
            : t`Your review could not be sent just now. Please try again in a moment.`,
      );
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">
        <Trans>How was your event?</Trans>
      </h1>
      <div role="status" className="mt-4">
        {stage === 'thanks' && (
          <p className="rounded-xl bg-emerald-950 p-4 text-emerald-50 ring-1 ring-emerald-700">
            <Trans>Thank you! Our team reads every review before it is published.</Trans>
          </p>
        )}
        {stage === 'gone' && (
          <p className="rounded-xl bg-zinc-800 p-4 ring-1 ring-zinc-600">
            <Trans>This link has been used or has expired</Trans>
          </p>
        )}
        {stage === 'no-link' && (
          <p className="rounded-xl bg-zinc-800 p-4 ring-1 ring-zinc-600">
            <Trans>This link is incomplete. Open it again from the e-mail.</Trans>
          </p>
        )}
      </div>
      {(stage === 'writing' || stage === 'sending') && (
        <form noValidate onSubmit={submit} className="mt-4 space-y-5">
          <p className="text-zinc-200">
            <Trans>
              One to five stars and a few words help other clients choose. Your review is signed with your first name
              and initial.
            </Trans>
          </p>
          <fieldset>
            <legend className="mb-2 font-semibold">
              <Trans>Your rating</Trans>
            </legend>
            <div className="flex gap-1">
              {STARS.map((n) => (
                <label
                  key={n}
                  className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-3xl has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300"
                >
                  <input
                    type="radio"
                    name="stars"
                    value={n}
                    checked={stars === n}
                    onChange={() => setStars(n)}
                    className="absolute inset-0 cursor-pointer opacity-0"
                  />
                  <span aria-hidden="true" className={n <= stars ? 'text-amber-300' : 'text-zinc-500'}>
                    ★
                  </span>
                  <span className="sr-only">{n === 1 ? t`1 star` : t`${n} stars`}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={textId} className="mb-1 block font-semibold">
              <Trans>Your review</Trans>
            </label>
            <textarea
              id={textId}
              name="text"
              value={text}
              maxLength={REVIEW_TEXT_MAX}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={error ? errorId : undefined}
              className="h-36 w-full rounded-lg bg-zinc-900 px-3 py-2 text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-300"
            />
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-rose-300">
              {error}
            </p>
          )}
          <Button type="submit" disabled={stage === 'sending' || !hydrated || !token}>
            {stage === 'sending' ? t`Sending...` : t`Send my review`}
          </Button>
        </form>
      )}
    </div>
  );
}
