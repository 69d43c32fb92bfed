import { eventWhenInWords } from '../../../shared/event-time';
import { LOCALE_BASE, LOCALES, type Locale } from '../../../shared/locale';
import type { MessageKind } from '../../../shared/schemas/message';
import type { Subscription } from '../push';
import { emailI18n } from './email-i18n';
import type { NewMessage } from './repository';

/** What a notification says: a title, one line, and the page it opens (decision 033). */
export type PushNote = {
  kind: MessageKind;
  /** One per cause: with the subscription's id, each browser gets it once. */
  key: string;
  title: string;
  body: string;
  url: string;
  bookingId?: string | null;
  bookingReference?: string | null;
};

/** One outbox row per browser: the payload is JSON the service worker shows. */
export function pushDrafts(subs: Subscription[], note: PushNote): NewMessage[] {
  return subs.map((sub) => ({
    idempotencyKey: `${note.key}:${sub.id}`,
    channel: 'push',
    kind: note.kind,
    bookingId: note.bookingId ?? null,
    bookingReference: note.bookingReference ?? null,
    recipient: `push:${sub.id}`,
    subject: null,
    text: JSON.stringify({ title: note.title, body: note.body, url: note.url, tag: note.key }),
    html: null,
    attachments: [],
  }));
}

export type BookingNoteKind = Extract<
  MessageKind,
  'performer-booking-confirmed' | 'performer-booking-changed' | 'performer-booking-cancelled'
>;
type BookingRef = { id: string; reference: string; eventDate: string | null; eventTime: string | null };

/** Her booking confirmed, changed or cancelled, in her language; the portal opens on it. */
export function bookingNote(
  kind: BookingNoteKind,
  f: BookingRef,
  moment: string,
  publicUrl: string,
  locale: Locale,
): PushNote {
  const i18n = emailI18n(locale);
  const titles: Record<BookingNoteKind, string> = {
    'performer-booking-confirmed': i18n._({
      id: 'push.booking.confirmed',
      message: 'Booking {ref} is confirmed',
      values: { ref: f.reference },
    }),
    'performer-booking-changed': i18n._({
      id: 'push.booking.changed',
      message: 'Booking {ref} changed',
      values: { ref: f.reference },
    }),
    'performer-booking-cancelled': i18n._({
      id: 'push.booking.cancelled',
      message: 'Booking {ref} is cancelled',
      values: { ref: f.reference },
    }),
  };
  return {
    kind,
    key: `${kind}:${f.id}:${moment}`,
    title: titles[kind],
    body: eventWhenInWords(f.eventDate, f.eventTime, locale),
    url: `${publicUrl}${LOCALE_BASE[locale]}/portal/`,
    bookingId: f.id,
    bookingReference: f.reference,
  };
}

/** The note to each booked performer's browsers, in her language. */
export function bookingPushNotes(
  subs: (Subscription & { language: Locale })[],
  kind: BookingNoteKind,
  f: BookingRef,
  moment: string,
  publicUrl: string,
): NewMessage[] {
  return LOCALES.flatMap((locale) => {
    const mine = subs.filter((s) => s.language === locale);
    return mine.length ? pushDrafts(mine, bookingNote(kind, f, moment, publicUrl, locale)) : [];
  });
}
