import type { RecordSearch } from '../ui/commands/command-registry';
import { AREAS } from './routes';

/** Each area's record search, for the palette's first page, in navigation order. */
export const RECORD_SEARCHES: readonly RecordSearch[] = AREAS.flatMap((area) =>
  area.findRecords ? [{ id: area.id, heading: area.title, find: area.findRecords }] : [],
);
