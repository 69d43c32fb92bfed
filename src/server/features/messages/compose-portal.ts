import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import { durationInWords, eventWhenInWords } from '../../../shared/event-time';
import { INTL_LOCALE, type Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import type { MessageKind } from '../../../shared/schemas/message';
import type { ClosedOfferFacts, OfferMailFacts } from '../offers';
import type { PerformerLinkFacts } from '../portal';
import { renderEmail } from './compose';
import type { PushNote } from './compose-push';
import { emailI18n } from './email-i18n';
import { type ComposeContext, oneLine } from './message-plans';
import type { NewMessage } from './repository';
import type { BookingEmailContent } from './templates/booking-email';

/** Until when a link works, in her language, South Florida time. */
const until = (f: PerformerLinkFacts) =>
  f.expiresAt.toLocaleString(INTL_LOCALE[f.language], {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });

async function linkEmail(
  kind: MessageKind,
  f: PerformerLinkFacts,
  ctx: ComposeContext,
  content: BookingEmailContent,
  subject: string,
): Promise<NewMessage> {
  const { html, text } = await renderEmail(content, ctx, emailI18n(f.language));
  return {
    idempotencyKey: `${kind}:${f.id}`,
    channel: 'email',
    kind,
    bookingId: null,
    bookingReference: null,
    recipient: f.email,
    subject: oneLine(subject),
    html,
    text,
    attachments: [],
  };
}

/** Staff invite a performer to the portal, in her language (decision 033). */
export function composePerformerInvitation(f: PerformerLinkFacts, ctx: ComposeContext): Promise<NewMessage> {
  const i18n = emailI18n(f.language);
  const business = ctx.sender.name;
  const subject = i18n._({
    id: 'email.portal.invitation.subject',
    message: 'Your {business} performer portal',
    values: { business },
  });
  return linkEmail(
    'performer-invitation',
    f,
    ctx,
    {
      preview: subject,
      heading: i18n._({ id: 'email.portal.invitation.heading', message: 'Join the performer portal' }),
      paragraphs: [
        i18n._({
          id: 'email.portal.invitation.body',
          message:
            'Hi {name}, {business} invites you to its performer portal: see the bookings offered to you, accept or decline them, and keep your availability up to date, from your phone.',
          values: { name: f.name, business },
        }),
        i18n._({
          id: 'email.portal.invitation.until',
          message: 'The button below works once, until {until} (South Florida time).',
          values: { until: until(f) },
        }),
        i18n._({
          id: 'email.portal.ignore',
          message: 'If you did not expect this, ignore this e-mail: nothing happens without the link.',
        }),
      ],
      details: [],
      button: { label: i18n._({ id: 'email.portal.invitation.button', message: 'Join the portal' }), href: f.link },
    },
    subject,
  );
}

/** The e-mailed sign-in link she asked for, in her language. */
export function composePerformerSignInLink(f: PerformerLinkFacts, ctx: ComposeContext): Promise<NewMessage> {
  const i18n = emailI18n(f.language);
  const subject = i18n._({
    id: 'email.portal.sign-in.subject',
    message: 'Your sign-in link for {business}',
    values: { business: ctx.sender.name },
  });
  return linkEmail(
    'performer-sign-in-link',
    f,
    ctx,
    {
      preview: subject,
      heading: i18n._({ id: 'email.portal.sign-in.heading', message: 'Sign in to the performer portal' }),
      paragraphs: [
        i18n._({
          id: 'email.portal.sign-in.body',
          message: 'Hi {name}, the button below signs you in once, until {until} (South Florida time).',
          values: { name: f.name, until: until(f) },
        }),
        i18n._({
          id: 'email.portal.ignore',
          message: 'If you did not expect this, ignore this e-mail: nothing happens without the link.',
        }),
      ],
      details: [],
      button: { label: i18n._({ id: 'email.portal.sign-in.button', message: 'Sign in' }), href: f.link },
    },
    subject,
  );
}

/** A new offer, in her language: the event as she may see it, her share, and until when to answer. */
export function composePerformerOffer(f: OfferMailFacts & { email: string }, ctx: ComposeContext): Promise<NewMessage> {
  const i18n = emailI18n(f.language);
  const when = f.eventDate ? eventWhenInWords(f.eventDate, f.eventTime, f.language) : '';
  const subject = i18n._({ id: 'email.offer.subject', message: 'New booking offer: {when}', values: { when } });
  const until = f.expiresAt.toLocaleString(INTL_LOCALE[f.language], {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  const notSet = i18n._({ id: 'email.not-set', message: 'Not set' });
  const facts: PerformerLinkFacts = {
    id: f.id,
    name: f.name,
    email: f.email,
    language: f.language,
    expiresAt: f.expiresAt,
    link: '',
  };
  return linkEmail(
    'performer-offer',
    facts,
    ctx,
    {
      preview: subject,
      heading: i18n._({ id: 'email.offer.heading', message: 'A booking is offered to you' }),
      paragraphs: [
        i18n._({
          id: 'email.offer.body',
          message:
            'Hi {name}, {business} offers you this booking. Accept or decline it in the portal before {until} (South Florida time); after that it goes to someone else.',
          values: { name: f.name, business: ctx.sender.name, until },
        }),
        i18n._({
          id: 'email.offer.later',
          message: "The address and the client's name show in the portal once the deposit is paid.",
        }),
      ],
      details: [
        { label: i18n._({ id: 'email.label.when', message: 'When' }), value: when || notSet },
        {
          label: i18n._({ id: 'email.label.duration', message: 'Duration' }),
          value: durationInWords(f.eventDuration, f.language),
        },
        { label: i18n._({ id: 'email.label.area', message: 'Area' }), value: f.serviceArea ?? notSet },
        { label: i18n._({ id: 'email.offer.event-type', message: 'Event' }), value: f.eventType ?? notSet },
        { label: i18n._({ id: 'email.offer.guests', message: 'Guests' }), value: String(f.estimatedGuests) },
        {
          label: i18n._({ id: 'email.offer.share', message: 'Your share' }),
          value: formatMoney(f.shareAmount, f.language),
        },
      ],
      button: {
        label: i18n._({ id: 'email.offer.button', message: 'Answer in the portal' }),
        href: `${ctx.publicUrl}/portal`,
      },
    },
    subject,
  );
}

/** The offer as a notification on her phone, in her language: when, where, her share. */
export function offerPushNote(f: OfferMailFacts, ctx: ComposeContext): PushNote {
  const i18n = emailI18n(f.language);
  const when = f.eventDate ? eventWhenInWords(f.eventDate, f.eventTime, f.language) : '';
  return {
    kind: 'performer-offer',
    key: `performer-offer:${f.id}`,
    title: i18n._({ id: 'push.offer.title', message: 'New booking offer' }),
    body: i18n._({
      id: 'push.offer.body',
      message: '{when} in {area}. Your share: {share}.',
      values: { when, area: f.serviceArea ?? '', share: formatMoney(f.shareAmount, f.language) },
    }),
    url: `${ctx.publicUrl}${f.language === 'es' ? '/es' : ''}/portal/`,
    bookingId: f.bookingId,
  };
}

/** What staff are told when an offer is declined or expires (English, like the team's messages). */
export function closedOfferNote(c: ClosedOfferFacts, ctx: ComposeContext): PushNote {
  const declined = c.state === 'declined';
  return {
    kind: declined ? 'staff-offer-declined' : 'staff-offer-expired',
    key: `staff-offer-${c.state}:${c.offerId}`,
    title: declined ? `${c.performerName} declined ${c.reference}` : `Offer to ${c.performerName} expired`,
    body: declined
      ? c.reason
        ? `Reason: ${c.reason}. Find someone else on the desk.`
        : 'Find someone else on the desk.'
      : `No answer for booking ${c.reference}. Find someone else on the desk.`,
    url: `${ctx.publicUrl}/admin/bookings?q=${encodeURIComponent(c.reference)}`,
    bookingId: c.bookingId,
    bookingReference: c.reference,
  };
}

/** Her unanswered offer ends soon: when it ends, in her language. */
export function offerExpiringNote(f: OfferMailFacts, ctx: ComposeContext): PushNote {
  const i18n = emailI18n(f.language);
  const until = f.expiresAt.toLocaleTimeString(INTL_LOCALE[f.language], {
    timeZone: BUSINESS_TIME_ZONE,
    timeStyle: 'short',
  });
  const when = f.eventDate ? eventWhenInWords(f.eventDate, f.eventTime, f.language) : '';
  return {
    kind: 'performer-offer-expiring',
    key: `performer-offer-expiring:${f.id}`,
    title: i18n._({ id: 'push.offer-expiring.title', message: 'Answer by {until}', values: { until } }),
    body: i18n._({
      id: 'push.offer-expiring.body',
      message: 'The offer for {when} ends soon; after that it goes to someone else.',
      values: { when },
    }),
    url: `${ctx.publicUrl}${f.language === 'es' ? '/es' : ''}/portal/`,
    bookingId: f.bookingId,
  };
}

/** A short e-mail beside a notification (the fallback when her phone takes no push). */
async function noteEmail(
  note: PushNote,
  to: { email: string; language: Locale },
  ctx: ComposeContext,
  paragraphs: string[],
): Promise<NewMessage> {
  const i18n = emailI18n(to.language);
  const { html, text } = await renderEmail(
    {
      preview: note.body,
      heading: note.title,
      paragraphs,
      details: [],
      button: { label: i18n._({ id: 'email.portal.open', message: 'Open the portal' }), href: note.url },
    },
    ctx,
    i18n,
  );
  return {
    idempotencyKey: `${note.key}:${to.email}`,
    channel: 'email',
    kind: note.kind,
    bookingId: note.bookingId ?? null,
    bookingReference: note.bookingReference ?? null,
    recipient: to.email,
    subject: oneLine(note.title),
    html,
    text,
    attachments: [],
  };
}

/** Her reminder as an e-mail too. */
export function offerExpiringEmail(f: OfferMailFacts & { email: string }, ctx: ComposeContext) {
  const note = offerExpiringNote(f, ctx);
  return noteEmail(note, f, ctx, [note.body]);
}

/** Her booking confirmed, changed or cancelled, as an e-mail too (the push's words, in her language). */
export function bookingNoteEmail(note: PushNote, to: { email: string; language: Locale }, ctx: ComposeContext) {
  return noteEmail(note, to, ctx, [note.body]);
}

/** Staff's alert of a declined or expired offer, as an e-mail to the team too (English). */
export async function closedOfferEmail(c: ClosedOfferFacts, ctx: ComposeContext): Promise<NewMessage | null> {
  if (ctx.teamEmails.length === 0) return null;
  const note = closedOfferNote(c, ctx);
  const message = await noteEmail(note, { email: ctx.teamEmails.join(', '), language: 'en' }, ctx, [note.body]);
  return { ...message, idempotencyKey: note.key };
}
