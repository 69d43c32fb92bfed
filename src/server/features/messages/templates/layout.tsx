import { Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { type BusinessIdentity, phoneForPeople } from '../../../../shared/business';
import type { I18n } from '../../../../shared/i18n-runtime';

/** Who the e-mails come from: the business identity of the settings, and the site's address. */
export type Sender = BusinessIdentity & { siteUrl: string };

/**
 * Light by default; mail apps that honour the reader's dark setting get the dark palette
 * (Apple Mail, iOS, Outlook for Mac by the media query; Outlook.com by its data-ogsc/ogsb
 * marks). Every element with a background or a coloured text carries a class that is given a
 * dark value here: a frame whose light grey stayed around a dark card (the Body's inner cell had
 * no class) read as a broken e-mail. Apps that invert colours on their own (Gmail's app) get
 * explicit pairs (background and text on the same element), which they invert together.
 */
export const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .body, .frame { background-color: #111827 !important; }
    .card { background-color: #1f2937 !important; border-color: #374151 !important; }
    .text, .heading, .detail-value { color: #f9fafb !important; }
    .muted, .detail-label, .footer { color: #d1d5db !important; }
    .callout { background-color: #422006 !important; border-color: #a16207 !important; }
    .rule { border-color: #374151 !important; }
    .link { color: #93c5fd !important; }
    .button { background-color: #db2777 !important; color: #ffffff !important; }
  }
  [data-ogsb] .body, [data-ogsb] .frame { background-color: #111827 !important; }
  [data-ogsb] .card { background-color: #1f2937 !important; }
  [data-ogsb] .callout { background-color: #422006 !important; }
  [data-ogsc] .text, [data-ogsc] .heading, [data-ogsc] .detail-value { color: #f9fafb !important; }
  [data-ogsc] .muted, [data-ogsc] .detail-label, [data-ogsc] .footer { color: #d1d5db !important; }
  [data-ogsc] .link { color: #93c5fd !important; }
  @media only screen and (max-width: 600px) { .card { padding: 20px 16px !important; } }
`;

/** The footer's words as plain lines (the text part): who we are, how to reach us, the site. */
export function footerLines(sender: Sender, i18n: I18n): string[] {
  const values = { phone: sender.phone ? phoneForPeople(sender.phone) : '', email: sender.email ?? '' };
  const contact =
    sender.phone && sender.email
      ? i18n._({ id: 'email.footer.call-or-write', message: 'Call or text {phone} or write to {email}.', values })
      : sender.phone
        ? i18n._({ id: 'email.footer.call', message: 'Call or text {phone}.', values })
        : sender.email
          ? i18n._({ id: 'email.footer.write', message: 'Write to {email}.', values })
          : null;
  return [
    i18n._({
      id: 'email.footer.who',
      message: '{name}, private entertainment in South Florida.',
      values: { name: sender.name },
    }),
    ...(contact ? [contact] : []),
    sender.siteUrl,
  ];
}

/** The frame of every e-mail: a preview line, a heading, the content, and who we are in the footer. */
export function EmailLayout({
  preview,
  heading,
  sender,
  i18n,
  children,
}: {
  preview: string;
  heading: string;
  sender: Sender;
  i18n: I18n;
  children: ReactNode;
}) {
  const name = sender.name;
  const phone = sender.phone && (
    <Link className="link" href={`tel:${sender.phone}`} style={{ color: '#1d4ed8' }}>
      {phoneForPeople(sender.phone)}
    </Link>
  );
  const email = sender.email && (
    <Link className="link" href={`mailto:${sender.email}`} style={{ color: '#1d4ed8' }}>
      {sender.email}
    </Link>
  );
  // The contact sentence, split at its placeholders so the phone and address stay links.
  const marks = { phone: '\uE000', email: '\uE001' };
  const contact = (sentence: string) =>
    sentence.split(/([\uE000\uE001])/).map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered
      <Fragment key={i}>{part === '\uE000' ? phone : part === '\uE001' ? email : part}</Fragment>
    ));
  return (
    <Html lang={i18n.locale}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      {/* A plain body: React Email's Body copies its style onto an inner cell without the class,
          which kept its light grey around a dark card in dark mode. */}
      <body
        className="body"
        style={{ backgroundColor: '#f3f4f6', margin: 0, fontFamily: 'Arial, Helvetica, sans-serif' }}
      >
        <Preview>{preview}</Preview>
        <Section className="frame" style={{ backgroundColor: '#f3f4f6', padding: '24px 8px' }}>
          <Container
            className="card"
            style={{
              maxWidth: '560px',
              width: '100%',
              backgroundColor: '#ffffff',
              border: '1px solid #e5e7eb',
              borderRadius: '8px',
              padding: '28px 32px',
            }}
          >
            <Text className="muted" style={{ color: '#6b7280', fontSize: '13px', margin: '0 0 4px' }}>
              {sender.name}
            </Text>
            <Heading
              as="h1"
              className="heading"
              style={{ color: '#111827', fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}
            >
              {heading}
            </Heading>
            {children}
            <Hr className="rule" style={{ borderColor: '#e5e7eb', margin: '28px 0 16px' }} />
            <Section>
              <Text className="footer" style={{ color: '#4b5563', fontSize: '13px', lineHeight: '20px', margin: 0 }}>
                {i18n._({
                  id: 'email.footer.who',
                  // The region's name differs by language ("el sur de la Florida"): written in the message.
                  message: '{name}, private entertainment in South Florida.',
                  values: { name },
                })}
                <br />
                {phone && email
                  ? contact(
                      i18n._({
                        id: 'email.footer.call-or-write',
                        message: 'Call or text {phone} or write to {email}.',
                        values: marks,
                      }),
                    )
                  : phone
                    ? contact(i18n._({ id: 'email.footer.call', message: 'Call or text {phone}.', values: marks }))
                    : email
                      ? contact(i18n._({ id: 'email.footer.write', message: 'Write to {email}.', values: marks }))
                      : null}
                {(sender.phone || sender.email) && <br />}
                <Link className="link" href={sender.siteUrl} style={{ color: '#1d4ed8' }}>
                  {sender.siteUrl.replace(/^https?:\/\//, '')}
                </Link>
              </Text>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}
