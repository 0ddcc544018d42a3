import { isUtf8 } from 'node:buffer';
import {
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type CsvEncoding,
  type ProductImportEncoding,
} from '@logi/shared';
import { CpuSlices } from '../../cpu-slices.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// WHATWG shift_jis is Windows' CP932 (NEC and IBM extensions included), what Excel writes.
const DECODER_LABELS: Record<CsvEncoding, string> = { utf8: 'utf-8', sjis: 'shift_jis' };
const ENCODING_NAMES: Record<CsvEncoding, string> = { utf8: 'UTF-8', sjis: 'Shift_JIS' };
// 64 kB decode in under a millisecond (Shift_JIS, the slower one): well inside one CPU slice.
const CHUNK_BYTES = 64 * 1024;

/** Whether the whole file decodes as Shift_JIS, a chunk at a time between pauses (no text kept). */
async function decodesAsShiftJis(bytes: Buffer): Promise<boolean> {
  const slices = new CpuSlices();
  try {
    const chunks = decodedChunks(bytes, 'sjis');
    while (!chunks.next().done) if (slices.spent) await slices.pause();
    return true;
  } catch (error) {
    if (error instanceof ProductCsvRejection) return false;
    throw error;
  }
}

/**
 * The file's encoding: a UTF-8 BOM, else valid UTF-8, else valid Shift_JIS; neither is refused.
 * A forced encoding is taken as given (reading then fails on the first byte it cannot decode).
 * UTF-8 is checked natively without building the text (milliseconds for 50 MB).
 */
export async function resolveEncoding(
  bytes: Buffer,
  requested: ProductImportEncoding,
): Promise<CsvEncoding> {
  if (requested !== 'auto') return requested;
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return 'utf8';
  if (isUtf8(bytes)) return 'utf8';
  if (await decodesAsShiftJis(bytes)) return 'sjis';
  throw new ProductCsvRejection(TEXTS.undetectableEncoding);
}

/** The file's text, 64 kB of bytes at a time (a leading BOM dropped): a large file never doubles in memory. */
export function* decodedChunks(bytes: Buffer, encoding: CsvEncoding): Generator<string> {
  const decoder = new TextDecoder(DECODER_LABELS[encoding], { fatal: true });
  try {
    for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
      const end = Math.min(start + CHUNK_BYTES, bytes.length);
      yield decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length });
    }
  } catch (error) {
    if (error instanceof TypeError) {
      throw new ProductCsvRejection(TEXTS.undecodable(ENCODING_NAMES[encoding]));
    }
    throw error;
  }
}
