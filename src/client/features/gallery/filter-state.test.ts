import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FILTER_NAMES } from '../../../shared/filter-options';
import { optionsOf } from '../../../shared/performer-attributes';
import { countAdvanced, EMPTY_FILTERS, parseFilters, toSearch } from './filter-state';

describe('gallery filter state', () => {
  it('starts with no value for every attribute filter', () => {
    for (const name of ATTRIBUTE_FILTER_NAMES) expect(EMPTY_FILTERS[name], name).toEqual([]);
    expect(countAdvanced(EMPTY_FILTERS)).toBe(0);
    expect(toSearch(EMPTY_FILTERS)).toBe('');
  });

  it('reads every option of every attribute from the URL, and drops what is not an option', () => {
    for (const name of ATTRIBUTE_FILTER_NAMES) {
      const params = new URLSearchParams();
      for (const option of optionsOf(name)) params.append(name, option);
      params.append(name, 'Nope');
      params.append(name, optionsOf(name)[0]);
      expect(parseFilters(params)[name], name).toEqual(optionsOf(name));
    }
  });

  it('writes the filters back in a stable order, the URL the API reads', () => {
    const filters = parseFilters(
      '?availability=Weekend+only&hairColor=Red&hourlyRateRange=%24300%2B&keyword=rose&danceStyles=Jazz&hairColor=Black',
    );
    expect(toSearch(filters)).toBe(
      '?keyword=rose&hairColor=Red&hairColor=Black&danceStyles=Jazz&hourlyRateRange=%24300%2B&availability=Weekend+only',
    );
    expect(countAdvanced(filters)).toBe(5);
  });
});
