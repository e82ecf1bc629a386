import { describe, expect, it } from 'vitest';
import { createRows } from '../bulk/row-machine';
import { companyResource } from '../testing/fixtures';
import { editCompanyImportRows } from './import-edit';
import { companyImportLookupRows, type CompanyImportRow } from './import-plan';

const read = createRows(companyImportLookupRows, [
  { row: 2, value: 'acme.example', name: 'Acme' },
  { row: 3, value: 'fresh.exmaple', name: null },
]) as CompanyImportRow[];
const lookedUp: CompanyImportRow[] = [
  { ...read[0]!, state: 'found', result: { company: companyResource(7) } },
  { ...read[1]!, state: 'not_found', error: 'No company matches "fresh.exmaple".' },
];

describe('editCompanyImportRows', () => {
  it.each([
    {
      case: 'a row not found goes back to pending with the new value, its error forgotten',
      rows: lookedUp,
      edit: { row: 3, value: ' fresh.example ' },
      expected: [lookedUp[0], { index: 1, input: { row: 3, value: 'fresh.example', name: null }, state: 'pending' }],
    },
    {
      case: 'a found row forgets its company, and keeps the name read beside its value',
      rows: lookedUp,
      edit: { row: 2, value: 'acme.example.com' },
      expected: [{ index: 0, input: { row: 2, value: 'acme.example.com', name: 'Acme' }, state: 'pending' }, lookedUp[1]],
    },
    {
      case: 'a row the sheet skipped joins at the end, after every other row',
      rows: lookedUp,
      edit: { row: 1, value: 'northwind.example' },
      expected: [...lookedUp, { index: 2, input: { row: 1, value: 'northwind.example', name: null }, state: 'pending' }],
    },
    {
      case: 'rows not looked up yet take the value the same way',
      rows: read,
      edit: { row: 3, value: 'fresh.example' },
      expected: [read[0], { index: 1, input: { row: 3, value: 'fresh.example', name: null }, state: 'pending' }],
    },
  ])('$case', ({ rows, edit, expected }) => {
    expect(editCompanyImportRows(rows, edit)).toEqual(expected);
  });

  it('leaves the rows it was given as they were', () => {
    const rows = lookedUp.slice();
    editCompanyImportRows(rows, { row: 3, value: 'fresh.example' });
    expect(rows).toEqual(lookedUp);
  });
});
