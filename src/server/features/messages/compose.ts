import { render } from '@react-email/components';
import { createEvent } from 'ics';
import { createElement } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import { eventStart } from '../../../shared/event-time';
import type { I18n } from '../../../shared/i18n-runtime';
import type { StaffRole } from '../../../shared/schemas/auth';
import type { MessageKind } from '../../../shared/schemas/message';
import { calendarProductId, foldCalendar, reminderAlarm } from '../../calendar-file';
import { emailI18n } from './email-i18n';
import {
  type CalendarMethod,
  type ComposeContext,
  calendarDescription,
  calendarTitle,
  confirmationLink,
  deskSearchLink,
  oneLine,
  plan,
} from './message-plans';
import type { BookingFacts, NewMessage } from './repository';
import { BookingEmail, type BookingEmailContent } from './templates/booking-email';
import { plainText } from './templates/plain-text';

/**
 * The calendar invitation: start in South Florida time (written in UTC), end = start + duration;
 * a neutral title (no performer, no address: a calendar shows it on a lock screen), the address
 * in the location (decision 041), a reminder two hours before, `PRODID:-//<Business>//Bookings//EN`.
 */
function calendarFile(f: BookingFacts, ctx: ComposeContext, i18n: I18n, method: CalendarMethod, sequence: number) {
  if (!f.eventDate) throw new Error(`booking ${f.id} has no event date`);
  const { error, value } = createEvent({
    method,
    uid: `${f.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence,
    productId: calendarProductId(ctx.sender.name),
    start: eventStart(f.eventDate, f.eventTime).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: f.eventDuration },
    title: calendarTitle(f.reference, i18n),
    description: calendarDescription(ctx, f, i18n),
    ...(method === 'CANCEL' ? {} : { alarms: [reminderAlarm(calendarTitle(f.reference, i18n))] }),
    location: f.eventLocation,
    url: confirmationLink(ctx, f),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    // REQUEST and CANCEL need an organizer's address: the business's, else MAIL_FROM's default one.
    organizer: { name: ctx.sender.name, email: ctx.sender.email ?? `bookings@${new URL(ctx.publicUrl).hostname}` },
    // A parameter value cannot hold a double quote or a control character.
    attendees: [
      {
        name: f.clientName.replace(/["\p{Cc}]+/gu, '').trim(),
        email: f.clientEmail,
        rsvp: false,
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return foldCalendar(value);
}

/** The HTML, and the text part written from the same content (one fact per line), not read off the HTML. */
export async function renderEmail(content: BookingEmailContent, ctx: ComposeContext, i18n: I18n) {
  const html = await render(createElement(BookingEmail, { content, sender: ctx.sender, i18n }));
  return { html, text: plainText(content, ctx.sender, i18n) };
}

/** What an invitation e-mail needs: who is invited, as what, by whom, and the link (with its token). */
export type StaffInvitationFacts = {
  id: string;
  email: string;
  role: StaffRole;
  invitedByEmail: string;
  expiresAt: Date;
  link: string;
};

/** An owner's invitation to the staff, in English like the team's e-mails; not about a booking. */
export async function composeStaffInvitation(inv: StaffInvitationFacts, ctx: ComposeContext): Promise<NewMessage> {
  const i18n = emailI18n('en');
  const business = ctx.sender.name;
  const as = inv.role === 'owner' ? 'an owner' : 'a booking agent';
  const until = inv.expiresAt.toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  const content: BookingEmailContent = {
    preview: `${inv.invitedByEmail} invites you to the ${business} booking desk`,
    heading: `Join the ${business} staff`,
    paragraphs: [
      `${inv.invitedByEmail} invites you to the ${business} booking desk as ${as}.`,
      `Open the link below to choose your name and password. It works once, until ${until} (South Florida time).`,
      'If you did not expect this, ignore this e-mail: nothing happens without the link.',
    ],
    details: [
      { label: 'Your sign-in e-mail', value: inv.email },
      { label: 'Role', value: inv.role === 'owner' ? 'Owner' : 'Agent' },
    ],
    button: { label: 'Accept the invitation', href: inv.link },
  };
  const { html, text } = await renderEmail(content, ctx, i18n);
  return {
    idempotencyKey: `staff-invitation:${inv.id}`,
    channel: 'email',
    kind: 'staff-invitation',
    bookingId: null,
    bookingReference: null,
    recipient: inv.email,
    subject: oneLine(`${inv.invitedByEmail} invites you to the ${business} staff`),
    html,
    text,
    attachments: [],
  };
}

/** What the owners are told when a code step ended after wrong codes. */
export type SignInAlertFacts = {
  /** One per ended step, so the alert is stored once. */
  id: string;
  owners: string[];
  accountEmail: string;
  wrongCodes: number;
  address: string;
  at: Date;
};

/** To the owners: someone with a staff password kept typing wrong codes. In English, like the team's. */
export async function composeSignInAlert(a: SignInAlertFacts, ctx: ComposeContext): Promise<NewMessage> {
  const when = a.at.toLocaleString('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
  const content: BookingEmailContent = {
    preview: `${a.wrongCodes} wrong sign-in codes for ${a.accountEmail}`,
    heading: 'Wrong sign-in codes',
    paragraphs: [
      `Someone typed the right password for ${a.accountEmail}, then ${a.wrongCodes} wrong codes, on ${when} (South Florida time). The sign-in was stopped: they must start again with the password.`,
      'If this was not the owner of that account, the password is known to someone else: change it on the account page, or remove the account on the staff page.',
    ],
    details: [
      { label: 'Account', value: a.accountEmail },
      { label: 'From (address or IPv6 network)', value: a.address },
    ],
  };
  const { html, text } = await renderEmail(content, ctx, emailI18n('en'));
  return {
    idempotencyKey: `staff-sign-in-alert:${a.id}`,
    channel: 'email',
    kind: 'staff-sign-in-alert',
    bookingId: null,
    bookingReference: null,
    recipient: a.owners.join(', '),
    subject: oneLine(`Wrong sign-in codes for ${a.accountEmail}`),
    html,
    text,
    attachments: [],
  };
}

/**
 * An e-mail about a booking, rendered to HTML and plain text, ready to store. `cause` is the
 * place of the change behind it in the booking's history (the calendar file's SEQUENCE) and
 * whether the client's calendar holds the event (a cancellation removes it only then).
 */
export async function composeEmail(
  kind: MessageKind,
  f: BookingFacts,
  ctx: ComposeContext,
  idempotencyKey: string,
  cause: { sequence: number; inCalendar: boolean } = { sequence: f.statusTimes.length, inCalendar: false },
): Promise<NewMessage> {
  const p = plan(kind, f, ctx);
  const calendar = p.calendar === 'CANCEL' && !cause.inCalendar ? undefined : p.calendar;
  const { html, text } = await renderEmail(p.content, ctx, p.i18n);
  return {
    idempotencyKey,
    channel: 'email',
    kind,
    bookingId: f.id,
    bookingReference: f.reference,
    recipient: p.to === 'client' ? f.clientEmail : ctx.teamEmails.join(', '),
    subject: oneLine(p.subject),
    html,
    text,
    attachments:
      calendar && f.eventDate !== null
        ? [
            {
              filename: `booking-${f.reference}.ics`,
              contentType: `text/calendar; charset=utf-8; method=${calendar}`,
              content: calendarFile(f, ctx, p.i18n, calendar, cause.sequence),
            },
          ]
        : [],
  };
}

export type WebhookEvent = 'booking.created' | 'booking.status_changed' | 'booking.deleted';

/**
 * The team webhook's JSON body (signed when sent; see deliver.ts). It names the booking by its
 * reference and the staff link, never by the id the client's confirmation page is read with.
 */
export function composeWebhook(
  event: WebhookEvent,
  f: BookingFacts,
  ctx: ComposeContext & { webhook: { url: string } },
  change: { from: string | null; to: string; at: string },
  idempotencyKey: string,
): NewMessage {
  const staffLink = (reference: string) => deskSearchLink(ctx, reference);
  const body = {
    event,
    reference: f.reference,
    status: change.to,
    previousStatus: change.from,
    paymentStatus: f.paymentStatus,
    amounts: { total: f.totalAmount, deposit: f.depositAmount, remaining: f.remainingAmount },
    eventDate: f.eventDate,
    eventTime: f.eventTime,
    adminUrl: event === 'booking.deleted' ? null : staffLink(f.reference),
    ...(f.confirmedOverlaps
      ? {
          overlapsConfirmed: f.confirmedOverlaps.map((c) => ({
            reference: c.reference,
            performer: c.performerName,
            eventDate: c.eventDate,
            eventTime: c.eventTime,
            adminUrl: staffLink(c.reference),
          })),
        }
      : {}),
    occurredAt: change.at,
  };
  return {
    idempotencyKey,
    channel: 'webhook',
    kind: 'webhook',
    bookingId: f.id,
    bookingReference: f.reference,
    recipient: ctx.webhook.url,
    subject: `${event} ${f.reference} (${change.to})`,
    text: JSON.stringify(body),
    html: null,
    attachments: [],
  };
}
