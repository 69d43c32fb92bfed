import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { CITY_NAMES } from '../../../shared/cities';
import type { CityContent } from '../../../shared/city-pages';
import { localizedPath } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { attributeWord } from '../../lib/attribute-words';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { useResource } from '../../lib/resource';
import { NotFoundPage } from '../not-found';
import { PerformerPhoto, RatingLabel } from '../performers';
import { cityPerformersResource, CITY_SHOWN as SHOWN, topRatedResource } from './api';

/** The city's first six performers, topped up with the best-rated ones when fewer serve it. */
function pickPerformers(local: Performer[], top: Performer[]): Performer[] {
  const ids = new Set(local.map((p) => p.id));
  return [...local, ...top.filter((p) => !ids.has(p.id))].slice(0, SHOWN);
}

/**
 * The structured data's rating: the published reviews of the performers the page shows (their
 * shown rating is the average of those reviews, decision 040), weighted by their counts. None
 * published: no rating at all. Never a made-up figure (decision 040).
 */
function reviewedRating(performers: Performer[]) {
  const reviewed = performers.filter((p) => p.reviewCount > 0 && p.rating !== null);
  const count = reviewed.reduce((n, p) => n + p.reviewCount, 0);
  if (count === 0) return {};
  const stars = reviewed.reduce((sum, p) => sum + (p.rating ?? 0) * p.reviewCount, 0) / count;
  const ratingValue = Math.round(stars * 10) / 10;
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue, reviewCount: count, bestRating: 5 } };
}

const EVENT_CARDS = [
  { title: msg`Bachelor Parties`, text: msg`The last night out done right: a show the groom will never forget.` },
  { title: msg`Birthday Parties`, text: msg`Turn a birthday into a celebration with a surprise performance.` },
  {
    title: msg`Private Events`,
    text: msg`Bachelorette weekends, divorce parties, VIP nights: tell us what you are celebrating.`,
  },
];

/**
 * A city card: a row on a phone like the gallery's (issue 31), with her gender and a 44 px Book
 * button that opens the wizard on step 2 with the city's area chosen (`?serviceAreaIds=`).
 */
function CityPerformerCard({ performer: p, eager, areaId }: { performer: Performer; eager: boolean; areaId: string }) {
  const { t, i18n } = useLingui();
  const rate = formatMoney(p.hourlyRate, useLocale());
  return (
    <article className="flex h-full gap-3 overflow-hidden rounded-xl bg-zinc-900 p-2 ring-1 ring-zinc-800 sm:flex-col sm:gap-0 sm:p-0">
      <PerformerPhoto
        name={p.name}
        photos={p.photos}
        eager={eager}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 96px"
        className="aspect-[3/4] w-24 shrink-0 rounded-lg sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-2 sm:p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="truncate text-lg font-semibold">{p.name}</h3>
          <RatingLabel rating={p.rating} />
        </div>
        <p className="text-sm text-zinc-300">
          {p.gender && `${attributeWord(i18n, p.gender)} · `}
          <span className="font-semibold text-amber-300">{p.hourlyRate ? t`${rate}/hr` : t`Rate on request`}</span>
        </p>
        <div className="hidden sm:block">
          <p className="line-clamp-2 text-sm text-zinc-300">{p.description}</p>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <ButtonLink href={`/performer/${p.slug}`} variant="secondary" size="sm" className="min-h-11">
            <Trans>View Profile</Trans>
            <span className="sr-only">: {p.name}</span>
          </ButtonLink>
          <ButtonLink href={`/booking/${p.id}?serviceAreaIds=${areaId}`} size="sm" className="min-h-11">
            <Trans>Book</Trans>
            <span className="sr-only"> {p.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

export function CityPage({ city }: { city: CityContent }) {
  const business = useBusiness();
  const { t, i18n } = useLingui();
  const name = city.city;
  const locale = useLocale();
  const local = useResource(cityPerformersResource(city));
  const top = useResource(topRatedResource());
  const performers = pickPerformers(local.data ?? [], top.data ?? []);
  usePage({
    title: city.metaTitle,
    description: city.metaDescription,
    canonicalPath: city.path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'EntertainmentBusiness',
      name: `${business.name} ${city.city}`,
      description: city.metaDescription,
      // The page's own address: the Spanish page names /es/… (issue 31).
      url: localizedPath(locale, city.path),
      // Only the contact details the settings give (schema.org omits a missing one).
      ...(business.phone ? { telephone: business.phone } : {}),
      ...(business.email ? { email: business.email } : {}),
      priceRange: '$$',
      address: {
        '@type': 'PostalAddress',
        addressLocality: city.city,
        addressRegion: city.state,
        addressCountry: 'US',
      },
      areaServed: [city.city, ...city.serviceAreas].map((name) => ({ '@type': 'Place', name })),
      ...reviewedRating(performers),
    },
  });
  return (
    <>
      <section className="bg-gradient-to-b from-fuchsia-950/70 via-zinc-950 to-zinc-950">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
            {city.city}, {city.state} · <Trans>Available 24/7</Trans>
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight">{city.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-zinc-200">{city.intro}</p>
          <div className="mt-6">
            <ButtonLink href="/booking" size="lg">
              <Trans>Book Now - Free Quote</Trans>
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="city-performers" className="mx-auto max-w-6xl px-4 pt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="city-performers" className="text-2xl font-bold">
            <Trans>Top performers in {name}</Trans>
          </h2>
          <Link href="/performers" className="text-amber-300 underline">
            <Trans>View All Performers</Trans>
          </Link>
        </div>
        {/* Gender first (issue 31): each choice opens the gallery on this city's area and that gender. */}
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:flex">
          {(['Female', 'Male'] as const).map((gender) => (
            <li key={gender}>
              <ButtonLink
                href={`/performers?serviceAreaIds=${city.serviceAreaId}&gender=${gender}`}
                variant="secondary"
                className="w-full"
              >
                {gender === 'Female' ? t`Female dancers` : t`Male dancers`}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {performers.map((p, i) => (
            <li key={p.id}>
              <CityPerformerCard performer={p} eager={i === 0} areaId={city.serviceAreaId} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="why-book" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="why-book" className="text-2xl font-bold">
          <Trans>Why book with us in {name}</Trans>
        </h2>
        <p className="mt-3 max-w-3xl text-zinc-200">{city.whyBook}</p>
        <h3 className="mt-6 text-lg font-semibold">
          <Trans>Areas we serve around {name}</Trans>
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {city.serviceAreas.map((area) => (
            <li key={area}>
              <Badge>{area}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="event-types" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="event-types" className="text-2xl font-bold">
          <Trans>Events we cover</Trans>
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {EVENT_CARDS.map((card) => (
            <li key={card.title.id} className="rounded-xl bg-zinc-900 p-5 ring-1 ring-zinc-800">
              <h3 className="text-lg font-semibold text-amber-300">{i18n._(card.title)}</h3>
              <p className="mt-2 text-zinc-300">{i18n._(card.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="city-cta" className="mx-auto max-w-6xl px-4 pt-12">
        <div className="rounded-2xl bg-gradient-to-br from-fuchsia-950 to-zinc-900 p-8 text-center ring-1 ring-amber-400/40">
          <h2 id="city-cta" className="text-2xl font-bold">
            <Trans>Ready to plan your {name} party?</Trans>
          </h2>
          <p className="mt-2 text-zinc-200">
            <Trans>Pick your performers and get a free quote. We confirm within 24 hours.</Trans>
          </p>
          <div className="mt-5">
            <ButtonLink href="/booking" size="lg">
              <Trans>Start Booking Process</Trans>
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** Any other '/{something}' path: 'City not found' for '*-exotic-dancers', else the 404 page. */
export function UnknownCityOrPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  if (!slug.endsWith('-exotic-dancers')) return <NotFoundPage />;
  return <CityNotFound />;
}

function CityNotFound() {
  const { t } = useLingui();
  usePage({ title: t`City not found`, description: t`We do not have a page for this city yet.`, noindex: true }, 404);
  const cities = CITY_NAMES.join(', ');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>City not found</Trans>
      </h1>
      <p className="mt-3 text-zinc-300">
        <Trans>We serve {cities}. Browse every performer instead.</Trans>
      </p>
      <div className="mt-6">
        <ButtonLink href="/">
          <Trans>Back to Gallery</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
