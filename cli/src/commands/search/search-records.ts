import type { Command } from 'commander';
import type { SearchHit } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { wholeNumber } from '../../kit/paged-list';
import type { Column } from '../../ui/ui';
import { SEARCH_SIZES } from './register-search';

const hitColumns: readonly Column<SearchHit>[] = [
  { header: 'area', value: (hit) => hit.type, usefulness: 2 },
  { header: 'id', value: (hit) => hit.id, align: 'right', usefulness: 3 },
  { header: 'title', value: (hit) => hit.attributes.title, usefulness: 3 },
  { header: 'detail', value: (hit) => hit.attributes.detail ?? '' },
  { header: 'match', value: (hit) => hit.attributes.match, usefulness: 0 },
];

/** Prints what one search finds in every area, area by area, each area's best first. */
export async function searchRecords(context: Context, command: Command): Promise<void> {
  const flags = command.opts<{ size?: string }>();
  const size = flags.size === undefined ? undefined : wholeNumber('--size', flags.size, 1, SEARCH_SIZES.maxSize);
  const document = await context.api().request('searchRecords', { query: { q: command.args[0]!, size } });
  if (context.settings.json) context.ui.renderJson(document);
  else if (document.data.length === 0) context.ui.renderInfo(`Nothing matches "${document.meta.q}".`);
  else await context.ui.renderTable(document.data, hitColumns);
}
