import type { CityPlace } from '../../../shared/cities';
import { performerListQuery } from '../performers/api';

/** A city page shows six performers (docs/product.md, Prices and limits). */
export const CITY_SHOWN = 6;
export const cityPerformersQuery = (city: CityPlace) =>
  performerListQuery({ serviceAreaIds: city.serviceAreaId, sortBy: 'rating', limit: CITY_SHOWN });
export const topRatedQuery = () => performerListQuery({ sortBy: 'rating', limit: CITY_SHOWN });
