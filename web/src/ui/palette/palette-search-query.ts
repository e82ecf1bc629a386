import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CommandSearch } from '../commands/command-registry';
import { queryKeys } from '../../api/query-keys';

/** What a palette search page finds for `text`, cached per command and text. */
export function paletteSearchQuery(commandId: string, search: CommandSearch, text: string) {
  return queryOptions({
    queryKey: [...queryKeys.paletteSearch, commandId, text],
    queryFn: ({ signal }) => search.find(text, signal),
    enabled: text !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
