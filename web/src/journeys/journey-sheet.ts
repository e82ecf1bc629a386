import { guessJourneyImportColumns, journeyImportInputs, type JourneyImportColumns, type JourneyImportRead } from '@tracker/core/journeys';
import type { SlashDateOrder } from '@tracker/core/dates';

/** What the import makes of a sheet: the header row and columns guessed or chosen, and the rows read under them (before any correction). */
type JourneySheetReading = {
  headerRow: number | undefined;
  columns: JourneyImportColumns;
  /** The order of slash dates the person chose, when the sheet's dates could be read two ways. */
  slashDateOrder?: SlashDateOrder | undefined;
  read: JourneyImportRead;
};

/** The cells read, the columns chosen and the rows under them. */
export type JourneySheet = JourneySheetReading & { cells: string[][] };

/** The rows under the columns guessed from the header row. */
export function readJourneySheet(cells: string[][]): JourneySheetReading {
  const { headerRow, columns } = guessJourneyImportColumns(cells);
  return { headerRow, columns, read: journeyImportInputs(cells, columns, headerRow) };
}

/** The sheet read again under other columns, or another order of slash dates. */
export function readJourneySheetAgain(
  sheet: JourneySheet,
  change: { columns?: JourneyImportColumns; slashDateOrder?: SlashDateOrder | undefined },
): JourneySheet {
  const next = { ...sheet, ...change };
  return { ...next, read: journeyImportInputs(next.cells, next.columns, next.headerRow, next.slashDateOrder) };
}
