import { CITY_PLACES, type CityPlace } from './cities';
import { CITY_AREAS } from './city-areas';

/*
 * The city landing pages' English texts (spec: City content). Not in the code every page loads:
 * a city page loads them with its own code (features/cities/routes.tsx), as it does the Spanish
 * ones (cities-es.ts).
 */

/** A city landing page's own content (spec: City content). */
export type CityContent = CityPlace & {
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  whyBook: string;
  /** Six neighbourhoods and nearby places served. */
  serviceAreas: [string, string, string, string, string, string];
};

const page = (c: Omit<CityContent, 'path' | 'state' | 'serviceAreaId' | 'serviceAreas'>): CityContent => {
  const place = CITY_PLACES.find((p) => p.city === c.city);
  if (!place) throw new Error(`${c.city} is not one of CITY_NAMES`);
  return { ...place, ...c, serviceAreas: CITY_AREAS[c.city] };
};

export const CITY_PAGES: CityContent[] = [
  page({
    city: 'Miami',
    title: 'Miami Exotic Dancers for Bachelor Parties & Birthdays',
    metaTitle: 'Miami Exotic Dancers | Bachelor & Birthday Parties',
    metaDescription:
      'Book professional exotic dancers in Miami for bachelor and bachelorette parties and birthdays: Brickell, South Beach, Wynwood and more. Available 24/7.',
    intro:
      "Miami never really sleeps, and neither does your party. From a Brickell high-rise to a South Beach hotel suite, our Miami entertainers bring the city's nightlife energy to your private celebration.",
    whyBook:
      'Miami crowds expect a show. Our performers know the rhythm of the city, from reggaeton and hip hop to polished pop sets, and they arrive on time at condos, yachts on Biscayne Bay and rented villas alike. You get a vetted professional, a clear price up front and a booking team that answers within 24 hours.',
  }),
  page({
    city: 'Fort Lauderdale',
    title: 'Fort Lauderdale Exotic Dancers for Private Parties',
    metaTitle: 'Fort Lauderdale Exotic Dancers | Party Entertainers',
    metaDescription:
      'Exotic dancers for Fort Lauderdale bachelor and bachelorette parties, birthdays and boat parties: Las Olas, the beach, Victoria Park. Book 24/7.',
    intro:
      'Fort Lauderdale parties happen on the water as often as on land. Whether you are celebrating on a Las Olas rooftop, a canal-side rental or a chartered boat, our entertainers make the night.',
    whyBook:
      "The Venice of America brings its own logistics: docks, gated marinas and beachfront condos. Our Fort Lauderdale performers are used to all of them and plan around your timing, so the guest of honor's moment lands exactly when you want it.",
  }),
  page({
    city: 'West Palm Beach',
    title: 'West Palm Beach Exotic Dancers & Party Entertainers',
    metaTitle: 'West Palm Beach Exotic Dancers | Book Entertainers',
    metaDescription:
      'Party entertainers in West Palm Beach for bachelor and bachelorette parties and birthdays, from CityPlace to Northwood. Professional and discreet.',
    intro:
      'West Palm Beach mixes downtown buzz with waterfront calm. Our performers bring a polished, discreet show to your private event, from Clematis Street apartments to homes along the Intracoastal.',
    whyBook:
      'Palm Beach County celebrations tend to be upscale and private. Our entertainers match that tone: elegant arrivals, well-rehearsed routines and respect for your home and guests, with a booking team that confirms every detail within a day.',
  }),
  page({
    city: 'Boca Raton',
    title: 'Boca Raton Exotic Dancers for Upscale Celebrations',
    metaTitle: 'Boca Raton Exotic Dancers | Private Party Entertainers',
    metaDescription:
      'Upscale exotic dancers in Boca Raton for private homes, country clubs and hotel suites. Bachelor, bachelorette and birthday parties, booked 24/7.',
    intro:
      'Boca Raton celebrations are known for style. Our entertainers bring a refined, high-energy show to private homes, gated communities and hotel suites across Boca.',
    whyBook:
      'Gated entries, HOA rules and quiet streets call for professionals who know how to arrive discreetly and perform with class. Our Boca performers do exactly that, and your 50% deposit holds the date while the team confirms everything with you.',
  }),
  page({
    city: 'Hollywood',
    title: 'Hollywood, FL Exotic Dancers for Bachelor & Birthday Parties',
    metaTitle: 'Hollywood FL Exotic Dancers | Party Entertainers',
    metaDescription:
      'Book exotic dancers in Hollywood, Florida: Broadwalk hotels, Young Circle and Hollywood Lakes. Bachelor, bachelorette and birthday parties.',
    intro:
      'Hollywood, Florida sits right between Miami and Fort Lauderdale, with the Broadwalk as its party spine. Our entertainers turn hotel rooms and beach rentals into the best seat in the house.',
    whyBook:
      'Beachfront hotels and vacation rentals fill up with groups every weekend. Our Hollywood performers handle hotel check-in rules and tight schedules, and they keep the show fun and friendly for the whole group.',
  }),
  page({
    city: 'Pompano Beach',
    title: 'Pompano Beach Exotic Dancers & Private Event Entertainers',
    metaTitle: 'Pompano Beach Exotic Dancers | Book Party Entertainers',
    metaDescription:
      'Exotic dancers in Pompano Beach for bachelor and bachelorette parties, birthdays and beach-house weekends. Professional, on time, available 24/7.',
    intro:
      'Pompano Beach weekends are all about beach houses and fishing-pier sunsets. Add a performer and your celebration becomes the one the group talks about for years.',
    whyBook:
      'Rental homes near the pier and along the Intracoastal are perfect party bases. Our Pompano entertainers bring their own music if you need it, adapt to your space, and keep things relaxed and respectful.',
  }),
  page({
    city: 'Delray Beach',
    title: 'Delray Beach Exotic Dancers for Bachelorette & Birthday Nights',
    metaTitle: 'Delray Beach Exotic Dancers | Party Entertainers',
    metaDescription:
      'Book exotic dancers in Delray Beach for bachelorette and bachelor parties and birthdays, steps from Atlantic Avenue. Discreet, fun, available 24/7.',
    intro:
      'Atlantic Avenue makes Delray Beach a favorite for bachelorette weekends. Start the night at your rental with a private show, then head out with the bride-to-be glowing.',
    whyBook:
      'Delray groups love a show that is playful and personal. Our performers tailor music and style to the guest of honor, time their arrival around dinner reservations, and keep it classy from start to finish.',
  }),
  page({
    city: 'Hialeah',
    title: 'Hialeah Exotic Dancers for Birthdays & Bachelor Parties',
    metaTitle: 'Hialeah Exotic Dancers | Birthday & Bachelor Parties',
    metaDescription:
      'Hialeah party entertainers with Latin flair for birthdays, bachelor and bachelorette parties. Salsa, reggaeton and more. Book online 24/7.',
    intro:
      'Hialeah knows how to throw a party, with family-sized celebrations and music that never stops. Our bilingual-friendly performers bring salsa, reggaeton and Latin pop energy to your event.',
    whyBook:
      'In Hialeah the music matters. Our entertainers match the playlist to your crowd, from classic salsa to the latest reggaeton, and they know how to make a big group feel like a private show.',
  }),
  page({
    city: 'Coral Gables',
    title: 'Coral Gables Exotic Dancers for Elegant Private Events',
    metaTitle: 'Coral Gables Exotic Dancers | Private Event Entertainers',
    metaDescription:
      'Elegant exotic dancers in Coral Gables for private homes and boutique hotels. Bachelor, bachelorette and birthday parties, discreet and professional.',
    intro:
      'Coral Gables, the City Beautiful, calls for a show with polish. Our entertainers bring elegance and fun to Mediterranean-style homes, boutique hotels and private venues around Miracle Mile.',
    whyBook:
      'Gables celebrations are intimate and refined. Our performers arrive discreetly, respect your home and neighbours, and build a performance around the guest of honor, with pricing you see before you send the request.',
  }),
  page({
    city: 'Doral',
    title: 'Doral Exotic Dancers for Bachelor Parties & Resort Events',
    metaTitle: 'Doral Exotic Dancers | Bachelor & Birthday Parties',
    metaDescription:
      'Book exotic dancers in Doral for bachelor parties, birthdays and golf-resort weekends near CityPlace Doral. Professional entertainers, 24/7.',
    intro:
      'Doral is home to golf resorts, new townhomes and a lively dining scene. Our entertainers turn a golf weekend or a birthday at home into a night worth remembering.',
    whyBook:
      'Groups in Doral often stay at resorts near the greens or in short-term rentals by CityPlace. Our performers know the area, plan around resort rules, and bring a confident show that keeps the whole group entertained.',
  }),
];
