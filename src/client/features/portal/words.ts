import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '../../../shared/i18n-runtime';
import type { OfferState } from '../../../shared/offers';
import type { CheckinKind } from '../../../shared/safety';
import { ApiError } from '../../lib/http';

/** An offer's state as she reads it. */
export const OFFER_STATE_WORDS: Record<OfferState, MessageDescriptor> = {
  sent: msg`Waiting for your answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  withdrawn: msg`Withdrawn`,
};

/** Her check-ins, as the buttons say them. */
export const CHECKIN_WORDS: Record<CheckinKind, MessageDescriptor> = {
  'on-the-way': msg`On my way`,
  arrived: msg`Arrived`,
  ok: msg`I'm OK`,
  leaving: msg`Leaving`,
  'home-safe': msg`Home safe`,
};

/** A booking's status as she reads it (shared/booking-status.ts); an unknown one shows as it is. */
const BOOKING_STATUS_WORDS: Record<string, MessageDescriptor> = {
  pending: msg`Requested`,
  depositPending: msg`Waiting for the deposit`,
  depositPaid: msg`Deposit paid`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  archived: msg`Archived`,
};
export const bookingStatusWords = (i18n: I18n, status: string) => {
  const words = BOOKING_STATUS_WORDS[status];
  return words ? i18n._(words) : status;
};

/** A link's token cut short (a mail app wrapping it): the server's own words (shared/schemas/portal.ts). */
export const LINK_INCOMPLETE = msg`This link is incomplete. Open it again from the e-mail, or ask for a new one.`;

/** The server's refusals that she can meet, in her language (the server speaks English). */
const SERVER_WORDS: Record<string, MessageDescriptor> = {
  'The time to answer this offer is over.': msg`The time to answer this offer is over.`,
  'This offer was already answered.': msg`This offer was already answered.`,
  'This link is incomplete. Open it again from the e-mail, or ask for a new one.': LINK_INCOMPLETE,
  'That passkey was not accepted. Try again, or ask for a sign-in link.': msg`That passkey was not accepted. Try again, or ask for a sign-in link.`,
  'That passkey could not be added. Please try again.': msg`That passkey could not be added. Please try again.`,
  'That passkey is already registered.': msg`That passkey is already registered.`,
};

/** What to tell her when a call failed: the server's own words when we know them, else a retry hint. */
export function failureWords(i18n: I18n, err: unknown): string {
  if (!(err instanceof ApiError)) return i18n._(msg`No connection. Check your connection and try again.`);
  const said = err.issues[0]?.message ?? err.serverMessage;
  const known = said ? SERVER_WORDS[said] : undefined;
  if (known) return i18n._(known);
  if (err.status === 410) return i18n._(msg`This link has expired or was already used. Ask for a new one.`);
  if (err.status === 429) return i18n._(msg`Too many tries. Wait a few minutes and try again.`);
  if (err.status === 401) return i18n._(msg`You are signed out. Sign in again.`);
  if (err.status === 400) return i18n._(msg`Please check what you entered.`);
  return i18n._(msg`Something went wrong. Try again in a moment.`);
}
