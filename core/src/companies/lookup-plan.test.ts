import { describe, expect, it } from 'vitest';
import { createRows } from '../bulk/row-machine';
import { runBulk } from '../bulk/run-bulk';
import { parseDelimitedText } from '../bulk/parse-delimited-text';
import { companyResource } from '../testing/fixtures';
import { companyLookupPlan, companyLookupQuery, companyLookupRows } from './lookup-plan';
import { lookupValues } from './lookup-values';

describe('the company lookup plan', () => {
  it.each([
    ['acme.example', { q: 'acme.example' }],
    ['42', { q: '42', company_id: '42' }],
    ['0', { q: '0' }],
    ['99999999999', { q: '99999999999' }],
  ])('looks %s up with %j', (value, query) => {
    expect(companyLookupQuery(value)).toEqual(query);
  });

  it('finds companies, and counts a value it cannot find, or whose lookup fails, as not found', async () => {
    const acme = companyResource(7, { name: 'Acme', domain_name: 'acme.example' });
    const plan = companyLookupPlan(async (query) => {
      if (query.q === 'broken.example') throw new Error('Internal error');
      return { data: query.q === 'acme.example' ? acme : null, meta: { source: 'database' } };
    });

    const { rows } = await runBulk(plan, createRows(companyLookupRows, ['acme.example', 'nowhere.example', 'broken.example']), {
      concurrency: 2,
    });

    expect(rows.map((row) => [row.input, row.state, row.result?.id, row.error])).toEqual([
      ['acme.example', 'found', '7', undefined],
      ['nowhere.example', 'not_found', undefined, undefined],
      ['broken.example', 'not_found', undefined, 'Internal error'],
    ]);
  });
});

describe('values to look up', () => {
  it('reads one value per line or per comma, without blanks or repeats', () => {
    expect(lookupValues(parseDelimitedText(' a.example\r\n\nb.example,a.EXAMPLE; c\td '))).toEqual(['a.example', 'b.example', 'c', 'd']);
  });

  it('reads only the column a header names, when there is one', () => {
    const pasted = 'Owner\tWebsite\tNotes\nada\tacme.example\tbig, loud\nbob\t\tnone\ncy\tbolt.example\t';
    expect(lookupValues(parseDelimitedText(pasted))).toEqual(['acme.example', 'bolt.example']);
  });
});
