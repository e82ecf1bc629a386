import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineFilters } from './define-filters';
import { filterHelp } from './filter-help';
import { booleanFilter, enumFilter, idFilter, listFilter, multiEnumFilter, sortFilter, textFilter } from './filters';

const SHELF = defineFilters({
  q: textFilter({ description: 'title contains the text', max: 10 }),
  genre: enumFilter(['poetry', 'prose', 'drama'], { description: 'of this genre' }),
  languages: multiEnumFilter(['en', 'fr'], { description: 'in any of these languages' }),
  authors: listFilter({ description: 'by any of these authors' }),
  signed: booleanFilter({ description: 'signed copies only', negated: 'unsigned copies only', default: false }),
  shelf_id: idFilter({ description: 'on this shelf', cliHint: 'ids: trackctl shelves list' }),
  sort: sortFilter(['title', 'year'], { default: 'year:desc' }),
});

describe('a list’s filters declared once', () => {
  it('make the query schema the server validates with', () => {
    const query = SHELF.schema.parse({
      q: ' moby ',
      genre: 'prose',
      languages: 'en, fr',
      authors: 'Melville,',
      signed: 'false',
      shelf_id: '4',
      sort: 'title:asc',
    });

    expect(query).toEqual({
      q: 'moby',
      genre: 'prose',
      languages: ['en', 'fr'],
      authors: ['Melville'],
      signed: false,
      shelf_id: 4,
      sort: { field: 'title', dir: 'asc' },
    });
    expect(SHELF.schema.parse({})).toEqual({});
  });

  it('refuse what the declaration does not allow', () => {
    for (const bad of [
      { q: 'x'.repeat(11) },
      { genre: 'novel' },
      { languages: 'en,de' },
      { signed: 'yes' },
      { shelf_id: '0' },
      { sort: 'price:asc' },
    ]) {
      expect(SHELF.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('describe each parameter for the OpenAPI document, with its values and both sides of a yes/no', () => {
    const json = z.toJSONSchema(SHELF.schema, { io: 'input' }) as { properties: Record<string, { description?: string }> };

    expect(json.properties.genre?.description).toBe('of this genre: poetry, prose or drama');
    expect(json.properties.languages?.description).toBe('in any of these languages, comma-separated: en, fr');
    expect(json.properties.signed?.description).toBe('true: signed copies only; false: unsigned copies only');
    expect(json.properties.shelf_id?.description).toBe('on this shelf');
    expect(json.properties.sort?.description).toBe('order, asc or desc, by title or year (default year:desc)');
  });

  it('keep what the other faces need: kind, choices, default as the query carries it, help', () => {
    const { genre, signed, sort, shelf_id } = SHELF.filters;

    expect([genre.kind, genre.choices]).toEqual(['enum', ['poetry', 'prose', 'drama']]);
    expect([signed.kind, signed.default, signed.negated]).toEqual(['boolean', 'false', 'unsigned copies only']);
    expect(sort.default).toBe('year:desc');
    expect([shelf_id.kind, shelf_id.cliHint, filterHelp(shelf_id)]).toEqual(['number', 'ids: trackctl shelves list', 'on this shelf']);
  });
});
