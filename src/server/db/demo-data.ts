import { addDays } from '../../shared/event-time';
import { SPECIALTIES } from '../../shared/filter-options';
import { optionsOf } from '../../shared/performer-attributes';
import { slugify } from '../../shared/slug';
import type { PerformerInput } from './factories';

type Persona = { name: string; gender: 'Male' | 'Female'; blurb: string };

/** Fictional stage personas. Attributes are dealt round-robin below so every filter value is covered. */
const PERSONAS: Persona[] = [
  {
    name: 'Scarlett Rose',
    gender: 'Female',
    blurb: 'High-energy headliner who turns any bachelor party into a night to remember.',
  },
  {
    name: 'Diamond Reyes',
    gender: 'Female',
    blurb: 'Latin rhythm, big smile and a show built around the guest of honor.',
  },
  { name: 'Marcus Steele', gender: 'Male', blurb: 'Charming, athletic and a bachelorette favorite across Miami-Dade.' },
  { name: 'Jade Monroe', gender: 'Female', blurb: 'Polished burlesque routines with a playful, classy touch.' },
  { name: 'Nova Bliss', gender: 'Female', blurb: 'EDM-fueled choreography with lights-down, party-up energy.' },
  {
    name: 'Andre Knight',
    gender: 'Male',
    blurb: 'Smooth R&B performer who keeps the whole room laughing and cheering.',
  },
  { name: 'Luna Vega', gender: 'Female', blurb: 'Graceful jazz-trained dancer for elegant private celebrations.' },
  {
    name: 'Roxy Blaze',
    gender: 'Female',
    blurb: 'Rock-and-roll attitude and a show that starts the moment she walks in.',
  },
  {
    name: 'Tyler Brooks',
    gender: 'Male',
    blurb: 'Country charm, cowboy hat included, for unforgettable bachelorette nights.',
  },
  {
    name: 'Crystal Skye',
    gender: 'Female',
    blurb: 'Pop diva routines and crowd interaction that gets everyone involved.',
  },
  { name: 'Mia Santana', gender: 'Female', blurb: 'Miami-born salsa and reggaeton specialist with a contagious vibe.' },
  { name: 'Jax Rivera', gender: 'Male', blurb: 'Hip hop showman with smooth moves and a big personality.' },
  { name: 'Amber Lane', gender: 'Female', blurb: 'Warm, friendly and professional: perfect for milestone birthdays.' },
  {
    name: 'Sapphire Cole',
    gender: 'Female',
    blurb: 'Sultry R&B sets and a signature entrance guests talk about for weeks.',
  },
  { name: 'Dominic Cruz', gender: 'Male', blurb: 'Latin heat and a gentleman’s manners for classy celebrations.' },
  {
    name: 'Kiki Starr',
    gender: 'Female',
    blurb: 'Bubbly pop performer who makes the guest of honor feel like a star.',
  },
  { name: 'Violet Hayes', gender: 'Female', blurb: 'Retro burlesque glamour with feathers, fans and flair.' },
  { name: 'Chase Morgan', gender: 'Male', blurb: 'Fitness model turned performer, great with lively crowds.' },
  { name: 'Bella Noir', gender: 'Female', blurb: 'Mysterious, elegant and always on time for late-night events.' },
  { name: 'Aaliyah Moon', gender: 'Female', blurb: 'Hip hop and R&B fusion with polished, fun choreography.' },
  { name: 'Ivy Sinclair', gender: 'Female', blurb: 'Electronic dance sets and a bright, welcoming stage presence.' },
  { name: 'Rico Alvarez', gender: 'Male', blurb: 'Reggaeton and salsa specialist who gets everyone on the floor.' },
  { name: 'Stella Grace', gender: 'Female', blurb: 'Jazz and pop crossover performer for upscale private parties.' },
  { name: 'Trinity James', gender: 'Female', blurb: 'Country-pop crowd pleaser with a big laugh and bigger energy.' },
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Which performers are shown without a usable photo, and how it is missing. */
const MISSING_PHOTO: Record<number, string[]> = { 7: [], 15: ['null'] };

/**
 * About two dozen demo performers. Together they cover every filter value of the spec; a few
 * have no photo (none, or the string 'null') so the fallbacks show. (A broken link is left to
 * the tests: a failed image load is a console error on every page that shows it.)
 * `today` is the business day (YYYY-MM-DD); `photoFor(i)` answers a stored photo URL.
 */
/** How many demo performers there are (one placeholder picture each). */
export const DEMO_PERFORMER_COUNT = PERSONAS.length;

export function demoPerformers(
  today: string,
  now: Date,
  photoFor: (i: number) => string,
  ids: { areas: string[]; eventTypes: string[] },
): PerformerInput[] {
  return PERSONAS.map((persona, i) => {
    const hourlyRate = 150 + ((i * 45) % 260); // 150..405: every hourly bucket
    const appearanceFee = 100 + ((i * 35) % 190); // 100..285: every fee bucket
    const availability = pick(optionsOf('availability'), i);
    const areaCount = 2 + (i % 3);
    const serviceAreaIds = [
      ids.areas[0] ?? '',
      ...Array.from({ length: areaCount }, (_, k) => pick(ids.areas, i + k + 1)),
    ];
    const daysAgo = i % 4 === 0 ? 5 + i : 45 + i * 9; // every fourth one joined within the last 30 days
    return {
      name: persona.name,
      slug: slugify(persona.name),
      description: `${persona.blurb} Available for bachelor and bachelorette parties, birthdays and private events across South Florida.`,
      gender: persona.gender,
      hourlyRate,
      appearanceFee,
      specialties: [
        pick(SPECIALTIES, i),
        pick(SPECIALTIES, i + 1),
        pick(SPECIALTIES, i + 3),
        ...(i % 2 ? [pick(SPECIALTIES, i + 4)] : []),
      ],
      photos: MISSING_PHOTO[i] ?? [photoFor(i), photoFor(i + 7)],
      ageRange: pick(optionsOf('ageRange'), i),
      height: pick(optionsOf('height'), i),
      bodyType: pick(optionsOf('bodyType'), i),
      hairColor: pick(optionsOf('hairColor'), i),
      eyeColor: pick(optionsOf('eyeColor'), i + 2),
      ethnicity: pick(optionsOf('ethnicity'), i),
      danceStyles: [pick(optionsOf('danceStyles'), i), pick(optionsOf('danceStyles'), i + 4)],
      musicPreferences: [pick(optionsOf('musicPreferences'), i), pick(optionsOf('musicPreferences'), i + 3)],
      availability,
      weekendsOnly: availability === 'Weekend only',
      eveningOnly: i % 5 === 1,
      // Performer 2 is booked tonight and tomorrow night, so "available tonight" has someone to
      // leave out even on a weekend (when weekends-only performers count) and after midnight.
      unavailableDates:
        i === 2
          ? [today, addDays(today, 1), addDays(today, 12)]
          : i % 3 === 2
            ? [addDays(today, 3 + i), addDays(today, 10 + i)]
            : [],
      rating: i === 19 ? null : Math.round((5 - ((i * 7) % 11) / 10) * 10) / 10,
      featured: i === 0 || i === 2 || i === 10,
      bookingCount: (i * 13) % 40,
      createdAt: new Date(now.getTime() - daysAgo * 24 * 3600 * 1000),
      serviceAreaIds: [...new Set(serviceAreaIds)],
      eventTypeIds: [...new Set([pick(ids.eventTypes, i), pick(ids.eventTypes, i + 2), pick(ids.eventTypes, i + 3)])],
    };
  });
}
