import type { Locale } from '../../../../shared/locale';
import {
  type AttributeKeyOf,
  mapAttributes,
  PERFORMER_ATTRIBUTES,
  STORED_ATTRIBUTE_KEYS,
  type StoredAttributeKey,
} from '../../../../shared/performer-attributes';
import {
  type AdminPerformer,
  type AdminPerformerInput,
  adminPerformerInputSchema,
} from '../../../../shared/schemas/admin-performer';
import { slugify } from '../../../../shared/slug';
import type { PerformerPayload } from './api';

/** The attributes as the form holds them: a select's value ('' when not set), or the ticked options. */
type AttributeFields = { [K in StoredAttributeKey]: K extends AttributeKeyOf<'many'> ? string[] : string };

/** The create/edit form's state: text inputs hold strings; lists hold the chosen values. */
export type PerformerFormState = {
  name: string;
  description: string;
  descriptionEs: string;
  showIncludes: string;
  showIncludesEs: string;
  hourlyRate: string;
  appearanceFee: string;
  rating: string;
  specialties: string[];
  photos: string[];
  eveningOnly: boolean;
  weekendsOnly: boolean;
  unavailableDates: string[];
  isActive: boolean;
  featured: boolean;
  serviceAreaIds: string[];
  eventTypeIds: string[];
  /** Staff-only contact (decision 033): empty text is "not set". */
  email: string;
  phone: string;
  language: Locale;
  /** A whole percent as typed; empty is the business's default commission. */
  commissionPercent: string;
  /** Who an owner calls when her alarm goes unanswered (issue 30): both or neither. */
  emergencyContactName: string;
  emergencyContactPhone: string;
} & AttributeFields;

/** One message per field, the first the shared schema gives. */
export type PerformerFormErrors = Partial<Record<keyof PerformerFormState, string>>;

const attributeFields = (value: (key: StoredAttributeKey) => string | string[]) =>
  mapAttributes<StoredAttributeKey, AttributeFields>(STORED_ATTRIBUTE_KEYS, value);

export const emptyPerformerForm = (): PerformerFormState => ({
  name: '',
  description: '',
  descriptionEs: '',
  showIncludes: '',
  showIncludesEs: '',
  hourlyRate: '',
  appearanceFee: '',
  rating: '',
  specialties: [],
  photos: [],
  ...attributeFields((key) => (PERFORMER_ATTRIBUTES[key].kind === 'many' ? [] : '')),
  eveningOnly: false,
  weekendsOnly: false,
  unavailableDates: [],
  isActive: true,
  featured: false,
  serviceAreaIds: [],
  eventTypeIds: [],
  email: '',
  phone: '',
  language: 'en',
  commissionPercent: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
});

export function formFromPerformer(p: AdminPerformer): PerformerFormState {
  return {
    name: p.name,
    description: p.description,
    descriptionEs: p.descriptionEs,
    showIncludes: p.showIncludes,
    showIncludesEs: p.showIncludesEs,
    hourlyRate: p.hourlyRate ?? '',
    appearanceFee: p.appearanceFee ?? '',
    rating: p.rating === null ? '' : String(p.rating),
    specialties: p.specialties,
    photos: p.photos.filter((photo) => photo !== 'null'),
    ...attributeFields((key) => p[key] ?? ''),
    eveningOnly: p.eveningOnly,
    weekendsOnly: p.weekendsOnly,
    unavailableDates: p.unavailableDates,
    isActive: p.isActive,
    featured: p.featured,
    serviceAreaIds: p.serviceAreas.map((a) => a.id),
    eventTypeIds: p.eventTypes.map((t) => t.id),
    email: p.email ?? '',
    phone: p.phone ?? '',
    language: p.language,
    commissionPercent: p.commissionPercent === null ? '' : String(p.commissionPercent),
    emergencyContactName: p.emergencyContact?.name ?? '',
    emergencyContactPhone: p.emergencyContact?.phone ?? '',
  };
}

/** docs/product.md, Forms: a date is added once and the list stays sorted. */
export function addUnavailableDate(dates: readonly string[], date: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [...dates];
  return [...new Set([...dates, date])].sort();
}

/** A number typed in a text field: empty is "not set" (null); anything else is read as a number. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Both emergency contact fields empty is "none" (null, which removes a stored one); else both are checked. */
const emergencyContactOf = (form: PerformerFormState) =>
  form.emergencyContactName.trim() === '' && form.emergencyContactPhone.trim() === ''
    ? null
    : { name: form.emergencyContactName, phone: form.emergencyContactPhone };

/**
 * The form checked by the schema the server applies to the request (`adminPerformerInputSchema`):
 * empty text is "not set" (null) there, and the rates are read from their text.
 */
function parseForm(form: PerformerFormState) {
  const { emergencyContactName: _name, emergencyContactPhone: _phone, ...fields } = form;
  return adminPerformerInputSchema.safeParse({
    ...fields,
    rating: numberOrNull(form.rating),
    commissionPercent: numberOrNull(form.commissionPercent),
    emergencyContact: emergencyContactOf(form),
  });
}

/**
 * The field an issue path names ('email', 'serviceAreaIds.0', ['email'], 'emergencyContact.phone',
 * ['emergencyContact', 'name']), when the form has it.
 */
function fieldOf(path: string | readonly PropertyKey[], form: PerformerFormState): keyof PerformerFormState | null {
  const [first, second] = typeof path === 'string' ? path.split('.') : path.map(String);
  if (first === 'emergencyContact') return second === 'phone' ? 'emergencyContactPhone' : 'emergencyContactName';
  return first !== undefined && first in form ? (first as keyof PerformerFormState) : null;
}

export function validatePerformerForm(form: PerformerFormState): PerformerFormErrors {
  const parsed = parseForm(form);
  const errors: PerformerFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldOf(issue.path, form);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's field errors (a 400's `issues`, e.g. another performer has this e-mail address)
 * on the fields they name; issues about no field of the form are left to the toast.
 */
export function serverFieldErrors(
  issues: readonly { path: string; message: string }[],
  form: PerformerFormState,
): PerformerFormErrors {
  const errors: PerformerFormErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, form);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What is sent: the schema's reading of the form, so empty rates go as null (docs/product.md, Forms).
 * The slug is derived from the name on create and not sent on update. Call it on a valid form.
 */
export function toPayload(form: PerformerFormState, mode: 'create' | 'edit'): PerformerPayload {
  const parsed = parseForm(form);
  if (!parsed.success) throw new Error('The performer form is not valid');
  const payload: AdminPerformerInput = parsed.data;
  return mode === 'create' ? { ...payload, slug: slugify(form.name) } : payload;
}
