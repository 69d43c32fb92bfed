import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { dateInWords, timeInWords } from '../../../shared/date-words';
import { formatMoney } from '../../../shared/money';
import { currentPartyRules } from '../../../shared/party-rules';
import { estimate, ratesOf } from '../../../shared/pricing';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { attributeWord } from '../../lib/attribute-words';
import { byCount, useLocale } from '../../lib/i18n';
import { PerformerPhoto } from '../performers';
import type { Draft } from './draft';

type Props = {
  draft: Draft;
  chosen: Performer[];
  areas: NamedRef[];
  eventTypes: NamedRef[];
  /** The cancellation policy in force, in the page's language (decision 034). */
  policyText?: string;
  onAcceptRules: (accepted: boolean) => void;
  /** Why Submit was refused: the rules are not ticked. */
  rulesError?: string | undefined;
};

/** Step 4: everything once more, with the estimate from the shared pricing rules. */
export function ReviewStep({ draft, chosen, areas, eventTypes, policyText, onAcceptRules, rulesError }: Props) {
  const hourly = draft.serviceType === 'hourly';
  const prices = estimate(draft.serviceType, draft.durationHours, chosen.map(ratesOf));
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (amount: number | string) => formatMoney(amount, locale);
  const nameOf = (refs: NamedRef[], id: string) => refs.find((r) => r.id === id)?.name ?? id;
  const hours = draft.durationHours;
  const rows: [string, string][] = [
    [t`Date`, draft.eventDate ? dateInWords(draft.eventDate, { locale }) : t`Not set`],
    [t`Time`, draft.eventTime ? timeInWords(draft.eventTime, locale) : t`Not set`],
    [
      t`Service`,
      hourly ? byCount(hours, t`Hourly, ${hours} hour`, t`Hourly, ${hours} hours`) : t`Stripper gram (15 minutes)`,
    ],
    [t`Event type`, attributeWord(i18n, nameOf(eventTypes, draft.eventTypeId))],
    [t`Service area`, nameOf(areas, draft.serviceAreaId)],
    [t`Location`, draft.eventLocation],
    [t`Guests`, draft.estimatedGuests || '0'],
    [t`Special requests`, draft.specialRequests || t`None`],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="review-event" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
        <h3 id="review-event" className="text-lg font-semibold">
          <Trans>Your event</Trans>
        </h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 text-lg font-semibold">
          <Trans>Contact</Trans>
        </h3>
        <p className="mt-1 text-sm">
          {draft.clientName} · {draft.clientEmail} · {draft.clientPhone}
        </p>
      </section>
      <section aria-labelledby="review-estimate" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-amber-400/40">
        <h3 id="review-estimate" className="text-lg font-semibold">
          <Trans>Estimate</Trans>
        </h3>
        <ul className="mt-3 space-y-2 text-sm">
          {chosen.map((p, i) => (
            <li key={p.id} className="flex items-center justify-between gap-4">
              <span className="flex items-center gap-3">
                <PerformerPhoto name={p.name} photos={p.photos} className="size-12 shrink-0 rounded-lg" sizes="48px" />
                <span>
                  {p.name}
                  {hourly && p.hourlyRate && (
                    <span className="text-zinc-400">
                      {' '}
                      ({money(p.hourlyRate)} × {draft.durationHours} h)
                    </span>
                  )}
                </span>
              </span>
              <span className="font-semibold">{money(prices.lines[i] ?? 0)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-zinc-700 pt-3">
          <div className="flex justify-between text-lg font-bold">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="estimate-total">{money(prices.total)}</dd>
          </div>
          <div className="flex justify-between text-amber-300">
            <dt>
              <Trans>Deposit due now (50%)</Trans>
            </dt>
            <dd data-testid="estimate-deposit">{money(prices.deposit)}</dd>
          </div>
          <div className="flex justify-between text-zinc-300">
            <dt>
              <Trans>Remaining at the event</Trans>
            </dt>
            <dd>{money(prices.remaining)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-zinc-400">
          <Trans>Minimum booking total $50. The booking team confirms the final price.</Trans>
        </p>
        {policyText && (
          <div className="mt-4 border-t border-zinc-700 pt-3">
            <h4 className="font-semibold">
              <Trans>Cancellation policy</Trans>
            </h4>
            <p data-testid="cancellation-policy" className="mt-1 text-sm text-zinc-200">
              {policyText}
            </p>
          </div>
        )}
        <PartyRules accepted={draft.acceptRules} onChange={onAcceptRules} error={rulesError} />
        <p className="mt-3 text-sm text-zinc-200">
          <Trans>
            By submitting you confirm you are 18 or older and accept the{' '}
            <Link href="/terms" className="text-amber-300 underline">
              Terms
            </Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}

/**
 * The party rules in the page's language and the tick box Submit needs (decision 037): a 24 px
 * box inside a label as tall as a phone's buttons, its error announced and linked to it.
 */
function PartyRules({
  accepted,
  onChange,
  error,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  error: string | undefined;
}) {
  const locale = useLocale();
  const id = useId();
  return (
    <div className="mt-4 border-t border-zinc-700 pt-3">
      <h4 id={`${id}-title`} className="font-semibold">
        <Trans>Party rules</Trans>
      </h4>
      <ul
        aria-labelledby={`${id}-title`}
        data-testid="party-rules"
        className="mt-1 list-disc space-y-1 pl-5 text-sm text-zinc-200"
      >
        {currentPartyRules(locale).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg text-sm font-medium text-zinc-50">
        <input
          type="checkbox"
          name="acceptRules"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-6 shrink-0 accent-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        />
        <span>
          <Trans>I accept the party rules for my event.</Trans>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
