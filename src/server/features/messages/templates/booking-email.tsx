import type { I18n } from '@lingui/core';
import { Button, Link, Section, Text } from '@react-email/components';
import { EmailLayout, type Sender } from './layout';

/** What one e-mail about a booking says; compose.ts fills it in for each kind of message. */
export type BookingEmailContent = {
  preview: string;
  heading: string;
  paragraphs: string[];
  details: { label: string; value: string }[];
  payment?: { reference: string; deposit: string; cashAppLink: string };
  /** A request in a sentence of its own, ending with its link ("Please confirm your e-mail: Confirm"). */
  action?: { text: string; label: string; href: string };
  button?: { label: string; href: string };
};

const text = { color: '#111827', fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' } as const;

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
          <Link className="link" href={content.action.href} style={{ color: '#1d4ed8', fontWeight: 'bold' }}>
            {content.action.label}
          </Link>
        </Text>
      )}
      {content.payment && <PaymentCallout {...content.payment} i18n={i18n} />}
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
          <Button
            href={content.button.href}
            style={{
              backgroundColor: '#be185d',
              color: '#ffffff',
              borderRadius: '6px',
              fontSize: '15px',
              fontWeight: 'bold',
              padding: '12px 20px',
              textDecoration: 'none',
            }}
          >
            {content.button.label}
          </Button>
          <Text className="muted" style={{ color: '#4b5563', fontSize: '13px', margin: '10px 0 0' }}>
            {i18n._({ id: 'email.open-link', message: 'Or open this link:' })}{' '}
            {/* A link is one long word (an invitation's holds a 43-character token): broken anywhere, it
                fits a phone instead of widening the e-mail past the screen (issue 26). */}
            <Link className="link" href={content.button.href} style={{ color: '#1d4ed8', wordBreak: 'break-all' }}>
              {content.button.href}
            </Link>
          </Text>
        </Section>
      )}
    </EmailLayout>
  );
}

/** How to pay, with the reference to put in the Cash App note so the deposit can be matched. */
function PaymentCallout({
  reference,
  deposit,
  cashAppLink,
  i18n,
}: {
  reference: string;
  deposit: string;
  cashAppLink: string;
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
      <Text className="text" style={{ ...text, margin: '0 0 6px' }}>
        <strong>
          {i18n._({
            id: 'email.payment.pay',
            message: 'Pay the {deposit} deposit with Cash App:',
            values: { deposit },
          })}
        </strong>{' '}
        <Link className="link" href={cashAppLink} style={{ color: '#1d4ed8' }}>
          {cashAppLink}
        </Link>
      </Text>
      <Text className="text" style={{ ...text, margin: 0 }}>
        {beforeReference}
        <strong style={{ fontSize: '17px', letterSpacing: '1px' }}>{reference}</strong>
        {afterReference}
      </Text>
    </Section>
  );
}
