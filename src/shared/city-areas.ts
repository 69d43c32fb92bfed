import type { CITY_NAMES } from './cities';

/** Six neighbourhoods and nearby places each city page names (proper names: the same in every language). */
export const CITY_AREAS: Record<(typeof CITY_NAMES)[number], [string, string, string, string, string, string]> = {
  Miami: ['Brickell', 'South Beach', 'Wynwood', 'Coconut Grove', 'Little Havana', 'Downtown Miami'],
  'Fort Lauderdale': [
    'Las Olas',
    'Fort Lauderdale Beach',
    'Victoria Park',
    'Wilton Manors',
    'Harbor Beach',
    'Flagler Village',
  ],
  'West Palm Beach': [
    'Downtown West Palm',
    'Northwood',
    'El Cid',
    'Flamingo Park',
    'Palm Beach Island',
    'Lake Worth Beach',
  ],
  'Boca Raton': ['Mizner Park', 'East Boca', 'Boca West', 'Town Center', 'Royal Palm Yacht Club', 'Highland Beach'],
  Hollywood: ['Hollywood Beach', 'Broadwalk', 'Young Circle', 'Hollywood Lakes', 'Emerald Hills', 'Hallandale Beach'],
  'Pompano Beach': [
    'Pompano Beach Pier',
    'Lighthouse Point',
    'Cresthaven',
    'Palm Aire',
    'Hillsboro Beach',
    'Deerfield Beach',
  ],
  'Delray Beach': [
    'Atlantic Avenue',
    'Pineapple Grove',
    'Delray Beach Downtown',
    'Lake Ida',
    'Tropic Isle',
    'Gulf Stream',
  ],
  Hialeah: ['Hialeah Gardens', 'Palm Springs North', 'Miami Lakes', 'Westland', 'Seminola', 'Miami Springs'],
  'Coral Gables': ['Miracle Mile', 'The Biltmore', 'Gables Estates', 'Cocoplum', 'South Miami', 'Coconut Grove'],
  Doral: ['Downtown Doral', 'CityPlace Doral', 'Doral Isles', 'Trump National Doral', 'Fontainebleau', 'Sweetwater'],
};
