import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CommandSearch } from '../commands/command-registry';

/** What a palette search page finds for `text`, cached per command and text. */
export function paletteSearchQuery(commandId: string, search: CommandSearch, text: string) {
  return queryOptions({
    queryKey: ['palette-search', commandId, text],
    queryFn: ({ signal }) => search.find(text, signal),
    enabled: text !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
