import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { amountOf, emptyPaymentForm, errorsOfFailure, readPaymentForm } from './payment-form';

describe('the Record payment form', () => {
  it('reads amounts as people type them', () => {
    expect([amountOf('150'), amountOf('$1,500.50'), amountOf(' -25 '), amountOf('12abc'), amountOf('')]).toEqual([
      150,
      1500.5,
      -25,
      Number.NaN,
      Number.NaN,
    ]);
  });

  it('sends a balance with its reference and the time read as Miami wall-clock time', () => {
    const read = readPaymentForm({
      ...emptyPaymentForm(),
      amount: '150',
      method: 'cash',
      reference: '  CA-1 ',
      at: '2026-11-27T21:30',
    });
    expect(read).toEqual({
      payment: {
        kind: 'balance',
        amount: 150,
        method: 'cash',
        reference: 'CA-1',
        at: '2026-11-28T02:30:00.000Z',
        note: undefined,
      },
    });
  });

  it('says what to fix under each field, with the shared schema', () => {
    expect(readPaymentForm({ ...emptyPaymentForm(), amount: 'ten' })).toEqual({
      errors: { amount: 'Enter an amount in dollars, e.g. 150 or 150.50' },
    });
    expect(readPaymentForm({ ...emptyPaymentForm(), amount: '-5' })).toEqual({
      errors: { amount: 'Enter an amount above zero' },
    });
    expect(readPaymentForm({ ...emptyPaymentForm(), kind: 'adjustment', amount: '-25' })).toEqual({
      errors: { note: 'Say why the price changes' },
    });
    expect(readPaymentForm({ ...emptyPaymentForm(), amount: '10.005' })).toEqual({
      errors: { amount: 'Use at most two decimals' },
    });
  });

  it("puts the server's issues under their fields and a refusal above the form", () => {
    const issues = JSON.stringify({
      message: 'Enter an amount',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'amount', message: 'Enter an amount' }],
    });
    expect(errorsOfFailure(new ApiError(400, 'Bad Request', issues), 'x')).toEqual({ amount: 'Enter an amount' });
    const refused = JSON.stringify({ message: 'That reference is already recorded', code: 'DUPLICATE_REFERENCE' });
    expect(errorsOfFailure(new ApiError(409, 'Conflict', refused), 'x')).toEqual({
      form: 'That reference is already recorded',
    });
    expect(errorsOfFailure(new ApiError(502, 'Bad Gateway', ''), 'Not recorded')).toEqual({ form: 'Not recorded' });
  });
});
