import { durationInWords, eventWhenInWords } from '../../../shared/event-time';
import { formatMoney } from '../../../shared/money';
import type { MessageKind } from '../../../shared/schemas/message';
import type { BookingFacts } from './repository';
import type { BookingEmailContent } from './templates/booking-email';
import type { Sender } from './templates/layout';

export type ComposeContext = {
  publicUrl: string;
  sender: Sender;
  teamEmails: string[];
  webhook: { url: string } | null;
};

/** Client text that goes into a header (the subject) loses its line breaks and control characters. */
export const oneLine = (s: string) => s.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export const confirmationLink = (ctx: ComposeContext, f: BookingFacts) =>
  `${ctx.publicUrl}/booking-confirmation/${f.id}`;
export const adminLink = (ctx: ComposeContext, f: BookingFacts) => `${ctx.publicUrl}/admin/bookings#booking-${f.id}`;
export const performerNames = (f: BookingFacts) => f.performers.map((p) => p.name).join(', ') || 'Not set';
const when = (f: BookingFacts) => eventWhenInWords(f.eventDate, f.eventTime);

function eventDetails(f: BookingFacts) {
  return [
    { label: 'Reference', value: f.reference },
    { label: 'When', value: when(f) },
    { label: 'Duration', value: durationInWords(f.eventDuration) },
    { label: 'Performers', value: performerNames(f) },
    { label: 'Area', value: f.serviceArea ?? 'Not set' },
    { label: 'Location', value: f.eventLocation || 'Not set' },
  ];
}
const amounts = (f: BookingFacts) => [
  { label: 'Total', value: formatMoney(f.totalAmount) },
  { label: 'Deposit (50%)', value: formatMoney(f.depositAmount) },
  { label: 'Remaining', value: formatMoney(f.remainingAmount) },
];
const payment = (f: BookingFacts) => ({
  reference: f.reference,
  deposit: formatMoney(f.depositAmount),
  cashAppLink: f.cashAppLink,
});

export type EmailPlan = {
  kind: MessageKind;
  to: 'client' | 'team';
  subject: string;
  content: BookingEmailContent;
  calendar?: boolean;
};

/** The e-mail for each kind, in words (docs/product.md, "Messages"). */
export function plan(kind: MessageKind, f: BookingFacts, ctx: ComposeContext): EmailPlan {
  const ref = f.reference;
  const myBooking = { label: 'View your booking', href: confirmationLink(ctx, f) };
  const hello = `Hi ${f.clientName},`;
  switch (kind) {
    case 'team-new-booking':
      return {
        kind,
        to: 'team',
        subject: `New booking request ${ref}: ${oneLine(f.clientName)}, ${when(f)}`,
        content: {
          preview: `${f.clientName} asks for ${performerNames(f)} on ${when(f)}`,
          heading: `New booking request ${ref}`,
          paragraphs: ['A client has sent a booking request. We promise to contact them within 24 hours.'],
          details: [
            { label: 'Client', value: f.clientName },
            { label: 'E-mail', value: f.clientEmail },
            { label: 'Phone', value: f.clientPhone ?? 'Not given' },
            ...eventDetails(f),
            { label: 'Event type', value: f.eventType ?? 'Not set' },
            { label: 'Guests', value: String(f.estimatedGuests) },
            { label: 'Special requests', value: f.specialRequests || 'None' },
            ...amounts(f),
          ],
          button: { label: 'Open the booking', href: adminLink(ctx, f) },
        },
      };
    case 'client-received':
      return {
        kind,
        to: 'client',
        subject: `We received your booking request ${ref}`,
        content: {
          preview: `Your reference is ${ref}. We will contact you within 24 hours.`,
          heading: 'Booking Request Received',
          paragraphs: [
            hello,
            `Thank you for your request. Your booking reference is ${ref}. Our booking team will contact you within 24 hours to confirm the details.`,
            'To hold your date, pay the 50% deposit through Cash App:',
          ],
          payment: payment(f),
          details: [...eventDetails(f), ...amounts(f)],
          button: myBooking,
        },
      };
    case 'client-deposit-requested':
    case 'client-deposit-reminder':
      return {
        kind,
        to: 'client',
        subject:
          kind === 'client-deposit-reminder'
            ? `Reminder: your deposit for booking ${ref}`
            : `Please pay the deposit for booking ${ref}`,
        content: {
          preview: `Pay ${formatMoney(f.depositAmount)} with Cash App and put ${ref} in the note.`,
          heading: kind === 'client-deposit-reminder' ? 'Your deposit is still due' : 'Awaiting Your Deposit',
          paragraphs: [
            hello,
            kind === 'client-deposit-reminder'
              ? 'We have not received your deposit yet. Your date is held only once the deposit arrives.'
              : 'Your performers are available. To secure your booking, please pay the 50% deposit now.',
          ],
          payment: payment(f),
          details: [...eventDetails(f), ...amounts(f)],
          button: myBooking,
        },
      };
    case 'client-deposit-confirmed':
    case 'client-booking-confirmed':
      return {
        kind,
        to: 'client',
        calendar: true,
        subject:
          kind === 'client-deposit-confirmed'
            ? `Deposit received: booking ${ref} is confirmed`
            : `Your booking ${ref} is confirmed`,
        content: {
          preview: `${performerNames(f)} on ${when(f)}. The calendar invitation is attached.`,
          heading: kind === 'client-deposit-confirmed' ? 'Deposit Confirmed' : 'Your Booking Is Confirmed',
          paragraphs: [
            hello,
            kind === 'client-deposit-confirmed'
              ? `We have received your ${formatMoney(f.depositAmount)} deposit and your booking is confirmed.`
              : 'Your booking is confirmed.',
            `The remaining ${formatMoney(f.remainingAmount)} is due at the event. The attached invitation adds it to your calendar.`,
          ],
          details: [...eventDetails(f), ...amounts(f)],
          button: myBooking,
        },
      };
    case 'client-cancelled':
      return {
        kind,
        to: 'client',
        subject: `Your booking ${ref} is cancelled`,
        content: {
          preview: `Booking ${ref} for ${when(f)} is cancelled.`,
          heading: 'Booking Cancelled',
          paragraphs: [
            hello,
            `Your booking ${ref} for ${when(f)} has been cancelled. If you did not expect this, or want to book another date, reply to this e-mail or call us.`,
          ],
          details: eventDetails(f),
          button: myBooking,
        },
      };
    case 'client-reopened':
      return {
        kind,
        to: 'client',
        subject: `Your booking ${ref} is open again`,
        content: {
          preview: `We have reopened booking ${ref}.`,
          heading: 'Booking Reopened',
          paragraphs: [
            hello,
            `We have reopened your booking ${ref}. Our booking team will contact you within 24 hours.`,
          ],
          details: [...eventDetails(f), ...amounts(f)],
          button: myBooking,
        },
      };
    case 'client-event-reminder':
    case 'team-event-reminder':
      return {
        kind,
        to: kind === 'team-event-reminder' ? 'team' : 'client',
        subject: `Tomorrow: booking ${ref}, ${when(f)}`,
        content: {
          preview: `${performerNames(f)} at ${f.eventLocation}`,
          heading: 'Your event is tomorrow',
          paragraphs:
            kind === 'team-event-reminder'
              ? [`Booking ${ref} for ${f.clientName} starts in about 24 hours.`]
              : [
                  hello,
                  `A reminder that your event is coming up. The remaining ${formatMoney(f.remainingAmount)} is due at the event.`,
                ],
          details: [
            ...eventDetails(f),
            ...(kind === 'team-event-reminder'
              ? [
                  { label: 'Client', value: f.clientName },
                  { label: 'Phone', value: f.clientPhone ?? 'Not given' },
                ]
              : []),
            ...amounts(f),
          ],
          button: kind === 'team-event-reminder' ? { label: 'Open the booking', href: adminLink(ctx, f) } : myBooking,
        },
      };
    case 'client-booking-link':
      return {
        kind,
        to: 'client',
        subject: `Your booking ${ref}`,
        content: {
          preview: `The link to your booking ${ref}.`,
          heading: 'Your booking',
          paragraphs: [
            hello,
            `You asked for the link to your booking ${ref}. Open it to see its status and how to pay the deposit.`,
          ],
          details: eventDetails(f),
          button: myBooking,
        },
      };
    case 'webhook':
      throw new Error('webhooks are composed by composeWebhook');
  }
}
