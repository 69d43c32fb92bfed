import { Button, Link, Section, Text } from '@react-email/components';
import type { I18n } from '../../../../shared/i18n-runtime';
import { EmailLayout, type Sender } from './layout';

/** A link with its words: a button, a secondary link, a calendar link. */
export type EmailLink = { label: string; href: string };

/** What one e-mail about a booking says; compose.ts fills it in for each kind of message. */
export type BookingEmailContent = {
  /** The lock-screen line: never a performer's name or an address (docs/product.md, E-mails). */
  preview: string;
  heading: string;
  paragraphs: string[];
  details: { label: string; value: string }[];
  /**
   * While the deposit is due: the main button is "Pay $X with Cash App" (said once), with the
   * deadline and the reference for the note. The booking's page then goes in `links`.
   */
  payment?: { reference: string; deposit: string; cashAppLink: string; deadline: string };
  /** A request in a sentence of its own, ending with its link ("Please confirm your e-mail: Confirm"). */
  action?: { text: string; label: string; href: string };
  button?: EmailLink;
  /** Smaller links after the main button (the booking's page when the button pays). */
  links?: EmailLink[];
  /** Add to Google Calendar / Outlook, beside the attached .ics. */
  calendarLinks?: { text: string; links: EmailLink[] };
  /** Practical advice, one point per item (the event reminder). */
  tips?: { heading: string; items: string[] };
  /** A last line in small print ("If you did not ask for this, you can ignore this e-mail."). */
  footnote?: string;
};

const text = { color: '#111827', fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' } as const;
const linkStyle = { color: '#1d4ed8' } as const;

/** `i18n` is the language the e-mail is written in (message-plans.ts): the client's, or English. */
export function BookingEmail({ content, sender, i18n }: { content: BookingEmailContent; sender: Sender; i18n: I18n }) {
  return (
    <EmailLayout preview={content.preview} heading={content.heading} sender={sender} i18n={i18n}>
      {content.paragraphs.map((p) => (
        <Text key={p} className="text" style={text}>
          {p}
        </Text>
      ))}
      {content.action && (
        <Text className="text" style={text}>
          {content.action.text}{' '}
          <Link className="link" href={content.action.href} style={{ ...linkStyle, fontWeight: 'bold' }}>
            {content.action.label}
          </Link>
        </Text>
      )}
      {content.payment && <PaymentCallout {...content.payment} i18n={i18n} />}
      {content.tips && (
        <Section style={{ margin: '0 0 12px' }}>
          <Text className="text" style={{ ...text, fontWeight: 'bold', margin: '0 0 4px' }}>
            {content.tips.heading}
          </Text>
          {content.tips.items.map((tip) => (
            <Text key={tip} className="text" style={{ ...text, margin: '0 0 6px', paddingLeft: '12px' }}>
              • {tip}
            </Text>
          ))}
        </Section>
      )}
      {content.calendarLinks && (
        <Text className="text" style={text}>
          {content.calendarLinks.text}{' '}
          {content.calendarLinks.links.map((l, i) => (
            <span key={l.href}>
              {i > 0 && ' · '}
              <Link className="link" href={l.href} style={{ ...linkStyle, fontWeight: 'bold' }}>
                {l.label}
              </Link>
            </span>
          ))}
        </Text>
      )}
      {content.details.length > 0 && (
        <Section style={{ margin: '8px 0 16px' }}>
          <table
            role="presentation"
            width="100%"
            cellPadding={0}
            cellSpacing={0}
            style={{ borderCollapse: 'collapse' }}
          >
            <tbody>
              {content.details.map((row) => (
                <tr key={row.label}>
                  <td
                    className="detail-label"
                    style={{
                      color: '#4b5563',
                      fontSize: '14px',
                      padding: '6px 12px 6px 0',
                      verticalAlign: 'top',
                      width: '38%',
                    }}
                  >
                    {row.label}
                  </td>
                  <td
                    className="detail-value"
                    style={{
                      color: '#111827',
                      fontSize: '14px',
                      padding: '6px 0',
                      verticalAlign: 'top',
                      whiteSpace: 'pre-wrap',
                    }}
                  >
                    {row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
      {content.button && (
        <Section style={{ margin: '8px 0 4px' }}>
          <MainButton {...content.button} />
          <Text className="muted" style={{ color: '#4b5563', fontSize: '13px', margin: '10px 0 0' }}>
            {i18n._({ id: 'email.open-link', message: 'Or open this link:' })}{' '}
            {/* A link is one long word (an invitation's holds a 43-character token): broken anywhere, it
                fits a phone instead of widening the e-mail past the screen (issue 26). */}
            <Link className="link" href={content.button.href} style={{ ...linkStyle, wordBreak: 'break-all' }}>
              {content.button.href}
            </Link>
          </Text>
        </Section>
      )}
      {content.links?.map((l) => (
        <Text key={l.href} className="text" style={{ ...text, margin: '8px 0 0' }}>
          <Link className="link" href={l.href} style={{ ...linkStyle, fontWeight: 'bold' }}>
            {l.label}
          </Link>
        </Text>
      ))}
      {content.footnote && (
        <Text className="muted" style={{ color: '#4b5563', fontSize: '13px', lineHeight: '20px', margin: '16px 0 0' }}>
          {content.footnote}
        </Text>
      )}
    </EmailLayout>
  );
}

/** The one main button: 44 px tall at least, dark pink with white words (readable inverted too). */
function MainButton({ label, href }: EmailLink) {
  return (
    <Button
      className="button"
      href={href}
      style={{
        backgroundColor: '#be185d',
        color: '#ffffff',
        borderRadius: '6px',
        fontSize: '16px',
        lineHeight: '20px',
        fontWeight: 'bold',
        padding: '12px 20px',
        textDecoration: 'none',
      }}
    >
      {label}
    </Button>
  );
}

/** The words of the pay button: said once in an e-mail, in the HTML and the text part alike. */
export const payLabel = (deposit: string, i18n: I18n) =>
  i18n._({ id: 'email.payment.button', message: 'Pay {deposit} with Cash App', values: { deposit } });

/** The deadline sentence of the deposit. */
export const payBy = (deadline: string, i18n: I18n) =>
  i18n._({
    id: 'email.payment.deadline',
    message: 'Please pay the deposit by {deadline} (South Florida time) to hold your date.',
    values: { deadline },
  });

/** How to pay: the button, the deadline, and the reference to put in the Cash App note. */
function PaymentCallout({
  reference,
  deposit,
  cashAppLink,
  deadline,
  i18n,
}: {
  reference: string;
  deposit: string;
  cashAppLink: string;
  deadline: string;
  i18n: I18n;
}) {
  // The reference is set in large letters: the sentence around it is split at its placeholder.
  const [beforeReference = '', afterReference = ''] = i18n
    ._({
      id: 'email.payment.note',
      message: 'Put {reference} in the note, so we can match your payment to your booking.',
      values: { reference: '\u0000' },
    })
    .split('\u0000');
  return (
    <Section
      className="callout"
      style={{
        backgroundColor: '#fef9c3',
        border: '1px solid #facc15',
        borderRadius: '6px',
        padding: '12px 16px',
        margin: '4px 0 16px',
      }}
    >
      <Text className="text" style={{ ...text, margin: '0 0 10px' }}>
        <strong>{payBy(deadline, i18n)}</strong>
      </Text>
      <MainButton label={payLabel(deposit, i18n)} href={cashAppLink} />
      <Text className="text" style={{ ...text, margin: '10px 0 0' }}>
        {beforeReference}
        <strong style={{ fontSize: '17px', letterSpacing: '1px' }}>{reference}</strong>
        {afterReference}
      </Text>
    </Section>
  );
}
