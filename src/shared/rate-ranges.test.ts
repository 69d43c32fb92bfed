import { describe, expect, it } from 'vitest';
import { optionsOf } from './performer-attributes';
import { appearanceFeeRangeOf, hourlyRateRangeOf } from './rate-ranges';

describe('hourlyRateRangeOf', () => {
  it('puts a rate in the spec bucket it falls in', () => {
    expect(hourlyRateRangeOf(175)).toBe('$150-200');
    expect(hourlyRateRangeOf(225)).toBe('$200-250');
    expect(hourlyRateRangeOf(275)).toBe('$250-300');
    expect(hourlyRateRangeOf(450)).toBe('$300+');
  });

  it('puts a bound in the bucket it starts, not the one it ends', () => {
    expect(hourlyRateRangeOf(150)).toBe('$150-200');
    expect(hourlyRateRangeOf(199.99)).toBe('$150-200');
    expect(hourlyRateRangeOf(200)).toBe('$200-250');
    expect(hourlyRateRangeOf(249.99)).toBe('$200-250');
    expect(hourlyRateRangeOf(250)).toBe('$250-300');
    expect(hourlyRateRangeOf(299.99)).toBe('$250-300');
    expect(hourlyRateRangeOf(300)).toBe('$300+');
  });

  it('puts anything cheaper than the first bucket in the first bucket', () => {
    expect(hourlyRateRangeOf(100)).toBe('$150-200');
    expect(hourlyRateRangeOf(0)).toBe('$150-200');
  });

  it('has no bucket without a rate', () => {
    expect(hourlyRateRangeOf(null)).toBeNull();
    expect(hourlyRateRangeOf(Number.NaN)).toBeNull();
    expect(hourlyRateRangeOf(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('only answers spec values', () => {
    const seen = new Set([0, 150, 180, 200, 230, 250, 280, 300, 1000].map(hourlyRateRangeOf));
    expect([...seen].sort()).toEqual([...optionsOf('hourlyRateRange')].sort());
  });
});

describe('appearanceFeeRangeOf', () => {
  it('puts a fee in the spec bucket it falls in', () => {
    expect(appearanceFeeRangeOf(125)).toBe('$100-150');
    expect(appearanceFeeRangeOf(175)).toBe('$150-200');
    expect(appearanceFeeRangeOf(225)).toBe('$200-250');
    expect(appearanceFeeRangeOf(400)).toBe('$250+');
  });

  it('puts a bound in the bucket it starts, not the one it ends', () => {
    expect(appearanceFeeRangeOf(100)).toBe('$100-150');
    expect(appearanceFeeRangeOf(149.99)).toBe('$100-150');
    expect(appearanceFeeRangeOf(150)).toBe('$150-200');
    expect(appearanceFeeRangeOf(200)).toBe('$200-250');
    expect(appearanceFeeRangeOf(249.99)).toBe('$200-250');
    expect(appearanceFeeRangeOf(250)).toBe('$250+');
  });

  it('puts anything cheaper than the first bucket in the first bucket', () => {
    expect(appearanceFeeRangeOf(50)).toBe('$100-150');
  });

  it('has no bucket without a fee', () => {
    expect(appearanceFeeRangeOf(null)).toBeNull();
    expect(appearanceFeeRangeOf(Number.NaN)).toBeNull();
    expect(appearanceFeeRangeOf(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('only answers spec values', () => {
    const seen = new Set([0, 100, 130, 150, 180, 200, 230, 250, 1000].map(appearanceFeeRangeOf));
    expect([...seen].sort()).toEqual([...optionsOf('appearanceFeeRange')].sort());
  });
});
