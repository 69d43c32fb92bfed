import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { businessDay } from '../../../shared/business-day';
import { localizedPath } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import {
  LIST_ATTRIBUTE_KEYS,
  PERFORMER_ATTRIBUTES,
  SINGLE_ATTRIBUTE_KEYS,
  type StoredAttributeKey,
} from '../../../shared/performer-attributes';
import { shownStripperGramPrice } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { attributeWord } from '../../lib/attribute-words';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { useResource } from '../../lib/resource';
import { FeaturedToggle } from '../admin';
import { mainPhotoOf, RatingLabel } from '../performers';
import { performerBySlugResource } from '../performers/api';
import { Check } from './icons';
import { PhotoCarousel } from './photo-carousel';
import { ReviewsSection } from './reviews-section';
import { scheduleLines } from './schedule-lines';
import { TrustFacts } from './trust-facts';

function BackLink() {
  return (
    <Link href="/" className="inline-flex items-center gap-1 text-amber-300 underline-offset-4 hover:underline">
      <span aria-hidden="true">←</span> <Trans>Back to Gallery</Trans>
    </Link>
  );
}

function NotFound() {
  const { t } = useLingui();
  usePage({ title: t`Performer Not Found`, description: t`This performer is not available.`, noindex: true }, 404);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>Performer Not Found</Trans>
      </h1>
      <p className="mt-3 text-zinc-300">
        <Trans>This performer may have moved on or the link is mistyped.</Trans>
      </p>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const title = t`We could not load this performer`;
  usePage({ title, noindex: true });
  return <LoadError title={title} action={t`Try again`} onAction={onRetry} />;
}

function Facts({ items }: { items: [string, string | null | undefined][] }) {
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]));
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-zinc-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChipList({ title, items, tone }: { title: string; items: string[]; tone: 'pink' | 'blue' | 'neutral' }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge tone={tone}>{item}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The attributes the profile shows on their own, each with its label there: facts, then lists of chips. */
const shownOnProfile = <K extends StoredAttributeKey>(keys: readonly K[]) =>
  keys.flatMap((key) => {
    const label: string | null = PERFORMER_ATTRIBUTES[key].profile;
    return label === null ? [] : [{ key, label }];
  });
const FACTS = shownOnProfile(SINGLE_ATTRIBUTE_KEYS);
const CHIPS = shownOnProfile(LIST_ATTRIBUTE_KEYS);

/** What every booking includes; the first line of the card is the performer's own schedule. */
const SELLING_POINTS = [
  msg`Custom preferences for music, style and theme`,
  msg`50% deposit via Cash App secures the date`,
  msg`Professional, punctual and discreet service`,
];

function Profile({ performer: p }: { performer: Performer }) {
  const business = useBusiness();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const name = p.name;
  // Her Spanish bio on the Spanish site when staff wrote one (issue 31), else the English.
  const bio = (locale === 'es' && p.descriptionEs) || p.description;
  usePage({
    title: `${p.name} | ${business.name}`,
    description: bio.slice(0, 155) || t`Book ${name} for your South Florida party.`,
    canonicalPath: `/performer/${p.slug}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: p.name,
      description: bio,
      jobTitle: t`Entertainer`,
      url: localizedPath(locale, `/performer/${p.slug}`),
      image: mainPhotoOf(p.photos) ?? undefined,
    },
  });
  // Derived from the flags the booking rules enforce, never a stock line (shared/availability-lines.ts).
  const now = new Date();
  const [schedule = '', ...blocked] = scheduleLines(i18n, p, businessDay(now).date);
  const hourly = formatMoney(p.hourlyRate, locale);
  const gram = formatMoney(shownStripperGramPrice(p), locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackLink />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <PhotoCarousel name={p.name} photos={p.photos} />
        </div>
        <div className="space-y-6">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-4xl font-extrabold">{p.name}</h1>
              <RatingLabel rating={p.rating} />
              {p.featured && (
                <Badge tone="gold">
                  {p.gender === 'Male' ? <Trans>FEATURED</Trans> : <Trans context="female">FEATURED</Trans>}
                </Badge>
              )}
            </div>
            <p className="mt-3 text-lg text-zinc-200">{bio}</p>
          </div>
          <section aria-labelledby="pricing-heading" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
            <h2 id="pricing-heading" className="mb-2 text-lg font-semibold">
              <Trans>Pricing</Trans>
            </h2>
            <p className="text-xl font-bold">{p.hourlyRate ? t`${hourly} per hour` : t`Hourly rate on request`}</p>
            <p className="text-zinc-200">{t`${gram} stripper gram`}</p>
          </section>
          <section
            aria-labelledby="book-heading"
            className="rounded-2xl bg-gradient-to-br from-fuchsia-950 to-zinc-900 p-6 ring-1 ring-amber-400/40"
          >
            <h2 id="book-heading" className="text-2xl font-bold">
              {/* The spec's English; Spanish names her ("Reservar a Luna"), as a Miami reader would. */}
              {locale === 'es' ? <Trans>Book {name}</Trans> : <Trans>Book This Performer</Trans>}
            </h2>
            <ul className="mt-3 space-y-2 text-zinc-100">
              {[schedule, ...blocked, ...SELLING_POINTS.map((point) => i18n._(point))].map((point) => (
                <li key={point} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              {/* On phones the sticky bar below carries this call to action. */}
              <div className="hidden sm:block">
                <ButtonLink href={`/booking/${p.id}`} size="lg">
                  <Trans>Book {name}</Trans>
                </ButtonLink>
              </div>
              <FeaturedToggle performerId={p.id} featured={p.featured} />
            </div>
          </section>
          <Facts
            items={[
              ...FACTS.map(({ key, label }): [string, string | null] => [
                attributeWord(i18n, label),
                p[key] && attributeWord(i18n, p[key]),
              ]),
              [t`Schedule`, schedule],
            ]}
          />
          <TrustFacts performer={p} now={now} />
          <ReviewsSection performer={p} />
          <ChipList title={t`Specialties`} items={p.specialties.map((s) => attributeWord(i18n, s))} tone="pink" />
          <ChipList title={t`Service areas`} items={p.serviceAreas.map((a) => a.name)} tone="neutral" />
          <ChipList title={t`Event types`} items={p.eventTypes.map((e) => attributeWord(i18n, e.name))} tone="blue" />
          {CHIPS.map(({ key, label }) => (
            <ChipList
              key={key}
              title={attributeWord(i18n, label)}
              items={p[key].map((v) => attributeWord(i18n, v))}
              tone="neutral"
            />
          ))}
        </div>
      </div>
      {/* Stuck to the bottom of the screen on phones, and never over the footer: it ends with the page. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-zinc-800 bg-zinc-950/95 px-4 py-3 backdrop-blur sm:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-sm leading-tight">
            <span className="block truncate font-semibold">{p.name}</span>
            <span className="block text-amber-300">{p.hourlyRate ? t`${hourly}/hr` : t`Stripper gram ${gram}`}</span>
          </p>
          <ButtonLink href={`/booking/${p.id}`} size="lg" className="shrink-0">
            <Trans>Book {name}</Trans>
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** /performer/{slug} and /performers/{slug}. Hidden or unknown performers answer 404. */
export function ProfilePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data, isPending, isError, refetch } = useResource(performerBySlugResource(slug));
  if (isPending)
    return (
      <p className="mx-auto max-w-6xl px-4 py-12">
        <Trans>Loading performer...</Trans>
      </p>
    );
  // A failed load is not "not found" (a 404 answers null): say so, and offer to try again.
  if (isError) return <LoadFailed onRetry={() => refetch()} />;
  return data ? <Profile performer={data} /> : <NotFound />;
}
