import { useId, useState } from 'react';
import { Link } from 'wouter';
import { phoneForPeople, RESPONSE_HOURS } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { usePage } from '../../lib/page-context';
import { FAQ, type FaqItem } from './faq-content';

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

export function FaqPage() {
  const business = useBusiness();
  usePage({
    title: `FAQ | ${business.name}`,
    description:
      'How booking, the 50% Cash App deposit, cancellations, service areas and safety work. No account needed to book.',
    canonicalPath: '/faq',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.flatMap((c) =>
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
      <h1 className="text-3xl font-extrabold sm:text-4xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-zinc-300">Everything about booking a performer for your event in South Florida.</p>
      {FAQ.map((category) => (
        <section key={category.name} aria-labelledby={`faq-${category.name}`} className="mt-8">
          <h2 id={`faq-${category.name}`} className="mb-3 text-xl font-bold text-amber-300">
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
          Still have a question?
        </h2>
        <p className="mt-2 text-zinc-300">The booking team answers within {RESPONSE_HOURS} hours, day or night.</p>
        <ul className="mt-4 flex flex-wrap gap-4">
          {business.email && (
            <li>
              <a className="text-amber-300 underline" href={`mailto:${business.email}`}>
                E-mail {business.email}
              </a>
            </li>
          )}
          {business.phone && (
            <>
              <li>
                <a className="text-amber-300 underline" href={`tel:${business.phone}`}>
                  Call {phoneForPeople(business.phone)}
                </a>
              </li>
              <li>
                <a className="text-amber-300 underline" href={`sms:${business.phone}`}>
                  Text {phoneForPeople(business.phone)}
                </a>
              </li>
            </>
          )}
          <li>
            <Link className="text-amber-300 underline" href="/booking">
              Send a booking request
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
