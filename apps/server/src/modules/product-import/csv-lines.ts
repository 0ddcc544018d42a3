/** One record of a CSV text and the line it starts on (1 = the first line). */
export type CsvRecord = { line: number; cells: string[] };

/** Why a text is not CSV, and the line its bad record starts on. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly reason: 'unclosedQuote' | 'recordTooLong',
    readonly line: number,
  ) {
    super(`${reason} at line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

type Parsed = { cells: string[]; next: number; newlines: number } | null;

function countNewlines(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) count += 1;
  }
  return count;
}

/**
 * One record from `start`: RFC 4180 quoting ("" inside quotes), a stray quote in an unquoted cell
 * kept as text, CRLF/LF/CR ends. null when the text ends before the record does (more is coming).
 */
function parseRecord(text: string, start: number, final: boolean, line: number): Parsed {
  const cells: string[] = [];
  let index = start;
  let newlines = 0;
  for (;;) {
    let value = '';
    if (text.charCodeAt(index) === QUOTE) {
      let from = index + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) {
          if (final) throw new CsvSyntaxError('unclosedQuote', line);
          return null;
        }
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      newlines += countNewlines(value);
    }
    // The unquoted cell (or what follows a closing quote) runs to the next comma or line end.
    let end = index;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === COMMA || code === CR || code === LF) break;
      end += 1;
    }
    value += text.slice(index, end);
    cells.push(value);
    if (end >= text.length) return final ? { cells, next: end, newlines } : null;
    const code = text.charCodeAt(end);
    if (code === COMMA) {
      index = end + 1;
      continue;
    }
    if (code === CR && end + 1 >= text.length && !final) return null; // a CRLF split by the chunk
    const next = code === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
    return { cells, next, newlines: newlines + 1 };
  }
}

/**
 * The records of a text arriving in chunks, streamed: only one unfinished record is carried over,
 * and a record longer than `maxRecordChars` (a line of a million columns) is refused, not held.
 * Blank lines are skipped.
 */
export function* csvLines(chunks: Iterable<string>, maxRecordChars: number): Generator<CsvRecord> {
  let carry = '';
  let line = 1;
  const iterator = chunks[Symbol.iterator]();
  for (let step = iterator.next(); ;) {
    const final = Boolean(step.done);
    const text = final ? carry : carry + step.value;
    let position = 0;
    while (position < text.length) {
      const parsed = parseRecord(text, position, final, line);
      if (!parsed) break;
      if (parsed.next - position > maxRecordChars) throw new CsvSyntaxError('recordTooLong', line);
      const blank = parsed.cells.length === 1 && parsed.cells[0] === '';
      if (!blank) yield { line, cells: parsed.cells };
      line += parsed.newlines;
      position = parsed.next;
    }
    carry = text.slice(position);
    if (carry.length > maxRecordChars) throw new CsvSyntaxError('recordTooLong', line);
    if (final) return;
    step = iterator.next();
  }
}
