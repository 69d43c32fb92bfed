import type { ZodError } from 'zod';
import { eventStart } from '../../../../shared/event-time';
import { type LedgerKind, PAYMENT_KINDS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/ledger';
import { paymentInputSchema } from '../../../../shared/schemas/ledger';
import { ApiError } from '../../../lib/http';
import type { PaymentInput } from './api';

/** An entry's kind as the booking team says it. */
export const KIND_WORDS: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  refund: 'Refund',
  adjustment: 'Price adjustment',
  reversal: 'Reversal',
};

export const METHOD_WORDS: Record<PaymentMethod, string> = { cashapp: 'Cash App', cash: 'Cash', other: 'Other' };

export const kindOptions = PAYMENT_KINDS.map((value) => ({ value, label: KIND_WORDS[value] }));
export const methodOptions = PAYMENT_METHODS.map((value) => ({ value, label: METHOD_WORDS[value] }));

/** The Record payment form as typed: every field a string. */
export type PaymentForm = {
  kind: (typeof PAYMENT_KINDS)[number];
  amount: string;
  method: PaymentMethod;
  reference: string;
  /** A datetime-local value ("2026-11-27T21:30"), South Florida wall-clock time; empty for now. */
  at: string;
  note: string;
};
type Field = keyof PaymentForm;
export type FormErrors = Partial<Record<Field | 'form', string>>;

export const emptyPaymentForm = (): PaymentForm => ({
  kind: 'balance',
  amount: '',
  method: 'cashapp',
  reference: '',
  at: '',
  note: '',
});

/** "150", "$1,500.50" or "-25" as a number; NaN when it is not an amount. */
export function amountOf(typed: string): number {
  const cleaned = typed.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A datetime-local value, read as the business's wall-clock time. */
function instantOf(local: string): string | undefined {
  const [date, time] = local.split('T');
  return date && time ? eventStart(date, time.slice(0, 5)).toISOString() : undefined;
}

const FIELDS: readonly Field[] = ['kind', 'amount', 'method', 'reference', 'at', 'note'];

/** Each issue's message under its field (the first per field); the rest above the form. */
function errorsOfIssues(issues: readonly { path: string; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === f || issue.path.startsWith(`${f}.`)) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

const issuesOf = (error: ZodError) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** The payment to send, or what to fix: the same shared schema the server checks with. */
export function readPaymentForm(form: PaymentForm): { payment: PaymentInput } | { errors: FormErrors } {
  const amount = amountOf(form.amount);
  if (Number.isNaN(amount)) return { errors: { amount: 'Enter an amount in dollars, e.g. 150 or 150.50' } };
  const candidate = {
    kind: form.kind,
    amount,
    method: form.method,
    reference: form.reference.trim() || undefined,
    at: form.at ? instantOf(form.at) : undefined,
    note: form.note.trim() || undefined,
  };
  const parsed = paymentInputSchema.safeParse(candidate);
  return parsed.success ? { payment: candidate } : { errors: errorsOfIssues(issuesOf(parsed.error)) };
}

/** A refused call in place: the zod issues under their fields, the server's words (409) above the form. */
export function errorsOfFailure(err: Error, fallback: string): FormErrors {
  if (!(err instanceof ApiError)) return { form: err.message };
  return err.issues.length > 0 ? errorsOfIssues(err.issues) : { form: err.serverMessage ?? fallback };
}
