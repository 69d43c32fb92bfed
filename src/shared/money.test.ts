import { describe, expect, it } from 'vitest';
import { formatMoney, storedAmount } from './money';

describe('money', () => {
  it('stores amounts with two decimals, and no amount as null', () => {
    expect(storedAmount(250)).toBe('250.00');
    expect(storedAmount(99.5)).toBe('99.50');
    expect(storedAmount(0)).toBe('0.00');
    expect(storedAmount(null)).toBeNull();
    expect(storedAmount(undefined)).toBeNull();
  });
  it('shows amounts as dollars with cents, or N/A', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney('x')).toBe('N/A');
  });
});
