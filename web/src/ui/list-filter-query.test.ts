import {
  booleanFilter,
  defineFilters,
  enumFilter,
  idFilter,
  listFilter,
  multiEnumFilter,
  sortFilter,
  textFilter,
} from '@tracker/core/contract';
import { describe, expect, it } from 'vitest';
import { listFilterParams } from './list-filter-params';
import { hasActiveFilters, listFilterQuery } from './list-filter-query';

const FRUITS = defineFilters({
  q: textFilter({ description: 'name contains the text' }),
  colour: enumFilter(['red', 'green'], { description: 'of this colour' }),
  kinds: multiEnumFilter(['apple', 'pear', 'plum'], { description: 'of these kinds' }),
  tags: listFilter({ description: 'has any of these tags' }),
  ripe: booleanFilter({ description: 'ripe only', negated: 'unripe only', default: true }),
  crate_id: idFilter({ description: 'in this crate' }),
  sort: sortFilter(['name', 'weight'], { default: 'name:asc' }),
});
const DEFAULTS = listFilterParams(FRUITS);
const params = (changes: Partial<typeof DEFAULTS>) => ({ ...DEFAULTS, ...changes });

describe('a list URL state derived from its declared filters', () => {
  it('starts each filter at its declared default, else empty, on page 1', () => {
    expect(DEFAULTS).toEqual({ q: '', colour: '', kinds: [], tags: [], ripe: 'true', crate_id: '', sort: 'name:asc', page: 1, cursor: '' });
  });

  it('sends the defaults a screen starts with, and only those', () => {
    expect(listFilterQuery(FRUITS, DEFAULTS)).toEqual({ ripe: 'true', sort: 'name:asc' });
    expect(hasActiveFilters(FRUITS, DEFAULTS)).toBe(false);
  });

  it('sends a value other than the default as a filter, `all` as no filter at all', () => {
    expect(listFilterQuery(FRUITS, params({ ripe: 'false' }))).toEqual({ ripe: 'false', sort: 'name:asc' });
    expect(listFilterQuery(FRUITS, params({ ripe: 'all' }))).toEqual({ sort: 'name:asc' });
    expect(hasActiveFilters(FRUITS, params({ ripe: 'all' }))).toBe(true);
  });

  it('keeps the known values of a multiple choice and joins lists with commas', () => {
    const query = listFilterQuery(FRUITS, params({ kinds: ['pear', 'banana', 'plum'], tags: [' crisp ', '', 'local'] }));

    expect(query).toMatchObject({ kinds: 'pear,plum', tags: 'crisp,local' });
  });

  it('leaves out what the API would refuse, and falls back to the default sort', () => {
    const query = listFilterQuery(FRUITS, params({ q: '  ', colour: 'blue', kinds: ['banana'], crate_id: '0', sort: 'price:asc' }));

    expect(query).toEqual({ ripe: 'true', sort: 'name:asc' });
    expect(hasActiveFilters(FRUITS, params({ colour: 'blue' }))).toBe(false);
    expect(hasActiveFilters(FRUITS, params({ colour: 'red' }))).toBe(true);
  });
});
