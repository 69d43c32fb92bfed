import { awaitsDeposit, type BookingStage, bookingStage } from '../../../shared/booking-status';
import { RESPONSE_HOURS } from '../../../shared/business';

/** What the confirmation page says at one stage of a booking: its heading, one line under it, and What's Next. */
export type StageCopy = { heading: string; intro: string; steps: readonly [string, string, string] };

const ARRIVAL = 'Your performers arrive on time; the remaining balance is paid at the event.';
const CONTACT = `Our booking team contacts you within ${RESPONSE_HOURS} hours to confirm every detail.`;
const NEW_REQUEST = `Planning another event? Send a new booking request and we reply within ${RESPONSE_HOURS} hours.`;

const COPY: Record<BookingStage, StageCopy> = {
  received: {
    heading: 'Booking Request Received',
    intro: 'Thank you for your request. The 50% deposit secures your date.',
    steps: [
      'Pay the 50% deposit through Cash App to hold your date, with your reference in the note.',
      CONTACT,
      ARRIVAL,
    ],
  },
  awaitingDeposit: {
    heading: 'Awaiting Your Deposit',
    intro: 'Your performers are available. Pay the 50% deposit to secure your booking.',
    steps: [
      'Pay the 50% deposit through Cash App, with your reference in the note.',
      'We confirm your booking by e-mail as soon as the deposit arrives.',
      ARRIVAL,
    ],
  },
  depositPaid: {
    heading: 'Deposit Received',
    intro: 'Thank you: your deposit is in. We are settling the last details with your performers.',
    steps: [
      'Our booking team confirms the final details with you and your performers.',
      'You get an e-mail with a calendar invitation once your booking is confirmed.',
      ARRIVAL,
    ],
  },
  confirmed: {
    heading: 'Your Booking Is Confirmed',
    intro: 'Everything is set. Nothing more is due before the event.',
    steps: [
      'Keep your booking reference handy and quote it whenever you call or e-mail us.',
      'We e-mail you a reminder the day before your event.',
      ARRIVAL,
    ],
  },
  cancelled: {
    heading: 'Booking Cancelled',
    intro: 'This booking is cancelled and no longer holds your date.',
    steps: [
      'No payment is due for this booking.',
      'Paid a deposit? Contact us with your booking reference; refunds follow our Terms of Service.',
      NEW_REQUEST,
    ],
  },
  archived: {
    heading: 'Booking Closed',
    intro: 'This booking is closed and kept for our records.',
    steps: [
      'There is nothing more to do or pay for this booking.',
      'Questions about it? Contact us with your booking reference.',
      NEW_REQUEST,
    ],
  },
};

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

/** The heading and steps for a booking's status; a deposit already in (a reopened booking) is never asked for again. */
export function stageCopy(status: string, paymentStatus: string): StageCopy {
  const copy = COPY[bookingStage(status)];
  if (!PAYING_STAGES.includes(bookingStage(status)) || depositDue(status, paymentStatus)) return copy;
  return {
    ...copy,
    intro: 'Thank you: your deposit is in.',
    steps: ['There is nothing to pay now.', CONTACT, ARRIVAL],
  };
}
