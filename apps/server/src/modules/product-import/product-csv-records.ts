import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { PRODUCT_IMPORT_TEXTS as TEXTS, type CsvEncoding } from '@logi/shared';
import { decodedChunks } from './csv-decoding.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';

/** One record of the file and the line it ends on (1 = the header). */
export type CsvRecord = { line: number; cells: string[] };

/** Characters one record may hold: a line of a million columns is refused, not held. */
export const MAX_RECORD_CHARACTERS = 100_000;

function rejectionOf(error: CsvError, lastLine: number): ProductCsvRejection {
  // csv-parse names the line it stopped at; the record began on the line after the last good one.
  const line = lastLine + 1;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return new ProductCsvRejection(TEXTS.unclosedQuote(line));
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new ProductCsvRejection(TEXTS.recordTooLong(line));
  return new ProductCsvRejection(TEXTS.malformed(line));
}

/**
 * The file's records, streamed: decoded a chunk at a time and parsed as they come. CRLF, LF and CR
 * line ends may be mixed; blank lines are skipped; a stray quote inside a cell is kept as text.
 */
export async function* csvRecords(bytes: Buffer, encoding: CsvEncoding): AsyncGenerator<CsvRecord> {
  let lastLine = 0;
  const source = Readable.from(decodedChunks(bytes, encoding), { objectMode: false });
  const parser = parse({
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARACTERS,
    info: true,
    // Called as each record is parsed (ahead of the reader): the failing record follows this line.
    on_record: (record, context) => {
      lastLine = context.lines;
      return record;
    },
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) throw rejectionOf(error, lastLine);
    throw error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
