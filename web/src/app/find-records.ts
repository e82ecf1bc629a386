import { searchEndpoints } from '@tracker/core/search';
import { abortableApi } from '../api/abortable-api';
import type { FoundRecords, SearchResult } from '../ui/commands/command-registry';
import { AREAS } from './routes';

/** How many records of each area the palette lists. */
const PALETTE_RECORDS_PER_AREA = 5;

const AREA_TITLES = new Map(AREAS.map((area) => [area.id, area.title]));

/**
 * The palette's records: one search across the areas, each area's records under its title in the
 * server's order, each opening its screen (`/registrations/417`, `/emails/{guid}`); `signal`
 * cancels a search the user typed past.
 */
export async function findRecords(text: string, signal: AbortSignal): Promise<FoundRecords[]> {
  const { data } = await abortableApi(signal).request(searchEndpoints.searchRecords, {
    query: { q: text, size: PALETTE_RECORDS_PER_AREA },
  });
  const byArea = new Map<string, SearchResult[]>();
  for (const hit of data) {
    const result: SearchResult = {
      id: hit.id,
      title: hit.attributes.title,
      href: `/${hit.type}/${encodeURIComponent(hit.id)}`,
      match: hit.attributes.match,
      ...(hit.attributes.detail && { detail: hit.attributes.detail }),
    };
    byArea.set(hit.type, [...(byArea.get(hit.type) ?? []), result]);
  }
  return [...byArea].map(([area, results]) => ({ heading: AREA_TITLES.get(area) ?? area, results }));
}
