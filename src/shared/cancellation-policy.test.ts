import { describe, expect, it } from 'vitest';
import {
  type CancellationPolicy,
  type CancelledBy,
  DEFAULT_POLICY,
  policyText,
  policyTiersSchema,
  refundDue,
} from './cancellation-policy';

const START = new Date('2026-12-05T02:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);
const H = 3_600_000;
const due = (policy: CancellationPolicy, left: number, paid = 200, by: CancelledBy = 'client') =>
  refundDue(policy, { eventStart: START, cancelledAt: before(left), cancelledBy: by, paid });

const TIERED: CancellationPolicy = {
  version: 3,
  tiers: [
    { hoursBefore: 168, refundPercent: 100 },
    { hoursBefore: 48, refundPercent: 50 },
    { hoursBefore: 0, refundPercent: 10 },
  ],
};

describe('refundDue with the default policy (full refund 24 hours ahead, none after)', () => {
  it('gives everything back with exactly 24 hours left, and more', () => {
    expect(due(DEFAULT_POLICY, 24 * H)).toBe(200);
    expect(due(DEFAULT_POLICY, 24 * H + 1)).toBe(200);
    expect(due(DEFAULT_POLICY, 300 * H)).toBe(200);
  });

  it('gives nothing back at 23:59 left, a millisecond short of 24 hours, or after the start', () => {
    expect(due(DEFAULT_POLICY, 23 * H + 59 * 60_000)).toBe(0);
    expect(due(DEFAULT_POLICY, 24 * H - 1)).toBe(0);
    expect(due(DEFAULT_POLICY, 0)).toBe(0);
    expect(due(DEFAULT_POLICY, -5 * H)).toBe(0);
  });

  it('gives everything back when the business or a performer cancels, whenever it is', () => {
    for (const by of ['business', 'performer'] as const) {
      expect(due(DEFAULT_POLICY, H, 150.5, by)).toBe(150.5);
      expect(due(DEFAULT_POLICY, -2 * H, 80, by)).toBe(80);
      expect(due(TIERED, 10 * H, 99.99, by)).toBe(99.99);
    }
  });

  it('owes nothing when nothing was paid, and never a negative amount', () => {
    for (const by of ['client', 'business', 'performer'] as const) {
      expect(due(DEFAULT_POLICY, 48 * H, 0, by)).toBe(0);
      expect(due(DEFAULT_POLICY, 48 * H, -50, by)).toBe(0);
      expect(due(DEFAULT_POLICY, 48 * H, Number.NaN, by)).toBe(0);
    }
  });
});

describe('refundDue with tiers', () => {
  it('takes the first tier whose hours fit the time left, at each boundary', () => {
    expect(due(TIERED, 168 * H)).toBe(200);
    expect(due(TIERED, 168 * H - 1)).toBe(100);
    expect(due(TIERED, 48 * H)).toBe(100);
    expect(due(TIERED, 48 * H - 1)).toBe(20);
    expect(due(TIERED, 0)).toBe(20);
    expect(due(TIERED, -1)).toBe(0);
  });

  it('reads tiers in any order', () => {
    const shuffled = { version: 4, tiers: [TIERED.tiers[2], TIERED.tiers[0], TIERED.tiers[1]] } as CancellationPolicy;
    expect(due(shuffled, 100 * H)).toBe(100);
  });

  it('rounds to the cent and never goes above what was paid', () => {
    const third: CancellationPolicy = { version: 5, tiers: [{ hoursBefore: 0, refundPercent: 33 }] };
    expect(due(third, H, 100.01)).toBe(33);
    expect(due(third, H, 10.05)).toBe(3.32);
    const half: CancellationPolicy = { version: 6, tiers: [{ hoursBefore: 0, refundPercent: 50 }] };
    expect(due(half, H, 0.01)).toBe(0.01);
    expect(due(half, H, 100.01)).toBe(50.01);
    const tooMuch = { version: 7, tiers: [{ hoursBefore: 0, refundPercent: 150 }] };
    expect(due(tooMuch, H, 40)).toBe(40);
  });
});

describe('policyTiersSchema', () => {
  const issue = (tiers: unknown) => policyTiersSchema.safeParse(tiers).error?.issues[0]?.message;

  it('accepts 1 to 5 tiers and sorts them largest hours first', () => {
    expect(
      policyTiersSchema.parse([
        { hoursBefore: 0, refundPercent: 0 },
        { hoursBefore: 24, refundPercent: 100 },
      ]),
    ).toEqual([
      { hoursBefore: 24, refundPercent: 100 },
      { hoursBefore: 0, refundPercent: 0 },
    ]);
    const five = [0, 1, 2, 3, 8760].map((hoursBefore) => ({ hoursBefore, refundPercent: 100 }));
    expect(policyTiersSchema.parse(five)).toHaveLength(5);
  });

  it('refuses no tiers, six, repeated hours, and hours or percents out of range', () => {
    expect(issue([])).toBe('A policy needs at least one tier');
    expect(issue([0, 1, 2, 3, 4, 5].map((hoursBefore) => ({ hoursBefore, refundPercent: 0 })))).toBe(
      'A policy has at most 5 tiers',
    );
    expect(
      issue([
        { hoursBefore: 24, refundPercent: 100 },
        { hoursBefore: 24, refundPercent: 0 },
      ]),
    ).toBe('Two tiers cannot start at the same number of hours');
    expect(issue([{ hoursBefore: -1, refundPercent: 0 }])).toBe('Hours before the event cannot be negative');
    expect(issue([{ hoursBefore: 8761, refundPercent: 0 }])).toBe(
      'Hours before the event can be at most 8760 (a year)',
    );
    expect(issue([{ hoursBefore: 1.5, refundPercent: 0 }])).toBe('Hours before the event must be a whole number');
    expect(issue([{ hoursBefore: 1, refundPercent: 101 }])).toBe('The refund cannot be above 100%');
    expect(issue([{ hoursBefore: 1, refundPercent: -1 }])).toBe('The refund cannot be below 0%');
    expect(issue([{ hoursBefore: '24', refundPercent: 0 }])).toBe('Hours before the event must be a number');
  });
});

describe('policyText', () => {
  it('says the default policy in the words of the issue, and in Spanish (usted)', () => {
    expect(policyText(DEFAULT_POLICY, 'en')).toBe(
      'Cancel 24 hours or more before the event: full refund of your deposit. Less than 24 hours before: no refund. If we or your performer cancel, you get everything back.',
    );
    expect(policyText(DEFAULT_POLICY, 'es')).toBe(
      'Cancele con 24 horas o más de anticipación al evento: reembolso total de su depósito. Con menos de 24 horas de anticipación: sin reembolso. Si nosotros o su artista cancelamos, le devolvemos todo.',
    );
  });

  it('names every tier, in days when whole days, and ends at the event', () => {
    expect(policyText(TIERED, 'en')).toBe(
      'Cancel 7 days or more before the event: full refund of your deposit. 2 days or more, but less than 7 days before: 50% of your deposit back. Less than 2 days before: 10% of your deposit back. If we or your performer cancel, you get everything back.',
    );
    expect(policyText(TIERED, 'es')).toBe(
      'Cancele con 7 días o más de anticipación al evento: reembolso total de su depósito. Con 2 días o más, pero menos de 7 días de anticipación: reembolso del 50\u00a0% de su depósito. Con menos de 2 días de anticipación: reembolso del 10\u00a0% de su depósito. Si nosotros o su artista cancelamos, le devolvemos todo.',
    );
  });

  it('says "any time" for a single tier at zero hours, and "1 hour" in the singular', () => {
    expect(policyText({ version: 2, tiers: [{ hoursBefore: 0, refundPercent: 100 }] }, 'en')).toBe(
      'Cancel any time before the event: full refund of your deposit. If we or your performer cancel, you get everything back.',
    );
    expect(policyText({ version: 2, tiers: [{ hoursBefore: 1, refundPercent: 80 }] }, 'en')).toBe(
      'Cancel 1 hour or more before the event: 80% of your deposit back. Less than 1 hour before: no refund. If we or your performer cancel, you get everything back.',
    );
  });
});
