import { paymentLabel, statusLabel } from '../../../shared/booking-labels';
import { LOCALE_ENGLISH_NAMES } from '../../../shared/locale';
import { toCsv } from '../../http/csv';
import type { BookingRecord } from './admin-repository';

const HEADER = [
  'Reference',
  'Status',
  'Payment',
  'Client name',
  'Client e-mail',
  'Client phone',
  'Language',
  'Event date',
  'Event time',
  'Duration (hours)',
  'Service type',
  'Performers',
  'Service area',
  'Event type',
  'Guests',
  'Event location',
  'Special requests',
  'Total',
  'Deposit',
  'Requested at (UTC)',
] as const;

/** The bookings as a spreadsheet: one row each, the words staff read on the desk, formulas neutralised. */
export function bookingsCsv(bookings: readonly BookingRecord[]): string {
  return toCsv(
    HEADER,
    bookings.map((b) => [
      b.reference,
      statusLabel(b.status),
      paymentLabel(b.paymentStatus, b.status),
      b.clientName,
      b.clientEmail,
      b.clientPhone,
      LOCALE_ENGLISH_NAMES[b.locale],
      b.eventDate,
      b.eventTime,
      b.eventDuration,
      b.serviceType,
      b.performers.map((p) => p.name).join('; '),
      b.serviceArea,
      b.eventType,
      b.estimatedGuests,
      b.eventDetails,
      b.customMessage,
      b.totalAmount,
      b.depositAmount,
      b.createdAt,
    ]),
  );
}
