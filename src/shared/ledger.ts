/**
 * A booking's money (decision 035): an append-only list of entries, and the totals and payment
 * status that follow from it. Amounts are dollars with cents; the sums run in whole cents.
 */
export const LEDGER_KINDS = ['deposit', 'balance', 'refund', 'adjustment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** What staff record through the payments call: a reversal has its own call. */
export const PAYMENT_KINDS = ['deposit', 'balance', 'refund', 'adjustment'] as const;
type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['cashapp', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The largest single amount accepted: far above any booking, so a slip of the finger is refused. */
export const MAX_AMOUNT = 50_000;

/** One entry as the totals read it: money in (deposit, balance), out (refund), a price change, or an undo. */
export type LedgerLine = { id: string; kind: LedgerKind; amount: number; reversesId: string | null };

export type LedgerTotals = {
  /** What the booking costs now: its performers' prices and every adjustment standing. */
  total: number;
  /** Money received less money refunded. */
  paid: number;
  /** What the client still owes; nothing once the booking is cancelled. */
  due: number;
  refunded: number;
  /** Refund the cancellation promised and no refund entry has settled yet. */
  refundDue: number;
  /** Performers' shares not yet covered by a payout. */
  performerOwed: number;
};

export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);
export const toDollars = (cents: number) => cents / 100;

/** The entries still standing: neither a reversal nor reversed by one. */
function standing<T extends LedgerLine>(entries: readonly T[]): T[] {
  const reversed = new Set(entries.filter((e) => e.kind === 'reversal').map((e) => e.reversesId));
  return entries.filter((e) => e.kind !== 'reversal' && !reversed.has(e.id));
}

/** Cents of each kind among the standing entries. */
function sumsByKind(entries: readonly LedgerLine[]): Record<PaymentKind, number> {
  const sums: Record<PaymentKind, number> = { deposit: 0, balance: 0, refund: 0, adjustment: 0 };
  for (const e of standing(entries)) if (e.kind !== 'reversal') sums[e.kind] += toCents(e.amount);
  return sums;
}

/**
 * The totals: `basePrice` is what the performers' lines cost (before adjustments); `refundOwed`
 * what a cancellation promised back; `performerShares` and `payouts` what performers earn and got.
 */
export function ledgerTotals(
  entries: readonly LedgerLine[],
  booking: { basePrice: number; cancelled: boolean; refundOwed?: number; performerShares?: number; payouts?: number },
): LedgerTotals {
  const sums = sumsByKind(entries);
  const total = toCents(booking.basePrice) + sums.adjustment;
  const paid = sums.deposit + sums.balance - sums.refund;
  const refundDue = Math.max(0, toCents(booking.refundOwed ?? 0) - sums.refund);
  return {
    total: toDollars(total),
    paid: toDollars(paid),
    due: booking.cancelled ? 0 : toDollars(Math.max(0, total - paid)),
    refunded: toDollars(sums.refund),
    refundDue: toDollars(refundDue),
    performerOwed: toDollars(Math.max(0, toCents(booking.performerShares ?? 0) - toCents(booking.payouts ?? 0))),
  };
}

/**
 * The payment status the ledger gives (PAYMENT_STATUSES): fully paid once the total is covered,
 * deposit paid once the deposit is; below it, 'depositPending' if the deposit was asked for,
 * else 'unpaid'. Nothing can then ask for money already received.
 */
export function paymentStatusOf(
  totals: Pick<LedgerTotals, 'total' | 'paid'>,
  deposit: number,
  askedForDeposit: boolean,
): 'unpaid' | 'depositPending' | 'depositPaid' | 'fullPaid' {
  const paid = toCents(totals.paid);
  if (paid > 0 && paid >= toCents(totals.total)) return 'fullPaid';
  if (paid > 0 && paid >= toCents(deposit)) return 'depositPaid';
  return askedForDeposit ? 'depositPending' : 'unpaid';
}

/** Why an entry cannot be added to these: null when it can. The ledger never lets a total go negative. */
export function refusal(
  entries: readonly LedgerLine[],
  next: { kind: LedgerKind; amount: number; reversesId: string | null },
  basePrice: number,
): string | null {
  if (next.kind === 'reversal') {
    const target = entries.find((e) => e.id === next.reversesId);
    if (!target) return 'That entry is not on this booking';
    if (target.kind === 'reversal') return 'A reversal cannot be reversed; record the entry again instead';
    if (entries.some((e) => e.kind === 'reversal' && e.reversesId === target.id))
      return 'That entry was already reversed';
  }
  const after = [...entries, { id: '(next)', ...next }];
  const sums = sumsByKind(after);
  if (toCents(basePrice) + sums.adjustment < 0) return 'The price cannot go below zero';
  if (sums.refund > sums.deposit + sums.balance) return 'A refund cannot be more than what was paid';
  return null;
}
