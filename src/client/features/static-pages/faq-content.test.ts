import { describe, expect, it } from 'vitest';
import { FAQ } from './faq-content';
import { FAQ_ES } from './faq-content-es';

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

  it('has the same categories and the same number of questions in Spanish, each in Spanish', () => {
    expect(FAQ_ES.map((c) => c.items.length)).toEqual(FAQ.map((c) => c.items.length));
    const english = new Set(FAQ.flatMap((c) => [c.name, ...c.items.flatMap((i) => [i.question, i.answer])]));
    for (const category of FAQ_ES) {
      for (const text of [category.name, ...category.items.flatMap((i) => [i.question, i.answer])]) {
        expect(english.has(text), text).toBe(false);
      }
      for (const item of category.items) expect(item.question).toMatch(/^(¿|Perdí)/);
    }
  });
});
