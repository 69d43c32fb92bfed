import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { phoneForPeople, RESPONSE_HOURS } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { usePage } from '../../lib/page-context';
import type { FaqCategory, FaqItem } from './faq-content';

function Question({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="rounded-xl bg-zinc-900 ring-1 ring-zinc-800">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-3 text-left font-semibold text-white focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {item.question}
          <span aria-hidden="true" className="text-amber-300">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open} className="px-4 pb-4 text-zinc-200">
        {item.answer}
      </div>
    </li>
  );
}

/** The contact list's links: each its own target, at least 44 px tall on a phone. */
const faqContact = 'inline-flex min-h-11 items-center text-amber-300 underline';

/** `faq`: the questions written in the page's language (routes.ts loads only that one). */
export function FaqPage({ faq }: { faq: FaqCategory[] }) {
  const business = useBusiness();
  const { t } = useLingui();
  const name = business.name;
  const phone = business.phone ? phoneForPeople(business.phone) : '';
  const email = business.email;
  const hours = RESPONSE_HOURS;
  usePage({
    title: t`FAQ | ${name}`,
    description: t`How booking, the 50% Cash App deposit, cancellations, service areas and safety work. No account needed to book.`,
    canonicalPath: '/faq',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.flatMap((c) =>
        c.items.map((i) => ({
          '@type': 'Question',
          name: i.question,
          acceptedAnswer: { '@type': 'Answer', text: i.answer },
        })),
      ),
    },
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        <Trans>Frequently Asked Questions</Trans>
      </h1>
      <p className="mt-3 text-zinc-300">
        <Trans>Everything about booking a performer for your event in South Florida.</Trans>
      </p>
      {faq.map((category, i) => (
        <section key={category.name} aria-labelledby={`faq-${i}`} className="mt-8">
          <h2 id={`faq-${i}`} className="mb-3 text-xl font-bold text-amber-300">
            {category.name}
          </h2>
          <ul className="space-y-2">
            {category.items.map((item) => (
              <Question key={item.question} item={item} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="faq-contact" className="mt-10 rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
        <h2 id="faq-contact" className="text-xl font-bold">
          <Trans>Still have a question?</Trans>
        </h2>
        <p className="mt-2 text-zinc-300">
          <Trans>The booking team answers within {hours} hours, day or night.</Trans>
        </p>
        <ul className="mt-4 flex flex-wrap gap-4">
          {business.email && (
            <li>
              <a className={faqContact} href={`mailto:${business.email}`}>
                <Trans>E-mail {email}</Trans>
              </a>
            </li>
          )}
          {business.phone && (
            <>
              <li>
                <a className={faqContact} href={`tel:${business.phone}`}>
                  <Trans>Call {phone}</Trans>
                </a>
              </li>
              <li>
                <a className={faqContact} href={`sms:${business.phone}`}>
                  <Trans>Text {phone}</Trans>
                </a>
              </li>
            </>
          )}
          <li>
            <Link className={faqContact} href="/booking">
              <Trans>Send a booking request</Trans>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
