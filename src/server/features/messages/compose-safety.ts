import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import { eventWhenInWords } from '../../../shared/event-time';
import { INTL_LOCALE, LOCALE_BASE } from '../../../shared/locale';
import type { CheckinKind } from '../../../shared/safety';
import type { AlarmNote, MissedCheckinFacts } from '../safety';
import { renderEmail } from './compose';
import type { PushNote } from './compose-push';
import { emailI18n } from './email-i18n';
import { type ComposeContext, oneLine } from './message-plans';
import type { NewMessage } from './repository';

/** The check-ins in the desk's words (English, like the team's messages). */
const CHECKIN_WORDS: Record<CheckinKind, string> = {
  'on-the-way': 'On my way',
  arrived: 'Arrived',
  ok: "I'm OK",
  leaving: 'Leaving',
  'home-safe': 'Home safe',
};

/** What kind of alarm, in the desk's words. */
function alarmWords(n: AlarmNote): string {
  switch (n.kind) {
    case 'panic':
      return 'PANIC button pressed';
    case 'duress':
      return 'Silent alarm: she checked in with her duress PIN';
    case 'no-show-risk':
      return 'No-show risk: not on her way 60 minutes before the start';
    case 'missed-checkin':
      return `Missed check-in: ${n.missedKind ? CHECKIN_WORDS[n.missedKind] : 'check-in'} not pressed in time`;
  }
}

const clock = (at: Date) =>
  at.toLocaleString('en-US', { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short', dateStyle: 'medium' });
const tonightLink = (ctx: ComposeContext) => `${ctx.publicUrl}/admin/tonight`;
const mapLink = (l: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${l.lat.toFixed(6)}&mlon=${l.lng.toFixed(6)}`;

/** Her phones, in her language: a check-in is late. */
export function checkinMissedNote(f: MissedCheckinFacts, ctx: ComposeContext): PushNote {
  const i18n = emailI18n(f.language);
  const due = f.dueAt.toLocaleTimeString(INTL_LOCALE[f.language], { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short' });
  return {
    kind: 'performer-checkin-missed',
    key: `performer-checkin-missed:${f.bookingId}:${f.performerId}:${f.missedKind}:${f.dueAt.toISOString()}`,
    title: i18n._({ id: 'push.safety.missed.title', message: 'Are you OK?' }),
    body: i18n._({
      id: 'push.safety.missed.body',
      message: 'Your check-in was due at {due}. Open the portal and check in, or the desk will call.',
      values: { due },
    }),
    url: `${ctx.publicUrl}${LOCALE_BASE[f.language]}/portal/`,
    bookingId: f.bookingId,
    bookingReference: f.reference,
  };
}

/** The staff's push: "Alarm: {name}" for the desk; the owners' when nobody acknowledged it. */
export function alarmPushNote(n: AlarmNote, ctx: ComposeContext): PushNote {
  const escalated = n.step === 'escalated';
  return {
    kind: escalated ? 'staff-safety-escalation' : 'staff-safety-alarm',
    key: `${escalated ? 'staff-safety-escalation' : 'staff-safety-alarm'}:${n.id}`,
    title: escalated ? `Unanswered alarm: ${n.performerName}` : `Alarm: ${n.performerName}`,
    body: `${alarmWords(n)}. Booking ${n.reference}, ${n.address || 'no address'}.${
      escalated ? ' Nobody has acknowledged it for 5 minutes.' : ''
    }`,
    url: tonightLink(ctx),
    bookingId: n.bookingId,
    bookingReference: n.reference,
  };
}

function details(n: AlarmNote) {
  return [
    { label: 'Alarm', value: alarmWords(n) },
    { label: 'Raised', value: clock(n.raisedAt) },
    { label: 'Performer', value: n.performerName },
    { label: 'Booking', value: n.reference },
    { label: 'When', value: eventWhenInWords(n.eventDate, n.eventTime) },
    { label: 'Address', value: n.address || 'Not set' },
    { label: 'Client', value: n.clientName },
    { label: 'Client phone', value: n.clientPhone ?? 'Not given' },
    {
      label: 'Her last location',
      value: n.location
        ? `${mapLink(n.location)} (within ${Math.round(n.location.accuracy)} m, at ${clock(n.location.at)})`
        : 'Not shared',
    },
    ...(n.kind === 'no-show-risk'
      ? [{ label: 'Free alternates', value: n.alternates.map((a) => a.name).join(', ') || 'None free' }]
      : []),
  ];
}

/**
 * The e-mail: to TEAM_EMAILS when raised; to every owner when nobody acknowledged it in 5 minutes,
 * with her emergency contact's name and phone to call (the product sends no SMS: decision 038).
 * None when there is nobody to send it to.
 */
export async function alarmEmail(n: AlarmNote, ctx: ComposeContext): Promise<NewMessage | null> {
  const escalated = n.step === 'escalated';
  const to = escalated ? n.owners : ctx.teamEmails;
  if (to.length === 0) return null;
  const note = alarmPushNote(n, ctx);
  const contact = n.emergencyContact;
  const call = contact
    ? `Call her emergency contact now: ${contact.name}, ${contact.phone}. No text message is sent to them: an owner calls.`
    : 'She has no emergency contact on file: call her, then the client.';
  const paragraphs = escalated
    ? ['Nobody at the desk has acknowledged this alarm for 5 minutes.', call]
    : ['Call her now. Acknowledge the alarm on the Tonight board with a note of what you did.'];
  const contactDetails = escalated
    ? [{ label: 'Emergency contact', value: contact ? `${contact.name}, ${contact.phone}` : 'None on file' }]
    : [];
  const { html, text } = await renderEmail(
    {
      preview: note.body,
      heading: note.title,
      paragraphs,
      details: [...details(n), ...contactDetails],
      button: { label: 'Open Tonight', href: tonightLink(ctx) },
    },
    ctx,
    emailI18n('en'),
  );
  return {
    idempotencyKey: note.key,
    channel: 'email',
    kind: note.kind,
    bookingId: n.bookingId,
    bookingReference: n.reference,
    recipient: to.join(', '),
    subject: oneLine(`${note.title} (${n.reference})${escalated && contact ? `: call ${contact.name}` : ''}`),
    html,
    text,
    attachments: [],
  };
}
