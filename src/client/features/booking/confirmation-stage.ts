import { msg } from '@lingui/core/macro';
import {
  awaitsDeposit,
  type BookingStage,
  type BookingStatus,
  bookingStage,
  hasReceivedMoney,
  isBookingStatus,
} from '../../../shared/booking-status';
import { RESPONSE_HOURS } from '../../../shared/business';
import type { I18n, MessageDescriptor } from '../../../shared/i18n-runtime';

/** What the confirmation page says at one stage of a booking: its heading, one line under it, and What's Next. */
export type StageCopy = { heading: string; intro: string; steps: readonly [string, string, string] };
type StageWords = {
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  steps: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
};

const hours = RESPONSE_HOURS;
const ARRIVAL = msg`Your performers arrive on time; the remaining balance is paid at the event.`;
const CONTACT = msg`Our booking team contacts you within ${hours} hours to confirm every detail.`;
const NEW_REQUEST = msg`Planning another event? Send a new booking request and we reply within ${hours} hours.`;

const COPY: Record<BookingStage, StageWords> = {
  received: {
    heading: msg`Booking Request Received`,
    intro: msg`Thank you for your request. The 50% deposit secures your date.`,
    steps: [
      msg`Pay the 50% deposit through Cash App to hold your date, with your reference in the note.`,
      CONTACT,
      ARRIVAL,
    ],
  },
  awaitingDeposit: {
    heading: msg`Awaiting Your Deposit`,
    intro: msg`Your performers are available. Pay the 50% deposit to secure your booking.`,
    steps: [
      msg`Pay the 50% deposit through Cash App, with your reference in the note.`,
      msg`We confirm your booking by e-mail as soon as the deposit arrives.`,
      ARRIVAL,
    ],
  },
  depositPaid: {
    heading: msg`Deposit Received`,
    intro: msg`Thank you: your deposit is in. We are settling the last details with your performers.`,
    steps: [
      msg`Our booking team confirms the final details with you and your performers.`,
      msg`You get an e-mail with a calendar invitation once your booking is confirmed.`,
      ARRIVAL,
    ],
  },
  confirmed: {
    heading: msg`Your Booking Is Confirmed`,
    intro: msg`Everything is set. Nothing more is due before the event.`,
    steps: [
      msg`Keep your booking reference handy and quote it whenever you call or e-mail us.`,
      msg`We e-mail you a reminder the day before your event.`,
      ARRIVAL,
    ],
  },
  cancelled: {
    heading: msg`Booking Cancelled`,
    intro: msg`This booking is cancelled and no longer holds your date.`,
    steps: [
      msg`No payment is due for this booking.`,
      msg`Paid a deposit? Contact us with your booking reference; refunds follow our Terms of Service.`,
      NEW_REQUEST,
    ],
  },
  archived: {
    heading: msg`Booking Closed`,
    intro: msg`This booking is closed and kept for our records.`,
    steps: [
      msg`There is nothing more to do or pay for this booking.`,
      msg`Questions about it? Contact us with your booking reference.`,
      NEW_REQUEST,
    ],
  },
};

/**
 * The status badges' words (shared/booking-status.ts: the spec's English) in the page's language,
 * one per status so a new one fails tsc here. null: no words of its own, the badge's raw text.
 */
const STATUS_LABELS: Record<BookingStatus, MessageDescriptor | null> = {
  confirmed: msg`Confirmed`,
  depositPaid: msg`Deposit Paid`,
  depositPending: msg`Awaiting Deposit`,
  pending: msg`Pending`,
  cancelled: msg`Cancelled`,
  // The spec shows it raw ("archived") in English; Spanish readers get a word of their own.
  archived: msg`archived`,
};

export function statusLabel(i18n: I18n, status: string, fallback: string): string {
  const descriptor = isBookingStatus(status) ? STATUS_LABELS[status] : null;
  return descriptor ? i18n._(descriptor) : fallback;
}

/** Stages at which the deposit may still be asked for; a confirmed, cancelled or closed booking is never told to pay. */
const PAYING_STAGES: readonly BookingStage[] = ['received', 'awaitingDeposit'];

/** Whether the page asks for the deposit: the payment card, the Cash App tab, 'Payment Pending'. */
export function depositDue(status: string, paymentStatus: string): boolean {
  return PAYING_STAGES.includes(bookingStage(status)) && awaitsDeposit(paymentStatus);
}

/** Whether 'Deposit Confirmed' is true to say: the deposit is in and the booking still stands. */
export function depositConfirmed(status: string, paymentStatus: string): boolean {
  const stage = bookingStage(status);
  return paymentStatus === 'depositPaid' && stage !== 'cancelled' && stage !== 'archived';
}

const DEPOSIT_KEPT = msg`We received your deposit for this booking; it is recorded with your reference.`;
/** A cancelled or closed booking that received a deposit says so, instead of "no payment is due". */
const CLOSED_WITH_DEPOSIT: Partial<Record<BookingStage, StageWords['steps']>> = {
  cancelled: [
    DEPOSIT_KEPT,
    msg`Contact us with your booking reference about a refund; refunds follow our Terms of Service.`,
    NEW_REQUEST,
  ],
  archived: [DEPOSIT_KEPT, msg`Questions about it? Contact us with your booking reference.`, NEW_REQUEST],
};

/**
 * The heading and steps for a booking's status; a deposit already in (a reopened booking) is never
 * asked for again, and a cancelled or closed booking that received one says so.
 */
export function stageCopy(i18n: I18n, status: string, paymentStatus: string): StageCopy {
  const stage = bookingStage(status);
  const words = COPY[stage];
  const paidAlready = PAYING_STAGES.includes(stage) && !depositDue(status, paymentStatus);
  const closedWithDeposit = hasReceivedMoney(paymentStatus) ? CLOSED_WITH_DEPOSIT[stage] : undefined;
  const [first, second, third] = paidAlready
    ? [msg`There is nothing to pay now.`, CONTACT, ARRIVAL]
    : (closedWithDeposit ?? words.steps);
  return {
    heading: i18n._(words.heading),
    intro: i18n._(paidAlready ? msg`Thank you: your deposit is in.` : words.intro),
    steps: [i18n._(first), i18n._(second), i18n._(third)],
  };
}
