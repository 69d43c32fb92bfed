import { describe, expect, it } from 'vitest';
import { parseAmount, readReceipt, referencesIn } from './receipts';

describe('reading a Cash App receipt', () => {
  it('reads amount, payer, $Cashtag, note and payment id from the subject and text', () => {
    const facts = readReceipt(
      'Jane Client sent you $1,250.50 for Deposit #AB12CD34',
      'Jane Client sent you $1,250.50\n\nFor: Deposit #AB12CD34\nFrom: Jane Client $jane_c\nIdentifier: #d-7xk2p9\n',
    );
    expect(facts).toEqual({
      incoming: true,
      amount: 1250.5,
      senderName: 'Jane Client',
      cashtag: '$jane_c',
      note: 'Deposit #AB12CD34',
      transactionId: 'D-7XK2P9',
    });
  });

  it('takes the note from the subject when the text has no "For:" line, and leaves out what is missing', () => {
    expect(readReceipt('Sam sent you $200 for party ab12cd34', 'Sam sent you $200')).toEqual({
      incoming: true,
      amount: 200,
      senderName: 'Sam',
      cashtag: null,
      note: 'party ab12cd34',
      transactionId: null,
    });
    expect(readReceipt('Your weekly summary', 'Nothing here')).toEqual({
      incoming: false,
      amount: null,
      senderName: null,
      cashtag: null,
      note: null,
      transactionId: null,
    });
  });

  it('tells money the business sent (a refund) from money it received', () => {
    const refund = readReceipt('You sent $200.00 to Jane Client', 'You sent $200.00\nFor: refund AB12CD34');
    expect(refund).toMatchObject({ incoming: false, amount: 200, note: 'refund AB12CD34' });
  });

  it('reads amounts with thousands and cents, and never a $Cashtag as one', () => {
    expect(parseAmount('$150.00')).toBe(150);
    expect(parseAmount('paid $ 75')).toBe(75);
    expect(parseAmount('$12,000.05')).toBe(12000.05);
    expect(parseAmount('$jane sent')).toBeNull();
  });

  it('finds booking references as whole 8-hex words, in capitals, once each', () => {
    expect(referencesIn('Deposit #ab12cd34 and AB12CD34, also 00ff00ff')).toEqual(['AB12CD34', '00FF00FF']);
    expect(referencesIn('order AB12CD345 or XAB12CD34 or AB12CD3')).toEqual([]);
    expect(referencesIn(null)).toEqual([]);
  });
});
