import { describe, expect, it } from 'vitest';
import { createCsvRecordCounter } from './csv-record-counter';

const count = (...chunks: string[]) => {
  const counter = createCsvRecordCounter();
  for (const chunk of chunks) counter.add(Buffer.from(chunk));
  return counter.records;
};

describe('counting CSV records', () => {
  it('counts one record per line', () => {
    expect(count('id,name\r\n1,Acme\r\n2,Globex\r\n')).toBe(3);
    expect(count('id,name\n1,Acme\n')).toBe(2);
  });

  it('does not end a record at a line break inside a quoted cell, even across chunks', () => {
    expect(count('id,name\r\n1,"Acme\r\n', 'Europe"\r\n2,"Say ""hi""\n', 'there"\r\n')).toBe(3);
  });

  it('counts a last record without a line break, and nothing for an empty body', () => {
    expect(count('id,name\r\n1,Acme')).toBe(2);
    expect(count('')).toBe(0);
  });
});
