import type { I18n } from '../../../../shared/i18n-runtime';
import { type BookingEmailContent, type EmailLink, payBy, payLabel } from './booking-email';
import { footerLines, type Sender } from './layout';

/** A link in the text part: its words, then the address alone on the next line (tappable whole). */
const linkLines = (l: EmailLink) => [`${l.label}:`, l.href];

/**
 * The text part, written from the content like the HTML (issue 31): one fact per line
 * ("Reference: A600AA9F"), each link on a line of its own, blank lines between blocks. Reading
 * it off the HTML ran the table's cells together ("ReferenceA600AA9FWhen…").
 */
export function plainText(content: BookingEmailContent, sender: Sender, i18n: I18n): string {
  const blocks: string[][] = [[sender.name, content.heading]];
  for (const p of content.paragraphs) blocks.push([p]);
  if (content.action) blocks.push([`${content.action.text} ${content.action.label}:`, content.action.href]);
  if (content.payment) {
    const pay = content.payment;
    blocks.push([
      payBy(pay.deadline, i18n),
      ...linkLines({ label: payLabel(pay.deposit, i18n), href: pay.cashAppLink }),
      i18n._({
        id: 'email.payment.note',
        message: 'Put {reference} in the note, so we can match your payment to your booking.',
        values: { reference: pay.reference },
      }),
    ]);
  }
  if (content.tips) blocks.push([content.tips.heading, ...content.tips.items.map((t) => `• ${t}`)]);
  if (content.calendarLinks)
    blocks.push([content.calendarLinks.text, ...content.calendarLinks.links.flatMap(linkLines)]);
  if (content.details.length) {
    // A value of several lines (the party rules) starts on the line after its label.
    blocks.push(
      content.details.map((d) => (d.value.includes('\n') ? `${d.label}:\n${d.value}` : `${d.label}: ${d.value}`)),
    );
  }
  if (content.button) blocks.push(linkLines(content.button));
  for (const l of content.links ?? []) blocks.push(linkLines(l));
  if (content.footnote) blocks.push([content.footnote]);
  blocks.push(['-- ', ...footerLines(sender, i18n)]);
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
