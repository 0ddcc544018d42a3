import { PRODUCT_IMPORT_TEXTS as TEXTS, type CsvEncoding } from '@logi/shared';
import { decodedChunks } from './csv-decoding.ts';
import { csvLines, CsvSyntaxError, type CsvRecord } from './csv-lines.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';

export type { CsvRecord } from './csv-lines.ts';

/** Characters one record may hold: a line of a million columns is refused, not held. */
export const MAX_RECORD_CHARACTERS = 100_000;

/**
 * The file's records, streamed: decoded a chunk at a time and parsed as they come. CRLF, LF and CR
 * line ends may be mixed; blank lines are skipped; a stray quote inside a cell is kept as text.
 */
export function* csvRecords(bytes: Buffer, encoding: CsvEncoding): Generator<CsvRecord> {
  try {
    yield* csvLines(decodedChunks(bytes, encoding), MAX_RECORD_CHARACTERS);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new ProductCsvRejection(
      error.reason === 'unclosedQuote'
        ? TEXTS.unclosedQuote(error.line)
        : TEXTS.recordTooLong(error.line),
    );
  }
}
