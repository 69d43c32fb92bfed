import { z } from 'zod';
import type { Locale } from './locale';

/**
 * The cancellation policy (issue 29, decision 034): what a client gets back of what they paid
 * when a booking is cancelled. Pure rules, used by the server (booking, e-mail, the lead's cancel
 * action) and, for the words, by the answer public pages read. Public pages import only types
 * from here: zod stays off them.
 */

export type PolicyTier = { hoursBefore: number; refundPercent: number };
/** `tiers` sorted by hoursBefore, largest first. */
export type CancellationPolicy = { version: number; tiers: PolicyTier[] };
export type CancelledBy = 'client' | 'business' | 'performer';

/** Version 1 is built in: with no stored policy it is in force. Stored versions start at 2. */
export const DEFAULT_POLICY: CancellationPolicy = { version: 1, tiers: [{ hoursBefore: 24, refundPercent: 100 }] };

export const MAX_TIERS = 5;
/** A year ahead: a booking can be made at most 365 days before the event. */
export const MAX_HOURS_BEFORE = 8760;

const tierSchema = z.object({
  hoursBefore: z
    .number({ error: 'Hours before the event must be a number' })
    .int('Hours before the event must be a whole number')
    .min(0, 'Hours before the event cannot be negative')
    .max(MAX_HOURS_BEFORE, `Hours before the event can be at most ${MAX_HOURS_BEFORE} (a year)`),
  refundPercent: z
    .number({ error: 'The refund must be a number' })
    .int('The refund must be a whole percent')
    .min(0, 'The refund cannot be below 0%')
    .max(100, 'The refund cannot be above 100%'),
});

/** The owner's tiers: 1 to 5, distinct hours, stored largest hours first. */
export const policyTiersSchema = z
  .array(tierSchema)
  .min(1, 'A policy needs at least one tier')
  .max(MAX_TIERS, `A policy has at most ${MAX_TIERS} tiers`)
  .refine((tiers) => new Set(tiers.map((t) => t.hoursBefore)).size === tiers.length, {
    error: 'Two tiers cannot start at the same number of hours',
  })
  .transform(sortTiers);

/** PUT /api/admin/cancellation-policy. */
export const policyUpdateSchema = z.object({ tiers: policyTiersSchema });
export type PolicyUpdate = z.input<typeof policyUpdateSchema>;

/** GET /api/cancellation-policy and the PUT's answer: the policy in force and its words in both languages. */
export const cancellationPolicySchema = z.object({
  version: z.number().int(),
  tiers: z.array(tierSchema),
  text: z.object({ en: z.string(), es: z.string() }),
});
export type CancellationPolicyAnswer = z.infer<typeof cancellationPolicySchema>;

export function sortTiers(tiers: PolicyTier[]): PolicyTier[] {
  return [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
}

const HOUR_MS = 3_600_000;

/** The percent of what was paid a client gets back with this much time left before the event. */
function refundPercent(policy: CancellationPolicy, hoursLeft: number): number {
  return sortTiers(policy.tiers).find((t) => t.hoursBefore <= hoursLeft)?.refundPercent ?? 0;
}

/**
 * What is owed back when a booking is cancelled, in dollars rounded to the cent. The business or
 * a performer cancelling gives back everything paid; a client gets the percent of the first tier
 * (largest hours first) whose hours fit in the time left: exactly 24 hours left is "24 hours or
 * more". Never negative, never more than was paid.
 */
export function refundDue(
  policy: CancellationPolicy,
  {
    eventStart,
    cancelledAt,
    cancelledBy,
    paid,
  }: { eventStart: Date; cancelledAt: Date; cancelledBy: CancelledBy; paid: number },
): number {
  const paidCents = Number.isFinite(paid) ? Math.max(0, Math.round(paid * 100)) : 0;
  const percent =
    cancelledBy === 'client' ? refundPercent(policy, (eventStart.getTime() - cancelledAt.getTime()) / HOUR_MS) : 100;
  const cents = Math.round((paidCents * Math.min(100, Math.max(0, percent))) / 100);
  return Math.min(paidCents, Math.max(0, cents)) / 100;
}

type Words = {
  span(hours: number): string;
  first(span: string, refund: string): string;
  anyTime(refund: string): string;
  between(from: string, to: string, refund: string): string;
  lessThan(span: string, refund: string): string;
  refund(percent: number): string;
  ours: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    span: (h) => (h >= 48 && h % 24 === 0 ? `${h / 24} days` : h === 1 ? '1 hour' : `${h} hours`),
    first: (span, refund) => `Cancel ${span} or more before the event: ${refund}.`,
    anyTime: (refund) => `Cancel any time before the event: ${refund}.`,
    between: (from, to, refund) => `${from} or more, but less than ${to} before: ${refund}.`,
    lessThan: (span, refund) => `Less than ${span} before: ${refund}.`,
    refund: (p) => (p === 100 ? 'full refund of your deposit' : p === 0 ? 'no refund' : `${p}% of your deposit back`),
    ours: 'If we or your performer cancel, you get everything back.',
  },
  es: {
    span: (h) => (h >= 48 && h % 24 === 0 ? `${h / 24} días` : h === 1 ? '1 hora' : `${h} horas`),
    first: (span, refund) => `Cancele con ${span} o más de anticipación al evento: ${refund}.`,
    anyTime: (refund) => `Cancele en cualquier momento antes del evento: ${refund}.`,
    between: (from, to, refund) => `Con ${from} o más, pero menos de ${to} de anticipación: ${refund}.`,
    lessThan: (span, refund) => `Con menos de ${span} de anticipación: ${refund}.`,
    refund: (p) =>
      p === 100
        ? 'reembolso total de su depósito'
        : p === 0
          ? 'sin reembolso'
          : `reembolso del ${p}\u00a0% de su depósito`,
    ours: 'Si nosotros o su artista cancelamos, le devolvemos todo.',
  },
};

/**
 * The policy in words, as clients read it (wizard, terms, e-mail) and as a booking stores it:
 * "Cancel 24 hours or more before the event: full refund of your deposit. Less than 24 hours
 * before: no refund. If we or your performer cancel, you get everything back."
 */
export function policyText(policy: CancellationPolicy, locale: Locale): string {
  const w = WORDS[locale];
  const tiers = sortTiers(policy.tiers);
  const sentences = tiers.map((tier, i) => {
    const refund = w.refund(tier.refundPercent);
    const previous = tiers[i - 1];
    if (!previous) return tier.hoursBefore === 0 ? w.anyTime(refund) : w.first(w.span(tier.hoursBefore), refund);
    if (tier.hoursBefore === 0) return w.lessThan(w.span(previous.hoursBefore), refund);
    return w.between(w.span(tier.hoursBefore), w.span(previous.hoursBefore), refund);
  });
  const last = tiers.at(-1);
  if (last && last.hoursBefore > 0) sentences.push(w.lessThan(w.span(last.hoursBefore), w.refund(0)));
  return [...sentences, w.ours].join(' ');
}
