import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import iconv from 'iconv-lite';
import { toJst, type CsvEncoding } from '@logi/shared';
import { csvHeaderLine, csvLine, csvRowLines, type CsvColumn } from './csv-format.ts';

export { csvCell, csvLine, csvText, type CsvColumn } from './csv-format.ts';

/** Rows an export reads at a time: a long list never sits in memory whole. */
export const CSV_CHUNK_ROWS = 500;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * CSV text as bytes of the chosen encoding. Shift_JIS is CP932 (Windows' Shift_JIS, with NEC and
 * IBM extensions such as ① and ㈱); a character it lacks (an emoji, 𠮷) becomes '?'.
 */
export function encodeCsv(text: string, encoding: CsvEncoding): Buffer {
  return encoding === 'sjis' ? iconv.encode(text, 'cp932') : Buffer.from(text, 'utf8');
}

/** Reads one chunk of rows after `offset`; an empty or short chunk ends the export. */
export type ChunkReader<T> = (offset: number, limit: number) => Promise<readonly T[]>;

/** Every row, chunk by chunk, in the reader's (stable) order. */
export async function* rowChunks<T>(read: ChunkReader<T>, chunkRows = CSV_CHUNK_ROWS) {
  for (let offset = 0; ; offset += chunkRows) {
    const rows = await read(offset, chunkRows);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
  }
}

/** The bytes of a CSV file: the BOM (UTF-8 only), the header line, then the rows chunk by chunk. */
export async function* csvBytes<T>(
  columns: readonly CsvColumn<T>[],
  chunks: AsyncIterable<readonly T[]>,
  encoding: CsvEncoding,
): AsyncGenerator<Buffer> {
  if (encoding === 'utf8') yield UTF8_BOM;
  yield encodeCsv(csvHeaderLine(columns), encoding);
  for await (const rows of chunks) yield encodeCsv(csvRowLines(columns, rows), encoding);
}

/** `〇〇一覧_20261123.csv`: the list's title and today's date in Japan. */
export const csvFilename = (title: string, now: Date = new Date()) =>
  `${title}_${toJst(now).format('YYYYMMDD')}.csv`;

// RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone too.
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** An attachment named `filename`: an ASCII fallback for old clients, filename* for the rest. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(filename)}`;
}

export const csvContentType = (encoding: CsvEncoding) =>
  `text/csv; charset=${encoding === 'sjis' ? 'Shift_JIS' : 'utf-8'}`;

/** The headers of every CSV download: its type and encoding, the file name, never cached. */
const asCsvDownload = (reply: FastifyReply, filename: string, encoding: CsvEncoding) =>
  reply
    .header('content-type', csvContentType(encoding))
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store');

/** Answers a small CSV file made whole in memory (a template): the BOM (UTF-8 only), then `lines`. */
export function sendCsvLines(
  reply: FastifyReply,
  options: {
    filename: string;
    encoding: CsvEncoding;
    lines: readonly Parameters<typeof csvLine>[0][];
  },
) {
  const { filename, encoding, lines } = options;
  const bytes = encodeCsv(lines.map(csvLine).join(''), encoding);
  return asCsvDownload(reply, filename, encoding).send(
    encoding === 'utf8' ? Buffer.concat([UTF8_BOM, bytes]) : bytes,
  );
}

/**
 * Answers a CSV download, streamed: the rows arrive as `read` delivers them chunk by chunk. The
 * first chunk is read before answering, so a failing search is an error answer, not a cut file.
 * The resource's export route hands its search (with a stable order) as `read`.
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  options: {
    filename: string;
    encoding: CsvEncoding;
    columns: readonly CsvColumn<T>[];
    read: ChunkReader<T>;
    chunkRows?: number;
  },
) {
  const { filename, encoding, columns, read, chunkRows = CSV_CHUNK_ROWS } = options;
  const first = await read(0, chunkRows);
  async function* chunks() {
    if (first.length > 0) yield first;
    if (first.length < chunkRows) return;
    yield* rowChunks((offset, limit) => read(chunkRows + offset, limit), chunkRows);
  }
  return asCsvDownload(reply, filename, encoding).send(
    Readable.from(csvBytes(columns, chunks(), encoding)),
  );
}

/**
 * Answers a CSV download of the chunks `chunks` yields, for reads that page by keyset rather than
 * by row offset. As in sendCsv, the first chunk is read before answering.
 */
export async function sendCsvChunks<T>(
  reply: FastifyReply,
  options: {
    filename: string;
    encoding: CsvEncoding;
    columns: readonly CsvColumn<T>[];
    chunks: AsyncIterable<readonly T[]>;
  },
) {
  const { filename, encoding, columns, chunks } = options;
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<readonly T[]> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value;
  }
  return asCsvDownload(reply, filename, encoding).send(
    Readable.from(csvBytes(columns, all(), encoding)),
  );
}

/**
 * Answers a CSV download of lines already formatted as csvLine writes them (made by SQL for a
 * large export), chunk by chunk under `columns`' header. The first chunk is read before answering.
 */
export async function sendCsvText<T>(
  reply: FastifyReply,
  options: {
    filename: string;
    encoding: CsvEncoding;
    columns: readonly CsvColumn<T>[];
    /** Whole lines: text, or its UTF-8 bytes (sent as they are for a UTF-8 download). */
    text: AsyncIterable<string | Buffer>;
  },
) {
  const { filename, encoding, columns, text } = options;
  const iterator = text[Symbol.asyncIterator]();
  const first = await iterator.next();
  const encoded = (chunk: string | Buffer) =>
    typeof chunk === 'string'
      ? encodeCsv(chunk, encoding)
      : encoding === 'utf8'
        ? chunk
        : encodeCsv(chunk.toString('utf8'), encoding);
  async function* bytes(): AsyncGenerator<Buffer> {
    if (encoding === 'utf8') yield UTF8_BOM;
    yield encodeCsv(csvHeaderLine(columns), encoding);
    for (let next = first; !next.done; next = await iterator.next()) yield encoded(next.value);
  }
  return asCsvDownload(reply, filename, encoding).send(Readable.from(bytes()));
}
