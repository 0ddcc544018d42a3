import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLines, CsvSyntaxError } from './csv-lines.ts';

const parse = (chunks: string[], max = 1000) => [...csvLines(chunks, max)];
const cellText = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

describe('csvLines', () => {
  it('reads quoted cells, doubled quotes, stray quotes and mixed line ends, with each record’s first line', () => {
    const text = 'a,"b,1","c""d"\r\nx"y,"多\r\n行",z\nlast,,\r1,2,3';
    expect(parse([text])).toEqual([
      { line: 1, cells: ['a', 'b,1', 'c"d'] },
      { line: 2, cells: ['x"y', '多\r\n行', 'z'] },
      { line: 4, cells: ['last', '', ''] },
      { line: 5, cells: ['1', '2', '3'] },
    ]);
  });

  it('skips blank lines but counts them', () => {
    expect(parse(['a\r\n\r\n\nb\r\n'])).toEqual([
      { line: 1, cells: ['a'] },
      { line: 4, cells: ['b'] },
    ]);
  });

  it('refuses an unclosed quote and a record past the limit, naming the line it starts on', () => {
    expect(() => parse(['a\r\nb,"open\r\nc'])).toThrow(new CsvSyntaxError('unclosedQuote', 2));
    expect(() => parse(['ok\n', 'x,'.repeat(600)])).toThrow(new CsvSyntaxError('recordTooLong', 2));
    expect(() => parse(['x,'.repeat(300), 'x,'.repeat(300)])).toThrow(
      new CsvSyntaxError('recordTooLong', 1),
    );
  });

  it('gives the same records however the text is cut into chunks', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'あ', ',', '"', '\r', '\n', ' '),
      maxLength: 6,
    });
    const rows = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        rows,
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.array(fc.nat(), { maxLength: 5 }),
        (table, end, cuts) => {
          const text = table.map((row) => row.map(cellText).join(',')).join(end) + end;
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort(
            (a, b) => a - b,
          );
          const chunks = [0, ...points].map((from, index) =>
            text.slice(from, [...points, text.length][index]),
          );
          expect(parse(chunks).map((record) => record.cells)).toEqual(
            parse([text]).map((record) => record.cells),
          );
          expect(parse([text]).map((record) => record.cells)).toEqual(table);
        },
      ),
    );
  });
});
