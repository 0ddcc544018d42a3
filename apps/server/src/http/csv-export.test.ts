import Fastify from 'fastify';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv-parse.ts';
import {
  contentDisposition,
  csvFilename,
  encodeCsv,
  sendCsv,
  type ChunkReader,
  type CsvColumn,
} from './csv-export.ts';

const JAPANESE = 'ショップ名,株式会社サンプル物流 ①㈱髙﨑～－\r\n';

describe('encodeCsv', () => {
  it('writes Shift_JIS as CP932, which decodes back to the same text (NEC/IBM extensions too)', () => {
    const bytes = encodeCsv(JAPANESE, 'sjis');
    expect(iconv.decode(bytes, 'cp932')).toBe(JAPANESE);
    // ア is 0x83 0x41 in Shift_JIS: really Shift_JIS, not UTF-8 bytes.
    expect([...encodeCsv('ア', 'sjis')]).toEqual([0x83, 0x41]);
  });

  it('writes UTF-8 as UTF-8', () => {
    expect(encodeCsv(JAPANESE, 'utf8').toString('utf8')).toBe(JAPANESE);
  });

  it('turns a character Shift_JIS lacks into ? rather than failing', () => {
    expect(iconv.decode(encodeCsv('在庫😀', 'sjis'), 'cp932')).toBe('在庫?');
  });
});

describe('contentDisposition and csvFilename', () => {
  it('names a Japanese file with RFC 5987 filename* and an ASCII fallback', () => {
    expect(contentDisposition('ショップ一覧_20261123.csv')).toBe(
      'attachment; filename="_______20261123.csv"; ' +
        "filename*=UTF-8''%E3%82%B7%E3%83%A7%E3%83%83%E3%83%97%E4%B8%80%E8%A6%A7_20261123.csv",
    );
  });

  it('keeps quotes and separators out of the fallback and percent-encodes them in filename*', () => {
    expect(contentDisposition(`a"b;c'(d).csv`)).toBe(
      `attachment; filename="a_b_c'(d).csv"; filename*=UTF-8''a%22b%3Bc%27%28d%29.csv`,
    );
  });

  it('dates the file by the day in Japan', () => {
    expect(csvFilename('倉庫一覧', new Date('2026-11-23T15:30:00Z'))).toBe('倉庫一覧_20261124.csv');
  });
});

type Row = { id: number; name: string };
const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: '名称', value: (row) => row.name },
];

/** A table of `total` rows read through sendCsv's chunk reader, counting the reads. */
function tableOf(total: number) {
  const reads: [number, number][] = [];
  const read: ChunkReader<Row> = async (offset, limit) => {
    reads.push([offset, limit]);
    const end = Math.min(total, offset + limit);
    return Array.from({ length: Math.max(0, end - offset) }, (_, index) => ({
      id: offset + index + 1,
      name: `=倉庫${offset + index + 1}`,
    }));
  };
  return { read, reads };
}

async function download(encoding: 'utf8' | 'sjis', read: ChunkReader<Row>, chunkRows = 4) {
  const app = Fastify({ logger: false });
  app.get('/export', (_request, reply) =>
    sendCsv(reply, { filename: '倉庫一覧.csv', encoding, columns, read, chunkRows }),
  );
  const response = await app.inject({ method: 'GET', url: '/export' });
  await app.close();
  return response;
}

describe('sendCsv', () => {
  it('streams every row chunk by chunk as Shift_JIS, with the headers a browser needs', async () => {
    const table = tableOf(10);
    const response = await download('sjis', table.read);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E5%80%89%E5%BA%AB%E4%B8%80%E8%A6%A7.csv",
    );
    const rows = parseCsv(iconv.decode(response.rawPayload, 'cp932'));
    expect(rows[0]).toEqual(['ID', '名称']);
    expect(rows.slice(1)).toEqual(
      Array.from({ length: 10 }, (_, index) => [String(index + 1), `'=倉庫${index + 1}`]),
    );
    expect(table.reads).toEqual([
      [0, 4],
      [4, 4],
      [8, 4],
    ]);
  });

  it('starts UTF-8 with a BOM and stops after a full last chunk with one empty read', async () => {
    const table = tableOf(8);
    const response = await download('utf8', table.read);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(response.rawPayload.subarray(3).toString('utf8'))).toHaveLength(9);
    expect(table.reads.map(([offset]) => offset)).toEqual([0, 4, 8]);
  });

  it('writes the header line alone for an empty list', async () => {
    const response = await download('utf8', tableOf(0).read);
    expect(response.rawPayload.subarray(3).toString('utf8')).toBe('ID,名称\r\n');
  });

  it('answers an error, not a cut file, when the first read fails', async () => {
    const response = await download('utf8', async () => {
      throw new Error('database gone');
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
