import type { Performer } from '../../../shared/schemas/performer';
import { slugify } from '../../../shared/slug';
import type { PerformerPayload } from './api';

/** The create/edit form's state: text inputs hold strings; lists hold the chosen values. */
export type PerformerFormState = {
  name: string;
  description: string;
  hourlyRate: string;
  appearanceFee: string;
  rating: string;
  specialties: string[];
  photos: string[];
  gender: string;
  ageRange: string;
  height: string;
  bodyType: string;
  hairColor: string;
  eyeColor: string;
  ethnicity: string;
  danceStyles: string[];
  musicPreferences: string[];
  availability: string;
  eveningOnly: boolean;
  weekendsOnly: boolean;
  unavailableDates: string[];
  isActive: boolean;
  featured: boolean;
  serviceAreaIds: string[];
  eventTypeIds: string[];
};

export const emptyPerformerForm = (): PerformerFormState => ({
  name: '',
  description: '',
  hourlyRate: '',
  appearanceFee: '',
  rating: '',
  specialties: [],
  photos: [],
  gender: '',
  ageRange: '',
  height: '',
  bodyType: '',
  hairColor: '',
  eyeColor: '',
  ethnicity: '',
  danceStyles: [],
  musicPreferences: [],
  availability: '',
  eveningOnly: false,
  weekendsOnly: false,
  unavailableDates: [],
  isActive: true,
  featured: false,
  serviceAreaIds: [],
  eventTypeIds: [],
});

export function formFromPerformer(p: Performer): PerformerFormState {
  return {
    name: p.name,
    description: p.description,
    hourlyRate: p.hourlyRate ?? '',
    appearanceFee: p.appearanceFee ?? '',
    rating: p.rating === null ? '' : String(p.rating),
    specialties: p.specialties,
    photos: p.photos.filter((photo) => photo !== 'null'),
    gender: p.gender ?? '',
    ageRange: p.ageRange ?? '',
    height: p.height ?? '',
    bodyType: p.bodyType ?? '',
    hairColor: p.hairColor ?? '',
    eyeColor: p.eyeColor ?? '',
    ethnicity: p.ethnicity ?? '',
    danceStyles: p.danceStyles,
    musicPreferences: p.musicPreferences,
    availability: p.availability ?? '',
    eveningOnly: p.eveningOnly,
    weekendsOnly: p.weekendsOnly,
    unavailableDates: p.unavailableDates,
    isActive: p.isActive,
    featured: p.featured,
    serviceAreaIds: p.serviceAreas.map((a) => a.id),
    eventTypeIds: p.eventTypes.map((t) => t.id),
  };
}

/** Spec section 5: a date is added once and the list stays sorted. */
export function addUnavailableDate(dates: readonly string[], date: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [...dates];
  return [...new Set([...dates, date])].sort();
}

export function validatePerformerForm(form: PerformerFormState): Partial<Record<'name' | 'rating', string>> {
  const errors: Partial<Record<'name' | 'rating', string>> = {};
  if (!form.name.trim()) errors.name = 'Performer name is required';
  if (form.rating.trim()) {
    const rating = Number(form.rating);
    if (!Number.isFinite(rating) || rating < 1 || rating > 5) errors.rating = 'Rating is between 1 and 5';
  }
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Spec section 5: empty rates go as null; the slug is derived from the name on create and not sent on update. */
export function toPayload(form: PerformerFormState, mode: 'create' | 'edit'): PerformerPayload {
  const payload = {
    name: form.name.trim(),
    description: form.description.trim(),
    hourlyRate: numberOrNull(form.hourlyRate),
    appearanceFee: numberOrNull(form.appearanceFee),
    rating: numberOrNull(form.rating),
    specialties: form.specialties,
    photos: form.photos,
    gender: orNull(form.gender),
    ageRange: orNull(form.ageRange),
    height: orNull(form.height),
    bodyType: orNull(form.bodyType),
    hairColor: orNull(form.hairColor),
    eyeColor: orNull(form.eyeColor),
    ethnicity: orNull(form.ethnicity),
    danceStyles: form.danceStyles,
    musicPreferences: form.musicPreferences,
    availability: orNull(form.availability),
    eveningOnly: form.eveningOnly,
    weekendsOnly: form.weekendsOnly,
    unavailableDates: form.unavailableDates,
    isActive: form.isActive,
    featured: form.featured,
    serviceAreaIds: form.serviceAreaIds,
    eventTypeIds: form.eventTypeIds,
  } as PerformerPayload;
  return mode === 'create' ? { ...payload, slug: slugify(form.name) } : payload;
}
