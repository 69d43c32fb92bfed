import { describe, expect, it } from 'vitest';
import { STORED_ATTRIBUTE_KEYS } from '../../../../shared/performer-attributes';
import { type AdminPerformer, adminPerformerInputSchema } from '../../../../shared/schemas/admin-performer';
import { averageRating } from '../reports/stats';
import {
  addUnavailableDate,
  emptyPerformerForm,
  formFromPerformer,
  serverFieldErrors,
  toPayload,
  validatePerformerForm,
} from './performer-form';
import { externalUrlProblem } from './photo-editor';

/** A stored performer as the staff list reads her. */
const performerOf = (): AdminPerformer => ({
  id: '7b0c7b8e-8c1b-4c1e-9a51-3f0d7e1c2a10',
  slug: 'ana',
  name: 'Ana',
  description: 'Dancer',
  hourlyRate: '250.00',
  appearanceFee: null,
  specialties: ['Dancing'],
  photos: ['null', '/objects/photos/a.webp'],
  gender: 'Female',
  ageRange: '26-30',
  height: `5'7"-5'10"`,
  bodyType: null,
  hairColor: 'Red',
  eyeColor: 'Green',
  ethnicity: null,
  danceStyles: ['Latin', 'Pop'],
  musicPreferences: ['EDM'],
  availability: 'Weekend only',
  eveningOnly: true,
  weekendsOnly: true,
  unavailableDates: ['2030-01-01'],
  hourlyRateRange: '$250-300',
  appearanceFeeRange: null,
  isActive: true,
  featured: false,
  rating: 4.8,
  reviewCount: 0,
  descriptionEs: '',
  showIncludes: '',
  showIncludesEs: '',
  idCheckedAt: null,
  photosVerifiedAt: null,
  serviceAreas: [{ id: 'miami', name: 'Miami' }],
  eventTypes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  email: 'ana@example.test',
  phone: null,
  language: 'es',
  commissionPercent: 30,
  emergencyContact: null,
  portalAccess: 'active',
});

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
    expect(adminPerformerInputSchema.safeParse(updated).success).toBe(true);
  });

  it('checks the form with the server schema: its messages, on the field they belong to', () => {
    const named = { ...emptyPerformerForm(), name: 'Ana' };
    expect(validatePerformerForm(named)).toEqual({});
    expect(validatePerformerForm({ ...named, hourlyRate: '-5' })).toEqual({
      hourlyRate: 'The amount cannot be negative',
    });
    expect(validatePerformerForm({ ...named, appearanceFee: '100001' })).toEqual({
      appearanceFee: 'That amount is too large',
    });
    expect(validatePerformerForm({ ...named, rating: 'x' })).toEqual({ rating: 'Rating is between 1 and 5' });
    // A stored value the select does not offer is named on its own field, not sent.
    expect(Object.keys(validatePerformerForm({ ...named, hairColor: 'Auburn', danceStyles: ['Ballet'] }))).toEqual([
      'hairColor',
      'danceStyles',
    ]);
    expect(() => toPayload({ ...named, hairColor: 'Auburn' }, 'edit')).toThrow();
  });

  it('edits a performer without changing any attribute it does not touch', () => {
    const performer = performerOf();
    const form = formFromPerformer(performer);
    expect(form.hairColor).toBe('Red');
    expect(form.bodyType).toBe('');
    const payload = toPayload(form, 'edit');
    for (const key of STORED_ATTRIBUTE_KEYS) expect(payload[key], key).toEqual(performer[key]);
    expect(payload).toMatchObject({ hourlyRate: 250, appearanceFee: null, rating: 4.8, serviceAreaIds: ['miami'] });
    expect(payload.photos).toEqual(['/objects/photos/a.webp']);
    expect(payload).toMatchObject({ email: 'ana@example.test', phone: null, language: 'es', commissionPercent: 30 });
  });

  it('sends the staff-only contact: empty is not set, the commission a whole percent or the default', () => {
    const named = { ...emptyPerformerForm(), name: 'Ana' };
    expect(toPayload(named, 'create')).toMatchObject({
      email: null,
      phone: null,
      language: 'en',
      commissionPercent: null,
    });
    const filled = {
      ...named,
      email: ' Ana@Example.TEST ',
      phone: '+1 (305) 555-0101',
      language: 'es' as const,
      commissionPercent: '0',
    };
    expect(toPayload(filled, 'edit')).toMatchObject({
      email: 'ana@example.test',
      phone: '+1 (305) 555-0101',
      language: 'es',
      commissionPercent: 0,
    });
    expect(formFromPerformer({ ...performerOf(), commissionPercent: null }).commissionPercent).toBe('');
  });

  it("shows the server schema's words under each contact field", () => {
    const named = { ...emptyPerformerForm(), name: 'Ana' };
    expect(validatePerformerForm({ ...named, email: 'ana@' })).toEqual({ email: 'Enter a valid e-mail address' });
    expect(validatePerformerForm({ ...named, phone: '12' })).toEqual({ phone: 'Enter a valid phone number' });
    for (const commissionPercent of ['101', '-1', '12.5', 'x']) {
      expect(validatePerformerForm({ ...named, commissionPercent }), commissionPercent).toEqual({
        commissionPercent: 'Commission is a whole percent from 0 to 100',
      });
    }
    expect(validatePerformerForm({ ...named, commissionPercent: '100' })).toEqual({});
  });

  it('sends her emergency contact as both parts, or null when both are empty (issue 30)', () => {
    const named = { ...emptyPerformerForm(), name: 'Ana' };
    expect(toPayload(named, 'create').emergencyContact).toBeNull();
    const filled = { ...named, emergencyContactName: ' Rosa Díaz ', emergencyContactPhone: '305  555 0111' };
    expect(validatePerformerForm(filled)).toEqual({});
    expect(toPayload(filled, 'edit').emergencyContact).toEqual({ name: 'Rosa Díaz', phone: '305 555 0111' });
    // One part alone says which is missing, under that field.
    expect(validatePerformerForm({ ...named, emergencyContactPhone: '305 555 0111' })).toEqual({
      emergencyContactName: 'Enter the emergency contact’s name',
    });
    expect(validatePerformerForm({ ...named, emergencyContactName: 'Rosa', emergencyContactPhone: '12' })).toEqual({
      emergencyContactPhone: 'Enter a valid phone number',
    });
    // Read back from a stored performer, and cleared by emptying both fields.
    const stored = formFromPerformer({ ...performerOf(), emergencyContact: { name: 'Rosa', phone: '305 555 0111' } });
    expect([stored.emergencyContactName, stored.emergencyContactPhone]).toEqual(['Rosa', '305 555 0111']);
    expect(
      toPayload({ ...stored, emergencyContactName: '', emergencyContactPhone: ' ' }, 'edit').emergencyContact,
    ).toBeNull();
  });

  it("puts the server's field errors under their fields and leaves the others to the toast", () => {
    const form = emptyPerformerForm();
    expect(
      serverFieldErrors(
        [
          { path: 'email', message: 'Another performer has this e-mail address' },
          { path: 'serviceAreaIds.0', message: 'Unknown service area' },
          { path: 'email', message: 'A second word on the same field' },
          { path: 'somethingElse', message: 'Not a field' },
          { path: 'emergencyContact.phone', message: 'Enter a valid phone number' },
        ],
        form,
      ),
    ).toEqual({
      email: 'Another performer has this e-mail address',
      serviceAreaIds: 'Unknown service area',
      emergencyContactPhone: 'Enter a valid phone number',
    });
  });

  it('keeps unavailable dates unique and sorted', () => {
    let dates = addUnavailableDate([], '2030-05-02');
    dates = addUnavailableDate(dates, '2030-05-01');
    dates = addUnavailableDate(dates, '2030-05-02');
    expect(dates).toEqual(['2030-05-01', '2030-05-02']);
    expect(addUnavailableDate(dates, 'not a date')).toEqual(dates);
  });
});

describe('external photo URLs (docs/product.md, Forms)', () => {
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

describe('average rating (docs/product.md, Prices and limits)', () => {
  it('is 5.0 with no performers', () => expect(averageRating([])).toBe('5.0'));
  it('counts a missing rating as 5 and rounds to one decimal', () => {
    expect(averageRating([4, null])).toBe('4.5');
    expect(averageRating([4.2, 4.3, 4.3])).toBe('4.3');
    expect(averageRating([1])).toBe('1.0');
  });
});
