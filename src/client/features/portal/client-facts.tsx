import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ClientSignals, RiskMarker } from '../../../shared/client-signals';
import type { MessageDescriptor } from '../../../shared/i18n-runtime';
import { PARTY_RULES_VERSION, partyRules } from '../../../shared/party-rules';
import { useLocale } from '../../lib/i18n';
import { instantInWords } from './portal-rules';

const MARKER_WORDS: Record<RiskMarker, MessageDescriptor> = {
  'first-booking': msg`First booking`,
  'late-start': msg`Late start`,
  'large-party': msg`Large party (over 30 guests)`,
  'short-notice': msg`Short notice`,
};

const chip = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
const calm = `${chip} bg-zinc-800 text-zinc-100 ring-zinc-600`;
const good = `${chip} bg-emerald-950 text-emerald-100 ring-emerald-700`;
const heads = `${chip} bg-orange-950 text-orange-100 ring-orange-700`;

/**
 * What she is told of who booked and the rules of the night (decision 037): the party rules in her
 * language (the version the client accepted, or those in force), whether the client accepted them,
 * and the client's signals. The client never sees any of it.
 */
export function ClientFacts({
  rulesVersion,
  rulesAcceptedAt,
  signals,
}: {
  rulesVersion: number | null;
  rulesAcceptedAt: string | null;
  signals: ClientSignals;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const rules = partyRules(rulesVersion ?? PARTY_RULES_VERSION, locale) ?? [];
  const when = rulesAcceptedAt ? instantInWords(rulesAcceptedAt, locale) : null;
  return (
    <div className="mt-3 space-y-3 text-sm">
      <ul aria-label={i18n._(msg`About the client`)} className="flex flex-wrap gap-2">
        <li className={signals.emailConfirmed ? good : calm}>
          {signals.emailConfirmed ? <Trans>E-mail confirmed</Trans> : <Trans>E-mail not confirmed</Trans>}
        </li>
        {signals.returningClient && (
          <li className={good}>
            <Trans>Returning client</Trans>
          </li>
        )}
        {signals.markers.map((m) => (
          <li key={m} className={heads}>
            {i18n._(MARKER_WORDS[m])}
          </li>
        ))}
      </ul>
      <details className="rounded-lg bg-zinc-950 p-3 ring-1 ring-zinc-800">
        <summary
          id={`${id}-rules`}
          className="flex min-h-6 cursor-pointer items-center font-medium text-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {when ? <Trans>Party rules: the client accepted them</Trans> : <Trans>Party rules: not accepted</Trans>}
        </summary>
        <ul aria-labelledby={`${id}-rules`} className="mt-2 list-disc space-y-1 pl-5 text-zinc-200">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-2 text-zinc-400">
          {when ? (
            <Trans>Accepted {when}. You may end the show if you feel unsafe.</Trans>
          ) : (
            <Trans>The client did not tick the rules when booking. They hold all the same.</Trans>
          )}
        </p>
      </details>
    </div>
  );
}
