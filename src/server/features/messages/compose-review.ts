import { dateInWords } from '../../../shared/event-time';
import type { ReviewInvitationFacts } from '../reviews';
import { renderEmail } from './compose';
import { emailI18n } from './email-i18n';
import { inert } from './inert-text';
import type { ComposeContext } from './message-plans';
import { oneLine } from './message-plans';
import type { NewMessage } from './repository';

/**
 * The day after a booking took place (decision 040): one to five stars and a few words, in the
 * booking's language. Subject and preview name no performer and no place: they show on a lock
 * screen before the e-mail is opened.
 */
export async function composeReviewInvitation(f: ReviewInvitationFacts, ctx: ComposeContext): Promise<NewMessage> {
  const i18n = emailI18n(f.locale);
  const ref = f.reference;
  const name = inert(f.clientName.trim().split(/\s+/)[0] ?? '');
  const subject = i18n._({ id: 'email.review.subject', message: 'How was your event? Booking {ref}', values: { ref } });
  const { html, text } = await renderEmail(
    {
      preview: i18n._({
        id: 'email.review.preview',
        message: 'One to five stars and a few words: it takes a minute.',
      }),
      heading: i18n._({ id: 'email.review.heading', message: 'How was your event?' }),
      paragraphs: [
        i18n._({ id: 'email.hello', message: 'Hi {name},', values: { name } }),
        i18n._({
          id: 'email.review.text',
          message:
            'Thank you for booking with us. Would you tell other clients how it went? Choose one to five stars and write a few words. Our team reads every review before it is published, signed with your first name and initial.',
        }),
        i18n._({
          id: 'email.review.once',
          message: 'The link works once, for 30 days. If you did not book with us, ignore this e-mail.',
        }),
      ],
      details: [
        { label: i18n._({ id: 'email.label.reference', message: 'Reference' }), value: ref },
        ...(f.eventDate
          ? [
              {
                label: i18n._({ id: 'email.review.label.date', message: 'Date' }),
                value: dateInWords(f.eventDate, { locale: f.locale }),
              },
            ]
          : []),
      ],
      button: { label: i18n._({ id: 'email.review.button', message: 'Write a review' }), href: f.link },
    },
    ctx,
    i18n,
  );
  return {
    idempotencyKey: `review-invitation:${f.bookingId}`,
    channel: 'email',
    kind: 'review-invitation',
    bookingId: f.bookingId,
    bookingReference: ref,
    recipient: f.clientEmail,
    subject: oneLine(subject),
    html,
    text,
    attachments: [],
  };
}
