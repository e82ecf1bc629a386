import {
  JOURNEY_TYPE_LABELS,
  SEARCH_AREAS,
  SEARCH_MATCHES,
  type JourneyType,
  type SearchHit,
  type SearchQuery,
  type SearchResults,
} from '@tracker/core';
import type { SearchRow } from '../repositories/search-repository';
import type { ServiceDependencies } from './service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'repositories'>;

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ') || null;

/** What the palette shows of a record: which one it is, at a glance. */
function describe(row: SearchRow): Pick<SearchHit['attributes'], 'title' | 'detail'> {
  const name = row.name ?? '';
  switch (row.area) {
    case 'registrations':
      return { title: `#${row.id} ${name}`, detail: joined(row.detail, row.kind) };
    case 'journeys':
      return { title: `${name} · ${JOURNEY_TYPE_LABELS[row.kind as JourneyType]}`, detail: joined(`#${row.id}`, row.detail) };
    case 'emails':
      return { title: name || '(no subject)', detail: row.detail };
    case 'lists':
      return { title: name, detail: `${row.kind} list` };
    case 'groups':
      return { title: name, detail: row.kind === 'true' ? 'Global group' : 'Group' };
    default:
      return { title: name, detail: row.detail || null };
  }
}

export function createSearchService({ repositories }: Dependencies) {
  return {
    /** Every area's records matching `q`, area by area (SEARCH_AREAS' order), each area's best first. */
    async search({ q = '', size }: SearchQuery): Promise<SearchResults> {
      const rows = q ? await repositories.search.find(q, size) : [];
      const order = (row: SearchRow) => SEARCH_AREAS.indexOf(row.area) * 1000 + row.position;
      const data = rows
        .toSorted((a, b) => order(a) - order(b))
        .map((row) => ({ id: row.id, type: row.area, attributes: { ...describe(row), match: SEARCH_MATCHES[row.rank] } }));
      return { data, meta: { q, size } };
    },
  };
}
