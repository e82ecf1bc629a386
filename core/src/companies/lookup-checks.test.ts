import { describe, expect, it } from 'vitest';
import { checkLookupRows, checkLookupValue } from './lookup-checks';

describe('a value to look up as a company', () => {
  it.each([
    ['acme.example', 'acme.example'],
    ['  Acme.Example ', 'acme.example'],
    ['https://www.acme.example/shop/shoes?x=1#top', 'www.acme.example'],
    ['http://acme.example:8080', 'acme.example'],
    ['acme.example/about-us', 'acme.example'],
    ['shop.acme.co.uk', 'shop.acme.co.uk'],
    ['Acme Outfitters', 'Acme Outfitters'],
    ['AT&T', 'AT&T'],
    ['4711', '4711'],
    ['Ünïcode Brand', 'Ünïcode Brand'],
  ])('takes %j as %j', (raw, sent) => {
    expect(checkLookupValue(raw)).toEqual({ value: sent });
  });

  it.each([
    ['jane@acme.example', "is an email address: give the company's domain (acme.example)"],
    ['192.168.1.20', 'is an IP address, not a domain'],
    ['https://10.0.0.1/admin', 'is an IP address, not a domain'],
    ['::1', 'is an IP address, not a domain'],
    ['localhost', "is a name of a local network (localhost), not a company's domain"],
    ['http://localhost:3000/x', "is a name of a local network (localhost), not a company's domain"],
    ['printer.local', "is a name of a local network (printer.local), not a company's domain"],
    ['.', 'has no letter or digit'],
    ['-', 'has no letter or digit'],
    ['a;b', 'holds more than one value (separated by ";"): put one company on a row'],
    ['acme.example|bolt.example', 'holds more than one value (separated by "|"): put one company on a row'],
    ['=HYPERLINK("https://acme.example")', "is a formula, not its value: save or paste the sheet's values"],
    ['=A2', "is a formula, not its value: save or paste the sheet's values"],
    ['+SUM(A1:A3)', "is a formula, not its value: save or paste the sheet's values"],
    ['ftp://files.acme.example', 'is a ftp: address, not a website'],
    ['https://intranet/home', 'has no top-level domain (.com, .co.uk ...)'],
  ])('refuses %j: it %s', (raw, reason) => {
    expect(checkLookupValue(raw)).toEqual({ reason });
  });
});

describe('the rows of a file, checked before any lookup', () => {
  it('sends each company once, says why a row is refused, and flags the rows that repeat one', () => {
    const checked = checkLookupRows([
      { row: 2, value: 'https://www.acme.example/shop' },
      { row: 3, value: 'jane@bolt.example' },
      { row: 4, value: 'ACME.example' },
      { row: 5, value: 'acme.example/' },
      { row: 6, value: 'Bolt Cycles' },
      { row: 7, value: 'bolt cycles' },
    ]);

    expect(checked.rows).toEqual([
      { row: 2, value: 'www.acme.example' },
      { row: 6, value: 'Bolt Cycles' },
    ]);
    expect(checked.skipped).toEqual([
      { row: 3, value: 'jane@bolt.example', reason: "is an email address: give the company's domain (bolt.example)" },
    ]);
    expect(checked.duplicates).toEqual([
      { row: 4, value: 'acme.example', reason: 'repeats row 2' },
      { row: 5, value: 'acme.example', reason: 'repeats row 2' },
      { row: 7, value: 'bolt cycles', reason: 'repeats row 6' },
    ]);
  });
});
