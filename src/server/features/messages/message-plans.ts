import { phoneForPeople } from '../../../shared/business';
import { businessDay, businessTime } from '../../../shared/business-day';
import { durationInWords, eventStart, eventWhenInWords } from '../../../shared/event-time';
import type { I18n } from '../../../shared/i18n-runtime';
import { INTL_LOCALE, LOCALE_ENGLISH_NAMES, type Locale, localizedPath } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { PARTY_RULES_VERSION, partyRules } from '../../../shared/party-rules';
import type { MessageKind } from '../../../shared/schemas/message';
import { googleCalendarLink, outlookCalendarLink } from '../../calendar-file';
import { emailI18n } from './email-i18n';
import { withInertClientText } from './inert-text';
import type { BookingFacts } from './repository';
import type { BookingEmailContent } from './templates/booking-email';
import type { Sender } from './templates/layout';

export type ComposeContext = {
  publicUrl: string;
  sender: Sender;
  teamEmails: string[];
  webhook: { url: string } | null;
  /** The token of a booking's "Confirm your e-mail" link (decision 037); without it, no link. */
  emailConfirmToken?: (bookingId: string) => string;
};

/** Client text that goes into a header (the subject) loses its line breaks and control characters. */
export const oneLine = (s: string) => s.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** The booking's page in the client's language. */
export const confirmationLink = (ctx: ComposeContext, f: BookingFacts) =>
  `${ctx.publicUrl}${localizedPath(f.locale, `/booking-confirmation/${f.id}`)}`;
const adminLink = (ctx: ComposeContext, f: Pick<BookingFacts, 'id'>) =>
  `${ctx.publicUrl}/admin/bookings#booking-${f.id}`;
/**
 * The booking desk searching for a reference: what the webhook links to. A webhook's body may sit
 * in a chat channel or a sheet, so it never carries the id (the key to the client's own page).
 */
export const deskSearchLink = (ctx: ComposeContext, reference: string) =>
  `${ctx.publicUrl}/admin/bookings?q=${encodeURIComponent(reference)}`;

const notSet = (i18n: I18n) => i18n._({ id: 'email.not-set', message: 'Not set' });
export const performerNames = (f: BookingFacts, i18n: I18n = emailI18n('en')) =>
  f.performers.map((p) => p.name).join(', ') || notSet(i18n);
const localeOf = (i18n: I18n) => i18n.locale as Locale;
const when = (f: BookingFacts, i18n: I18n) => eventWhenInWords(f.eventDate, f.eventTime, localeOf(i18n));
const money = (amount: string, i18n: I18n) => formatMoney(amount, localeOf(i18n));

function eventDetails(f: BookingFacts, i18n: I18n) {
  return [
    { label: i18n._({ id: 'email.label.reference', message: 'Reference' }), value: f.reference },
    { label: i18n._({ id: 'email.label.when', message: 'When' }), value: when(f, i18n) },
    {
      label: i18n._({ id: 'email.label.duration', message: 'Duration' }),
      value: durationInWords(f.eventDuration, localeOf(i18n)),
    },
    { label: i18n._({ id: 'email.label.performers', message: 'Performers' }), value: performerNames(f, i18n) },
    { label: i18n._({ id: 'email.label.area', message: 'Area' }), value: f.serviceArea ?? notSet(i18n) },
    { label: i18n._({ id: 'email.label.location', message: 'Location' }), value: f.eventLocation || notSet(i18n) },
  ];
}
const amounts = (f: BookingFacts, i18n: I18n) => [
  { label: i18n._({ id: 'email.label.total', message: 'Total' }), value: money(f.totalAmount, i18n) },
  { label: i18n._({ id: 'email.label.deposit', message: 'Deposit (50%)' }), value: money(f.depositAmount, i18n) },
  { label: i18n._({ id: 'email.label.remaining', message: 'Remaining' }), value: money(f.remainingAmount, i18n) },
];
/** The cancellation policy as the booking stored it (decision 034), already in the client's language. */
const policy = (f: BookingFacts, i18n: I18n) =>
  f.cancellationPolicyText
    ? [
        {
          label: i18n._({ id: 'email.label.cancellation-policy', message: 'Cancellation policy' }),
          value: f.cancellationPolicyText,
        },
      ]
    : [];
/**
 * The party rules (decision 037), in the client's language: the version they accepted, or the
 * rules in force when they did not tick them (the rules hold all the same).
 */
const rules = (f: BookingFacts, i18n: I18n) => {
  const list = partyRules(f.rulesVersion ?? PARTY_RULES_VERSION, localeOf(i18n)) ?? [];
  return list.length
    ? [
        {
          label: i18n._({ id: 'email.label.party-rules', message: 'Party rules' }),
          value: list.map((r) => `• ${r}`).join('\n'),
        },
      ]
    : [];
};
/**
 * The "Confirm your e-mail" link (decision 037): the booking's page in its language, with the
 * token in the fragment, which the page sends once it is live.
 */
const emailConfirmLink = (ctx: ComposeContext, f: BookingFacts) =>
  ctx.emailConfirmToken ? `${confirmationLink(ctx, f)}#confirm-email=${ctx.emailConfirmToken(f.id)}` : null;
const HOUR = 3_600_000;
/**
 * When the deposit should be in (decision 041): 48 hours after it became due (the request, or
 * Request Deposit), but no later than 24 hours before the event, and never sooner than 2 hours
 * after it became due (nor after the start). Rounded up to the hour.
 */
export function depositDeadline(f: Pick<BookingFacts, 'statusChangedAt' | 'eventDate' | 'eventTime'>): Date {
  const since = new Date(f.statusChangedAt).getTime();
  let deadline = since + 48 * HOUR;
  if (f.eventDate) {
    const start = eventStart(f.eventDate, f.eventTime).getTime();
    deadline = Math.min(deadline, start - 24 * HOUR);
    if (deadline < since + 2 * HOUR) deadline = Math.min(since + 2 * HOUR, start);
  }
  return new Date(Math.ceil(deadline / HOUR) * HOUR);
}
/** An instant as South Florida reads it: "Sunday, November 22, 2026 at 6:00 PM". */
const instantInWords = (at: Date, i18n: I18n) =>
  eventWhenInWords(businessDay(at).date, businessTime(at), localeOf(i18n));
const payment = (f: BookingFacts, i18n: I18n) => ({
  reference: f.reference,
  deposit: money(f.depositAmount, i18n),
  cashAppLink: f.cashAppLink,
  deadline: instantInWords(depositDeadline(f), i18n),
});

/** The client's first name, for the greeting ("Hi Maria,"): the first word of the name they gave. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();

/** "Saturday, December 5" ("sábado, 5 de diciembre"): the event's day in a preview, without the year. */
const dayInWords = (date: string, i18n: I18n) =>
  new Intl.DateTimeFormat(INTL_LOCALE[localeOf(i18n)], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * The calendar entry's title, in the .ics and the Google/Outlook links: the booking alone, never
 * a performer or an address (a calendar shows it on a lock screen).
 */
export const calendarTitle = (reference: string, i18n: I18n) =>
  i18n._({ id: 'email.calendar.title', message: 'Private event: booking {reference}', values: { reference } });
/** What the calendar entry says inside: the reference and the booking's page. */
export const calendarDescription = (ctx: ComposeContext, f: BookingFacts, i18n: I18n) =>
  i18n._({
    id: 'email.calendar.description',
    message: 'Booking {reference}. {link}',
    values: { reference: f.reference, link: confirmationLink(ctx, f) },
  });

/**
 * Add to Google Calendar / Outlook, beside the .ics: the same neutral title; the address goes in
 * the location (decision 041: behind the opened e-mail, and what the client needs to get there).
 */
function calendarLinks(ctx: ComposeContext, f: BookingFacts, i18n: I18n): BookingEmailContent['calendarLinks'] {
  if (!f.eventDate) return undefined;
  const start = eventStart(f.eventDate, f.eventTime);
  const event = {
    title: calendarTitle(f.reference, i18n),
    start,
    end: new Date(start.getTime() + f.eventDuration * 60_000),
    details: calendarDescription(ctx, f, i18n),
    location: f.eventLocation,
  };
  return {
    text: i18n._({
      id: 'email.calendar.links',
      message: 'The invitation (.ics) is attached. Or add it to your calendar:',
    }),
    links: [
      { label: i18n._({ id: 'email.calendar.google', message: 'Google Calendar' }), href: googleCalendarLink(event) },
      { label: i18n._({ id: 'email.calendar.outlook', message: 'Outlook' }), href: outlookCalendarLink(event) },
    ],
  };
}

/**
 * What a calendar file does to the client's calendar: add or update the event (REQUEST) or remove
 * it (CANCEL). The same UID throughout; SEQUENCE is the status change's place in the booking's
 * history, so each later file outranks the earlier ones.
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type EmailPlan = {
  kind: MessageKind;
  to: 'client' | 'team';
  subject: string;
  content: BookingEmailContent;
  /** A calendar file goes with it: the event added or updated (REQUEST), or removed (CANCEL). */
  calendar?: CalendarMethod;
  /** The language it is written in: the client's, or English for the team. */
  i18n: I18n;
};

type TeamKind = Extract<MessageKind, `team-${string}`>;
type ClientKind = Extract<MessageKind, `client-${string}`>;
/** The kinds that are no e-mail about a booking: compose.ts writes them on their own. */
type OtherKind =
  | 'staff-invitation'
  | 'staff-sign-in-alert'
  | 'performer-invitation'
  | 'performer-sign-in-link'
  | 'performer-offer'
  | 'performer-offer-expiring'
  | 'staff-offer-declined'
  | 'staff-offer-expired'
  | 'staff-new-booking'
  | 'staff-message-failed'
  | 'staff-payment-matched'
  | 'staff-payment-unmatched'
  | 'performer-booking-confirmed'
  | 'performer-booking-changed'
  | 'performer-booking-cancelled'
  | 'performer-checkin-missed'
  | 'staff-safety-alarm'
  | 'staff-safety-escalation'
  | 'staff-do-not-book-proposal'
  | 'review-invitation'
  | `owner-${string}`
  | 'webhook';
const isTeamKind = (kind: MessageKind): kind is TeamKind => kind.startsWith('team-');
const isClientKind = (kind: MessageKind): kind is ClientKind => kind.startsWith('client-');
/** Ends a switch over a union: a case left out fails tsc here. */
const unhandled = (kind: never): never => {
  throw new Error(`${String(kind)} has no e-mail`);
};

/**
 * The e-mail for each kind, in words (docs/product.md, "Messages"): the client's in their language.
 * A new kind fails tsc until it has one: team-* and client-* kinds in the switches below, any
 * other in OtherKind.
 */
export function plan(kind: MessageKind, f: BookingFacts, ctx: ComposeContext): EmailPlan {
  if (isTeamKind(kind)) return teamPlan(kind, f, ctx);
  if (isClientKind(kind)) return clientPlan(kind, f, ctx);
  const other: OtherKind = kind;
  throw new Error(`${other} is not an e-mail about a booking`);
}

function teamPlan(kind: TeamKind, f: BookingFacts, ctx: ComposeContext): EmailPlan {
  const i18n = emailI18n('en');
  const ref = f.reference;
  const at = when(f, i18n);
  const openBooking = { label: 'Open the booking', href: adminLink(ctx, f) };
  switch (kind) {
    case 'team-new-booking': {
      const overlaps = (f.confirmedOverlaps ?? []).map(
        (c) => `${c.reference} (${c.performerName}, ${eventWhenInWords(c.eventDate, c.eventTime)})`,
      );
      const match = f.doNotBookMatch;
      const warning = [
        ...(match
          ? [
              `Do-not-book list: this request's ${match.kind === 'email' ? 'e-mail' : match.kind} (…${match.hint}) is on the list: ${match.reason}. Check with the owners before confirming; the client has not been told.`,
            ]
          : []),
        ...(overlaps.length ? [`Warning: this request overlaps a confirmed booking: ${overlaps.join('; ')}.`] : []),
      ];
      return {
        kind,
        to: 'team',
        i18n,
        subject: `New booking request ${ref}: ${oneLine(f.clientName)}, ${at}`,
        content: {
          // A lock screen shows the preview: the booking and its time, no names or address.
          preview: `${match ? 'On the do-not-book list. ' : ''}${overlaps.length ? 'Overlaps a confirmed booking. ' : ''}A new request for ${at}, reference ${ref}.`,
          heading: `New booking request ${ref}`,
          paragraphs: [...warning, 'A client has sent a booking request. We promise to contact them within 24 hours.'],
          details: [
            { label: 'Client', value: f.clientName },
            { label: 'E-mail', value: f.clientEmail },
            { label: 'Phone', value: f.clientPhone ?? 'Not given' },
            { label: 'Language', value: LOCALE_ENGLISH_NAMES[f.locale] },
            ...eventDetails(f, i18n),
            { label: 'Event type', value: f.eventType ?? 'Not set' },
            { label: 'Guests', value: String(f.estimatedGuests) },
            { label: 'Special requests', value: f.specialRequests || 'None' },
            {
              label: 'Party rules',
              value: f.rulesVersion === null ? 'Not accepted' : `Accepted (version ${f.rulesVersion})`,
            },
            ...amounts(f, i18n),
          ],
          button: openBooking,
        },
      };
    }
    case 'team-event-reminder':
      return {
        kind,
        to: 'team',
        i18n,
        subject: `Tomorrow: booking ${ref}, ${at}`,
        content: {
          preview: `Booking ${ref} starts in about 24 hours.`,
          heading: 'Your event is tomorrow',
          paragraphs: [`Booking ${ref} for ${f.clientName} starts in about 24 hours.`],
          details: [
            ...eventDetails(f, i18n),
            { label: 'Client', value: f.clientName },
            { label: 'Phone', value: f.clientPhone ?? 'Not given' },
            { label: 'Language', value: LOCALE_ENGLISH_NAMES[f.locale] },
            ...amounts(f, i18n),
          ],
          button: openBooking,
        },
      };
    default:
      return unhandled(kind);
  }
}

/** What every client e-mail about a booking says with: the facts (client text inert) in the client's language. */
type ClientWords = {
  base: { kind: ClientKind; to: 'client'; i18n: I18n };
  /** The facts with the client's text made inert (for the e-mail's words). */
  f: BookingFacts;
  /** The facts as stored (for the calendar links, which carry the address as it is). */
  raw: BookingFacts;
  ctx: ComposeContext;
  i18n: I18n;
  ref: string;
  at: string;
  performers: string;
  deposit: string;
  remaining: string;
  location: string;
  myBooking: { label: string; href: string };
  hello: string;
  /** The "Confirm your e-mail" link, when the context can make it. */
  confirmLink: string | null;
};

function clientWords(kind: ClientKind, facts: BookingFacts, ctx: ComposeContext): ClientWords {
  // The client's own words go out as plain text, never as links (the mailer is not a relay).
  const f = withInertClientText(facts);
  const i18n = emailI18n(f.locale);
  return {
    base: { kind, to: 'client', i18n },
    f,
    raw: facts,
    ctx,
    i18n,
    ref: f.reference,
    at: when(f, i18n),
    performers: performerNames(f, i18n),
    deposit: money(f.depositAmount, i18n),
    remaining: money(f.remainingAmount, i18n),
    location: f.eventLocation,
    myBooking: {
      label: i18n._({ id: 'email.button.view-booking', message: 'View your booking' }),
      href: confirmationLink(ctx, f),
    },
    hello: i18n._({ id: 'email.hello', message: 'Hi {name},', values: { name: firstName(f.clientName) } }),
    confirmLink: emailConfirmLink(ctx, f),
  };
}

function clientPlan(kind: ClientKind, facts: BookingFacts, ctx: ComposeContext): EmailPlan {
  const words = clientWords(kind, facts, ctx);
  switch (kind) {
    case 'client-received':
      return receivedPlan(words);
    case 'client-deposit-requested':
    case 'client-deposit-reminder':
      return depositPlan(words, kind === 'client-deposit-reminder');
    case 'client-deposit-confirmed':
    case 'client-booking-confirmed':
      return confirmedPlan(words, kind === 'client-deposit-confirmed');
    case 'client-cancelled':
      return cancelledPlan(words);
    case 'client-reopened':
      return reopenedPlan(words);
    case 'client-performers-changed':
      return lineupPlan(words);
    case 'client-booking-changed':
      return changedPlan(words);
    case 'client-event-reminder':
      return eventReminderPlan(words);
    case 'client-booking-link':
      return bookingLinkPlan(words);
    default:
      return unhandled(kind);
  }
}

/** client-received: the request arrived; how to pay the deposit. */
function receivedPlan({ base, f, i18n, ref, myBooking, hello, confirmLink }: ClientWords): EmailPlan {
  return {
    ...base,
    subject: i18n._({
      id: 'email.received.subject',
      message: 'We received your booking request {ref}',
      values: { ref },
    }),
    content: {
      preview: i18n._({
        id: 'email.received.preview',
        message: 'Your reference is {ref}. We will contact you within 24 hours.',
        values: { ref },
      }),
      heading: i18n._({ id: 'email.received.heading', message: 'Booking Request Received' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.received.thanks',
          message:
            'Thank you for your request. Your booking reference is {ref}. Our booking team will contact you within 24 hours to confirm the details.',
          values: { ref },
        }),
      ],
      // Confirming tells the team the address reaches the client; it never holds the request up.
      ...(confirmLink
        ? {
            action: {
              text: i18n._({
                id: 'email.received.confirm-email',
                message: 'Please confirm this is your e-mail address, so our team knows we can reach you:',
              }),
              label: i18n._({ id: 'email.received.confirm-email-link', message: 'Confirm your e-mail' }),
              href: confirmLink,
            },
          }
        : {}),
      payment: payment(f, i18n),
      // The rules before the policy: the text part runs cells together, and the policy's last
      // words followed by "Party rules" read as a link ("back.Party": .party is a domain).
      details: [...eventDetails(f, i18n), ...amounts(f, i18n), ...rules(f, i18n), ...policy(f, i18n)],
      // The main button pays; the booking's page is the link after it.
      links: [myBooking],
    },
  };
}

/** client-deposit-requested, or its reminder: the deposit is due. */
function depositPlan({ base, f, i18n, ref, deposit, myBooking, hello }: ClientWords, reminder: boolean): EmailPlan {
  const pay = payment(f, i18n);
  return {
    ...base,
    subject: reminder
      ? i18n._({
          id: 'email.deposit-reminder.subject',
          message: 'Reminder: your deposit for booking {ref}',
          values: { ref },
        })
      : i18n._({
          id: 'email.deposit-requested.subject',
          message: 'Please pay the deposit for booking {ref}',
          values: { ref },
        }),
    content: {
      // Not the button's words: "Pay $X with Cash App" is said once.
      preview: i18n._({
        id: 'email.deposit.due-preview',
        message: 'Booking {ref}: the {deposit} deposit is due by {deadline}.',
        values: { deposit, ref, deadline: pay.deadline },
      }),
      heading: reminder
        ? i18n._({ id: 'email.deposit-reminder.heading', message: 'Your deposit is still due' })
        : i18n._({ id: 'email.deposit-requested.heading', message: 'Awaiting Your Deposit' }),
      paragraphs: [
        hello,
        reminder
          ? i18n._({
              id: 'email.deposit-reminder.text',
              message: 'We have not received your deposit yet. Your date is held only once the deposit arrives.',
            })
          : i18n._({
              id: 'email.deposit-requested.text',
              message: 'Your performers are available. To secure your booking, please pay the 50% deposit now.',
            }),
      ],
      payment: pay,
      details: [...eventDetails(f, i18n), ...amounts(f, i18n)],
      links: [myBooking],
    },
  };
}

/** client-deposit-confirmed or client-booking-confirmed, with the calendar invitation. */
function confirmedPlan(
  { base, f, raw, ctx, i18n, ref, deposit, remaining, myBooking, hello }: ClientWords,
  deposited: boolean,
): EmailPlan {
  return {
    ...base,
    calendar: 'REQUEST',
    subject: deposited
      ? i18n._({
          id: 'email.deposit-confirmed.subject',
          message: 'Deposit received: booking {ref} is confirmed',
          values: { ref },
        })
      : i18n._({
          id: 'email.booking-confirmed.subject',
          message: 'Your booking {ref} is confirmed',
          values: { ref },
        }),
    content: {
      preview: allSet(f, i18n),
      heading: deposited
        ? i18n._({ id: 'email.deposit-confirmed.heading', message: 'Deposit Confirmed' })
        : i18n._({ id: 'email.booking-confirmed.heading', message: 'Your Booking Is Confirmed' }),
      paragraphs: [
        hello,
        deposited
          ? i18n._({
              id: 'email.deposit-confirmed.text',
              message: 'We have received your {deposit} deposit and your booking is confirmed.',
              values: { deposit },
            })
          : i18n._({ id: 'email.booking-confirmed.text', message: 'Your booking is confirmed.' }),
        i18n._({
          id: 'email.confirmed.remaining',
          message: 'The remaining {remaining} is due at the event. The attached invitation adds it to your calendar.',
          values: { remaining },
        }),
      ],
      calendarLinks: calendarLinks(ctx, raw, i18n),
      details: [...eventDetails(f, i18n), ...amounts(f, i18n), ...rules(f, i18n)],
      button: myBooking,
    },
  };
}

/** client-cancelled, removing the event from the calendar. */
function cancelledPlan({ base, f, i18n, ref, at, myBooking, hello }: ClientWords): EmailPlan {
  return {
    ...base,
    // Sent only when the confirmation's invitation put the event in a calendar (compose.ts).
    calendar: 'CANCEL',
    subject: i18n._({ id: 'email.cancelled.subject', message: 'Your booking {ref} is cancelled', values: { ref } }),
    content: {
      preview: i18n._({
        id: 'email.cancelled.preview',
        message: 'Booking {ref} for {at} is cancelled.',
        values: { ref, at },
      }),
      heading: i18n._({ id: 'email.cancelled.heading', message: 'Booking Cancelled' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.cancelled.text',
          message:
            'Your booking {ref} for {at} has been cancelled. If you did not expect this, or want to book another date, reply to this e-mail or call us.',
          values: { ref, at },
        }),
        // What the cancellation policy gives back, whenever money was paid (decision 034).
        ...(f.cancellationRefund === null || f.cancellationRefund === undefined
          ? []
          : [
              Number(f.cancellationRefund) > 0
                ? i18n._({
                    id: 'email.cancelled.refund',
                    message:
                      'A refund of {amount} is due to you. We will send it with Cash App and tell you when it is on its way.',
                    values: { amount: money(f.cancellationRefund, i18n) },
                  })
                : i18n._({
                    id: 'email.cancelled.no-refund',
                    message: 'Under the cancellation policy you accepted, no refund is due for this cancellation.',
                  }),
            ]),
      ],
      details: eventDetails(f, i18n),
      button: myBooking,
    },
  };
}

/** client-reopened. */
function reopenedPlan({ base, f, i18n, ref, myBooking, hello }: ClientWords): EmailPlan {
  return {
    ...base,
    subject: i18n._({ id: 'email.reopened.subject', message: 'Your booking {ref} is open again', values: { ref } }),
    content: {
      preview: i18n._({
        id: 'email.reopened.preview',
        message: 'We have reopened booking {ref}.',
        values: { ref },
      }),
      heading: i18n._({ id: 'email.reopened.heading', message: 'Booking Reopened' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.reopened.text',
          message: 'We have reopened your booking {ref}. Our booking team will contact you within 24 hours.',
          values: { ref },
        }),
      ],
      details: [...eventDetails(f, i18n), ...amounts(f, i18n)],
      button: myBooking,
    },
  };
}

/** client-performers-changed: staff put another performer in one's place; who comes now, and the new amounts. */
function lineupPlan({ base, f, i18n, ref, performers, myBooking, hello }: ClientWords): EmailPlan {
  return {
    ...base,
    subject: i18n._({
      id: 'email.lineup.subject',
      message: 'A change of performer for booking {ref}',
      values: { ref },
    }),
    content: {
      preview: i18n._({
        id: 'email.lineup.neutral-preview',
        message: 'Your booking {ref}: a change of performer.',
        values: { ref },
      }),
      heading: i18n._({ id: 'email.lineup.heading', message: 'A Change of Performer' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.lineup.text',
          message:
            'A performer you chose cannot come to your event, so we have booked another in their place. Your performers are now: {performers}. The amounts below are updated; contact us if this change does not suit you.',
          values: { performers },
        }),
      ],
      details: [...eventDetails(f, i18n), ...amounts(f, i18n)],
      button: myBooking,
    },
  };
}

/** What a change of the event changed, in the client's words (field names as the change service sends them). */
function changeWords(changes: readonly string[], i18n: I18n): string {
  const words: Record<string, string> = {
    eventDate: i18n._({ id: 'email.changed.date', message: 'the date' }),
    eventTime: i18n._({ id: 'email.changed.time', message: 'the start time' }),
    eventDuration: i18n._({ id: 'email.changed.duration', message: 'the duration' }),
    eventLocation: i18n._({ id: 'email.changed.location', message: 'the address' }),
    estimatedGuests: i18n._({ id: 'email.changed.guests', message: 'the number of guests' }),
    adjustment: i18n._({ id: 'email.changed.price', message: 'the price' }),
  };
  return changes.map((c) => words[c] ?? c).join(', ');
}

/** client-booking-changed: staff changed the event; what changed, the event as it is now, the amounts (calendar updated once confirmed). */
function changedPlan({ base, f, raw, ctx, i18n, ref, myBooking, hello }: ClientWords): EmailPlan {
  const changed = changeWords(f.changes ?? [], i18n);
  const inCalendar = f.status === 'confirmed';
  return {
    ...base,
    ...(inCalendar ? { calendar: 'REQUEST' as const } : {}),
    subject: i18n._({ id: 'email.changed.subject', message: 'Booking {ref} has changed', values: { ref } }),
    content: {
      preview: i18n._({ id: 'email.changed.preview', message: 'We changed {changed}.', values: { changed } }),
      heading: i18n._({ id: 'email.changed.heading', message: 'Your Booking Has Changed' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.changed.text',
          message:
            'As agreed, we changed {changed} of your booking. The details below are the booking as it stands now; what you already paid is kept. Contact us if anything is not right.',
          values: { changed },
        }),
      ],
      ...(inCalendar ? { calendarLinks: calendarLinks(ctx, raw, i18n) } : {}),
      details: [...eventDetails(f, i18n), ...amounts(f, i18n)],
      button: myBooking,
    },
  };
}

/**
 * client-event-reminder: the day before, with practical advice (issue 31): how the performers get
 * in, the balance ready, and the number to call on the day (the business's phone).
 */
function eventReminderPlan({ base, f, i18n, ref, at, remaining, myBooking, hello, ctx }: ClientWords): EmailPlan {
  const phone = ctx.sender.phone ? phoneForPeople(ctx.sender.phone) : null;
  return {
    ...base,
    subject: i18n._({
      id: 'email.event-reminder.subject',
      message: 'Tomorrow: booking {ref}, {at}',
      values: { ref, at },
    }),
    content: {
      preview: allSet(f, i18n),
      heading: i18n._({ id: 'email.event-reminder.heading', message: 'Your event is tomorrow' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.event-reminder.intro',
          message: 'A reminder that your event is tomorrow. A few things make the night go smoothly:',
        }),
      ],
      tips: {
        heading: i18n._({ id: 'email.event-reminder.tips', message: 'Before your performers arrive' }),
        items: [
          i18n._({
            id: 'email.event-reminder.access',
            message:
              'Parking and access: tell us where your performers can park and how they get in (gate or door code, the front desk, the floor). Reply to this e-mail with anything they should know.',
          }),
          i18n._({
            id: 'email.event-reminder.balance',
            message: 'Have the remaining {remaining} ready: it is paid at the event, when your performers arrive.',
            values: { remaining },
          }),
          phone
            ? i18n._({
                id: 'email.event-reminder.phone',
                message: 'On the day, call or text us at {phone} if anything changes or you need us.',
                values: { phone },
              })
            : i18n._({
                id: 'email.event-reminder.reply',
                message: 'On the day, reply to this e-mail if anything changes or you need us.',
              }),
        ],
      },
      details: [...eventDetails(f, i18n), ...amounts(f, i18n)],
      button: myBooking,
    },
  };
}

/** client-booking-link: the answer to a look-up. */
function bookingLinkPlan({ base, f, i18n, ref, myBooking, hello }: ClientWords): EmailPlan {
  return {
    ...base,
    subject: i18n._({ id: 'email.booking-link.subject', message: 'Your booking {ref}', values: { ref } }),
    content: {
      preview: i18n._({
        id: 'email.booking-link.preview',
        message: 'The link to your booking {ref}.',
        values: { ref },
      }),
      heading: i18n._({ id: 'email.booking-link.heading', message: 'Your booking' }),
      paragraphs: [
        hello,
        i18n._({
          id: 'email.booking-link.text',
          message:
            'You asked for the link to your booking {ref}. Open it to see its status and how to pay the deposit.',
          values: { ref },
        }),
      ],
      details: eventDetails(f, i18n),
      button: myBooking,
      footnote: i18n._({
        id: 'email.not-you',
        message: 'If you did not ask for this, you can ignore this e-mail.',
      }),
    },
  };
}

/** The neutral preview of a settled booking: "Your booking A600AA9F: all set for Saturday, December 5". */
function allSet(f: BookingFacts, i18n: I18n): string {
  return f.eventDate
    ? i18n._({
        id: 'email.all-set.preview',
        message: 'Your booking {ref}: all set for {day}',
        values: { ref: f.reference, day: dayInWords(f.eventDate, i18n) },
      })
    : i18n._({
        id: 'email.all-set.preview-no-date',
        message: 'Your booking {ref}: all set',
        values: { ref: f.reference },
      });
}
