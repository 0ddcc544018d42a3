import { PRODUCT_IMPORT_TEXTS as TEXTS, type CsvEncoding } from '@logi/shared';
import {
  CsvRejection,
  decodedChunks,
  MAX_RECORD_CHARACTERS,
  type CsvRecord,
} from '../../product-import/index.ts';

/**
 * A tab-separated report's records, streamed: one record per line, no quoting (Amazon's reports
 * write a quote inside a product name as itself, so CSV quoting would misread them). Blank lines
 * are skipped; a line longer than any record may be is refused.
 */
export function* tsvRecords(bytes: Buffer, encoding: CsvEncoding): Generator<CsvRecord> {
  let carry = '';
  let line = 0;
  const lineOf = function* (text: string) {
    line += 1;
    if (text.length > MAX_RECORD_CHARACTERS) throw new CsvRejection(TEXTS.recordTooLong(line));
    if (text.trim() !== '') yield { line, cells: text.split('\t') };
  };
  for (const chunk of decodedChunks(bytes, encoding)) {
    const lines = (carry + chunk).split(/\r\n|\n|\r(?!$)/);
    carry = lines.pop()!;
    for (const text of lines) yield* lineOf(text);
  }
  if (carry !== '') yield* lineOf(carry.replace(/\r$/, ''));
}
