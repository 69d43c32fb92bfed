import type { CityPlace } from '../../../shared/cities';
import { performerListResource } from '../performers/api';

/** A city page shows six performers (docs/product.md, Prices and limits). */
export const CITY_SHOWN = 6;
export const cityPerformersResource = (city: CityPlace) =>
  performerListResource({ serviceAreaIds: city.serviceAreaId, sortBy: 'rating', limit: CITY_SHOWN });
export const topRatedResource = () => performerListResource({ sortBy: 'rating', limit: CITY_SHOWN });
