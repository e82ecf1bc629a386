import { describe, expect, it } from 'vitest';
import { applyJourneyImportEdits, journeyImportFields, type JourneyImportFields } from './import-edit';
import { journeyImportInputs } from './import-plan';

const CELLS = [
  ['company_id', 'journey_type', 'start_date', 'end_date'],
  ['1', 'cart_abandoner', '2026-06-01', '2026-06-22'],
  ['2', 'purchaser', '', '2026-06-22'],
  ['x3', 'custom', '6/1/26', '6/22/26'],
];
const COLUMNS = { company_id: 0, journey_type: 1, start_date: 2, end_date: 3 };
const READ = journeyImportInputs(CELLS, COLUMNS, 0);
const fields = (company_id: string, journey_type: string, start_date: string, end_date: string): JourneyImportFields => ({
  company_id,
  journey_type,
  start_date,
  end_date,
});

describe('journeyImportFields', () => {
  it('reads a row under the chosen columns, blank where none is chosen', () => {
    expect(journeyImportFields(CELLS, COLUMNS, 4)).toEqual(fields('x3', 'custom', '6/1/26', '6/22/26'));
    expect(journeyImportFields(CELLS, { company_id: 0 }, 2)).toEqual(fields('1', '', '', ''));
  });
});

describe('applyJourneyImportEdits', () => {
  it.each([
    {
      case: 'a skipped row given what it lacked becomes a journey to create, in its place',
      edits: [[3, fields('2', 'Purchaser', '2026-06-01', '2026-06-22')]] as const,
      inputs: [2, 3],
      skipped: [[4, 'company_id "x3" is not a company id']],
    },
    {
      case: 'a row still wrong stays skipped, with the reason for what it now says',
      edits: [[4, fields('3', 'custom', '6/22/26', '6/1/26')]] as const,
      inputs: [2],
      skipped: [
        [3, 'No start_date'],
        [4, 'end_date is before start_date'],
      ],
    },
    {
      case: 'a journey to create broken by a correction is skipped',
      edits: [[2, fields('1', 'cart', '2026-06-01', '2026-06-22')]] as const,
      inputs: [],
      skipped: [
        [2, 'journey_type "cart" is not one of email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom'],
        [3, 'No start_date'],
        [4, 'company_id "x3" is not a company id'],
      ],
    },
    {
      case: 'a row cleared of every field is skipped, not dropped',
      edits: [[2, fields('', '', '', '')]] as const,
      inputs: [],
      skipped: [
        [2, 'No company_id, journey_type, start_date, end_date'],
        [3, 'No start_date'],
        [4, 'company_id "x3" is not a company id'],
      ],
    },
  ])('$case', ({ edits, inputs, skipped }) => {
    const edited = applyJourneyImportEdits(READ, new Map(edits));
    expect(edited.inputs.map((input) => input.row)).toEqual(inputs);
    expect(edited.skipped.map((skip) => [skip.row, skip.reason])).toEqual(skipped);
  });

  it('reads a corrected row as the sheet would: the type by its label, the dates normalised', () => {
    const edited = applyJourneyImportEdits(READ, new Map([[4, fields('3', 'Custom', '6/1/26', '6/22/26')]]));
    expect(edited.inputs.find((input) => input.row === 4)).toEqual({
      row: 4,
      journey: { company_id: 3, journey_type: 'custom', start_date: '2026-06-01', end_date: '2026-06-22' },
    });
  });
});
