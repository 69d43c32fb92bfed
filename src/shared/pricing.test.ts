import { describe, expect, it } from 'vitest';
import {
  cashAppLink,
  DEFAULT_DURATION_HOURS,
  DEFAULT_SERVICE_TYPE,
  DEPOSIT_SHARE,
  DURATION_HOURS,
  durationMinutes,
  estimate,
  hoursFromMinutes,
  MINIMUM_TOTAL,
  performerPrice,
  ratesOf,
  STRIPPER_GRAM_MINUTES,
  STRIPPER_GRAM_PRICE,
  stripperGramPrice,
} from './pricing';

const hourly = (rate: number | null) => ({ hourlyRate: rate, appearanceFee: null });

/** docs/product.md, Prices and limits: business constants. */
describe('pricing constants', () => {
  it('offers the spec durations, 2 hours and hourly by default', () => {
    expect([...DURATION_HOURS]).toEqual([1, 2, 3, 4, 6, 8]);
    expect(DEFAULT_DURATION_HOURS).toBe(2);
    expect(DEFAULT_SERVICE_TYPE).toBe('hourly');
  });

  it('prices a stripper gram at 150 dollars for 15 minutes, a 50 dollar minimum and a 50% deposit', () => {
    expect(STRIPPER_GRAM_PRICE).toBe(150);
    expect(STRIPPER_GRAM_MINUTES).toBe(15);
    expect(MINIMUM_TOTAL).toBe(50);
    expect(DEPOSIT_SHARE).toBe(0.5);
  });
});

describe('durationMinutes', () => {
  it('sends hours x 60 for hourly bookings', () => {
    expect(DURATION_HOURS.map((h) => durationMinutes('hourly', h))).toEqual([60, 120, 180, 240, 360, 480]);
  });

  it('sends 15 minutes for a stripper gram, whatever hours were picked', () => {
    expect(durationMinutes('stripper-gram', 2)).toBe(15);
    expect(durationMinutes('stripper-gram', 8)).toBe(15);
  });
});

describe('hoursFromMinutes', () => {
  it('maps each offered duration back to its hours', () => {
    for (const h of DURATION_HOURS) expect(hoursFromMinutes('hourly', h * 60)).toBe(h);
  });

  it('refuses durations that are not offered', () => {
    for (const minutes of [0, 15, 30, 90, 300, 420, 540, 600, -60]) {
      expect(hoursFromMinutes('hourly', minutes), String(minutes)).toBeNull();
    }
  });

  it('accepts only 15 minutes for a stripper gram', () => {
    expect(hoursFromMinutes('stripper-gram', 15)).toBe(0);
    expect(hoursFromMinutes('stripper-gram', 60)).toBeNull();
    expect(hoursFromMinutes('stripper-gram', 30)).toBeNull();
  });
});

describe('performerPrice', () => {
  it('is the hourly rate times the hours', () => {
    expect(performerPrice('hourly', hourly(200), 2)).toBe(400);
    expect(performerPrice('hourly', hourly(250), 3)).toBe(750);
    expect(performerPrice('hourly', hourly(175), 1)).toBe(175);
  });

  it('keeps cents exact', () => {
    expect(performerPrice('hourly', hourly(199.99), 3)).toBe(599.97);
    expect(performerPrice('hourly', hourly(0.1), 3)).toBe(0.3);
  });

  it("is the performer's appearance fee for a stripper gram, whatever the rate and hours", () => {
    expect(performerPrice('stripper-gram', { hourlyRate: 400, appearanceFee: 220 }, 2)).toBe(220);
    expect(performerPrice('stripper-gram', { hourlyRate: null, appearanceFee: 99.5 }, 0)).toBe(99.5);
  });

  it('is 150 dollars for a stripper gram when the performer has no appearance fee', () => {
    expect(performerPrice('stripper-gram', hourly(400), 2)).toBe(150);
    expect(performerPrice('stripper-gram', hourly(null), 0)).toBe(150);
    expect(stripperGramPrice(null)).toBe(STRIPPER_GRAM_PRICE);
  });

  it('is 0 for an hourly performer without a rate', () => {
    expect(performerPrice('hourly', hourly(null), 4)).toBe(0);
  });
});

describe('estimate', () => {
  it('adds one line per performer and takes a 50% deposit', () => {
    expect(estimate('hourly', 2, [hourly(200), hourly(250)])).toEqual({
      lines: [400, 500],
      total: 900,
      deposit: 450,
      remaining: 450,
    });
  });

  it('charges each performer their own stripper-gram price, 150 dollars without a fee', () => {
    const performers = [
      { hourlyRate: 300, appearanceFee: 200 },
      hourly(null),
      { hourlyRate: 175, appearanceFee: 125.5 },
    ];
    expect(estimate('stripper-gram', 0, performers)).toEqual({
      lines: [200, 150, 125.5],
      total: 475.5,
      deposit: 237.75,
      remaining: 237.75,
    });
  });

  it('raises a total under 50 dollars to 50', () => {
    expect(estimate('hourly', 1, [hourly(30)])).toEqual({ lines: [30], total: 50, deposit: 25, remaining: 25 });
    expect(estimate('hourly', 2, [hourly(null)])).toMatchObject({ total: 50, deposit: 25, remaining: 25 });
    expect(estimate('hourly', 2, [])).toMatchObject({ lines: [], total: 50 });
  });

  it('leaves a total of exactly 50 dollars, or just over it, as it is', () => {
    expect(estimate('hourly', 2, [hourly(25)]).total).toBe(50);
    expect(estimate('hourly', 1, [hourly(50.01)]).total).toBe(50.01);
  });

  it('has deposit plus remaining equal the total, to the cent', () => {
    const e = estimate('hourly', 3, [hourly(33.33), hourly(66.67)]);
    expect(e.total).toBe(300);
    const odd = estimate('hourly', 1, [hourly(100.01)]);
    expect(odd.total).toBe(100.01);
    expect(Math.round((odd.deposit + odd.remaining) * 100)).toBe(10001);
    expect([odd.deposit, odd.remaining].sort((a, b) => a - b)).toEqual([50, 50.01]);
  });

  it('sums rates without float drift', () => {
    expect(estimate('hourly', 1, [hourly(0.1), hourly(0.2), hourly(100)]).total).toBe(100.3);
  });
});

describe('ratesOf', () => {
  it('reads the decimal strings the API sends', () => {
    expect(ratesOf({ hourlyRate: '250.00', appearanceFee: null })).toEqual({ hourlyRate: 250, appearanceFee: null });
    expect(ratesOf({ hourlyRate: null, appearanceFee: '175.50' })).toEqual({ hourlyRate: null, appearanceFee: 175.5 });
  });
});

describe('cashAppLink', () => {
  it('points at the cash app page for the tag and the deposit', () => {
    expect(cashAppLink('SoFloEntertainers', 225)).toBe('https://cash.app/$SoFloEntertainers/225');
  });

  it('writes a deposit with cents with two decimals', () => {
    expect(cashAppLink('Tag', 25.5)).toBe('https://cash.app/$Tag/25.50');
    expect(cashAppLink('Tag', 50.01)).toBe('https://cash.app/$Tag/50.01');
  });

  it('escapes a tag that would break the URL', () => {
    expect(cashAppLink('a/b?c', 10)).toBe('https://cash.app/$a%2Fb%3Fc/10');
  });
});
