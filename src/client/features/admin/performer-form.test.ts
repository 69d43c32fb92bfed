import { describe, expect, it } from 'vitest';
import { performerInputSchema } from '../../../shared/schemas/performer-input';
import { addUnavailableDate, emptyPerformerForm, toPayload, validatePerformerForm } from './performer-form';
import { externalUrlProblem } from './photo-editor';
import { averageRating } from './stats';

describe('performer form', () => {
  it('requires a trimmed name with the spec message', () => {
    expect(validatePerformerForm({ ...emptyPerformerForm(), name: '   ' }).name).toBe('Performer name is required');
    expect(validatePerformerForm({ ...emptyPerformerForm(), name: 'Ana' }).name).toBeUndefined();
  });

  it('refuses a rating outside 1 to 5', () => {
    expect(validatePerformerForm({ ...emptyPerformerForm(), name: 'A', rating: '5.5' }).rating).toBeDefined();
    expect(validatePerformerForm({ ...emptyPerformerForm(), name: 'A', rating: '4.5' }).rating).toBeUndefined();
  });

  it('sends empty rates as null, derives the slug on create only, and passes the server schema', () => {
    const form = { ...emptyPerformerForm(), name: '  Ana María  ', hourlyRate: '', appearanceFee: '150' };
    const created = toPayload(form, 'create');
    expect(created).toMatchObject({ name: 'Ana María', hourlyRate: null, appearanceFee: 150, slug: 'ana-maria' });
    const updated = toPayload(form, 'edit');
    expect(updated).not.toHaveProperty('slug');
    expect(performerInputSchema.safeParse(updated).success).toBe(true);
  });

  it('keeps unavailable dates unique and sorted', () => {
    let dates = addUnavailableDate([], '2030-05-02');
    dates = addUnavailableDate(dates, '2030-05-01');
    dates = addUnavailableDate(dates, '2030-05-02');
    expect(dates).toEqual(['2030-05-01', '2030-05-02']);
    expect(addUnavailableDate(dates, 'not a date')).toEqual(dates);
  });
});

describe('external photo URLs (spec section 5)', () => {
  it('accepts http and https only', () => {
    expect(externalUrlProblem('https://img.example/a.jpg')).toBeNull();
    expect(externalUrlProblem('http://img.example/a.jpg')).toBeNull();
    expect(externalUrlProblem('ftp://img.example/a.jpg')?.title).toBe('Invalid URL format');
    expect(externalUrlProblem('img.example/a.jpg')?.title).toBe('Invalid URL format');
  });
  it('sends internal objects to Upload', () => {
    expect(externalUrlProblem('/objects/photos/abc.webp')).toEqual({
      title: 'Invalid URL type',
      description: 'Use Upload for internal objects; paste only external image URLs',
    });
  });
});

describe('average rating (spec section 9)', () => {
  it('is 5.0 with no performers', () => expect(averageRating([])).toBe('5.0'));
  it('counts a missing rating as 5 and rounds to one decimal', () => {
    expect(averageRating([4, null])).toBe('4.5');
    expect(averageRating([4.2, 4.3, 4.3])).toBe('4.3');
    expect(averageRating([1])).toBe('1.0');
  });
});
