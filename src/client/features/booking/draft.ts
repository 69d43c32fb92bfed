import type { Locale } from '../../../shared/locale';
import {
  DEFAULT_DURATION_HOURS,
  DEFAULT_SERVICE_TYPE,
  durationMinutes,
  type ServiceType,
} from '../../../shared/pricing';
import type { BookingRequestInput } from '../../../shared/schemas/booking';

/** Everything the wizard asks, as the visitor types it. Kept in sessionStorage across reloads. */
export type Draft = {
  step: 1 | 2 | 3 | 4;
  performerIds: string[];
  eventDate: string;
  eventTime: string;
  serviceType: ServiceType;
  durationHours: number;
  estimatedGuests: string;
  eventTypeId: string;
  serviceAreaId: string;
  eventLocation: string;
  specialRequests: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** The party rules' tick box at step 4 (decision 037): Submit needs it. */
  acceptRules: boolean;
  /** Honeypot: people never see it. */
  website: string;
  /** The budget set in the gallery's filters (dollars, '' for none): step 2 names the durations within it. Never sent. */
  budget: string;
};

export const emptyDraft = (performerId?: string): Draft => ({
  step: performerId ? 2 : 1,
  performerIds: performerId ? [performerId] : [],
  eventDate: '',
  eventTime: '',
  serviceType: DEFAULT_SERVICE_TYPE,
  durationHours: DEFAULT_DURATION_HOURS,
  estimatedGuests: '',
  eventTypeId: '',
  serviceAreaId: '',
  eventLocation: '',
  specialRequests: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  acceptRules: false,
  website: '',
  budget: '',
});

const ID = /^[a-z0-9-]{1,64}$/;

/**
 * What a link into the wizard carries (issue 31): the area, event type and budget chosen in the
 * gallery's filters or the city page's area, under the gallery's own parameter names.
 */
export function contextOf(search: string): Partial<Draft> {
  const params = new URLSearchParams(search);
  const context: Partial<Draft> = {};
  const area = params.get('serviceAreaIds') ?? '';
  const eventType = params.get('eventTypeIds') ?? '';
  const budget = Number(params.get('underBudget'));
  if (ID.test(area)) context.serviceAreaId = area;
  if (ID.test(eventType)) context.eventTypeId = eventType;
  if (budget > 0) context.budget = String(budget);
  return context;
}

const KEY = 'booking-draft';

export function loadDraft(): Partial<Draft> | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Partial<Draft>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the draft just does not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The POST /api/bookings payload (docs/product.md, Calls): guests 0 when blank, duration in minutes. */
/** The request to send; `locale` is the page's language, in which the client's e-mails are then written. */
export function toPayload(d: Draft, locale: Locale): BookingRequestInput {
  return {
    locale,
    performerIds: d.performerIds,
    clientName: d.clientName.trim(),
    clientEmail: d.clientEmail.trim(),
    clientPhone: d.clientPhone.trim(),
    eventDate: d.eventDate,
    eventTime: d.eventTime,
    eventDuration: durationMinutes(d.serviceType, d.durationHours),
    eventLocation: d.eventLocation.trim(),
    eventTypeId: d.eventTypeId,
    serviceAreaId: d.serviceAreaId,
    estimatedGuests: Number.parseInt(d.estimatedGuests, 10) || 0,
    specialRequests: d.specialRequests,
    serviceType: d.serviceType,
    ...(d.acceptRules ? { acceptRules: true } : {}),
    website: d.website,
  };
}
