import {
  guessJourneyImportColumns,
  journeyImportInputs,
  type JourneyImportColumns,
  type JourneyImportInput,
  type SkippedJourneyRow,
} from '@tracker/core/journeys';

/** What the import makes of a sheet: the header row and columns guessed or chosen, and the rows read under them (before any correction). */
type JourneySheetReading = {
  headerRow: number | undefined;
  columns: JourneyImportColumns;
  read: { inputs: JourneyImportInput[]; skipped: SkippedJourneyRow[] };
};

/** The cells read, the columns chosen and the rows under them. */
export type JourneySheet = JourneySheetReading & { cells: string[][] };

/** The rows under the columns guessed from the header row. */
export function readJourneySheet(cells: string[][]): JourneySheetReading {
  const { headerRow, columns } = guessJourneyImportColumns(cells);
  return { headerRow, columns, read: journeyImportInputs(cells, columns, headerRow) };
}

/** The sheet read again under other columns. */
export function withJourneyColumns(sheet: JourneySheet, columns: JourneyImportColumns): JourneySheet {
  return { ...sheet, columns, read: journeyImportInputs(sheet.cells, columns, sheet.headerRow) };
}
