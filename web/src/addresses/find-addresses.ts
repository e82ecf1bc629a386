import { addressesEndpoints } from '@tracker/core/addresses';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

/** How many addresses the palette lists for a search. */
const ADDRESS_SEARCH_SIZE = 8;

/** The palette's addresses (tracked inboxes) whose email address contains the text, each opening its screen. */
export async function findAddresses(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const { data } = await abortableApi(signal).request(addressesEndpoints.listAddresses, { query: { q: text, size: ADDRESS_SEARCH_SIZE } });
  return data.map((address) => ({
    id: address.id,
    title: address.attributes.email_address,
    detail: address.attributes.company_name ?? undefined,
    href: `/addresses/${address.id}`,
  }));
}
