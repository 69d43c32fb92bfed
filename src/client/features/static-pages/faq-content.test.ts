import { describe, expect, it } from 'vitest';
import { FAQ } from './faq-content';

describe('FAQ content', () => {
  it('has the six categories of the spec', () => {
    expect(FAQ.map((c) => c.name)).toEqual([
      'Booking',
      'Payments',
      'Event Guidelines',
      'Service Areas',
      'Safety',
      'Account',
    ]);
    for (const category of FAQ) expect(category.items.length).toBeGreaterThanOrEqual(3);
  });

  it('says to book 48-72 hours ahead and that no login is needed', () => {
    const text = FAQ.flatMap((c) => c.items.map((i) => i.answer)).join(' ');
    expect(text).toContain('48-72 hours ahead');
    expect(text).toContain('No login or account is needed to book');
  });

  it('has no duplicate question', () => {
    const questions = FAQ.flatMap((c) => c.items.map((i) => i.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});
