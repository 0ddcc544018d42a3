import { afterAll, beforeAll } from 'vitest';
import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { PRODUCT_CSV_COLUMNS } from '@logi/shared';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

export const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };
export const SUZUKI = { email: 'suzuki@test-shoji.example', password: 'demo1234' };
export const IMPORT = '/api/products/csv_import';
export const VALIDATE = '/api/products/csv_import/validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as in test/sign-in.ts
export type Answer = { status: number; body: any; bytes: Buffer; headers: Headers };
/** A raw file (Buffer or text), a JSON body ({ json }) or nothing (GET). */
export type Body = Buffer | string | { json: unknown };
export type Uploader = (path: string, file?: Body, query?: string) => Promise<Answer>;

const isJson = (body: Body | undefined): body is { json: unknown } =>
  typeof body === 'object' && !Buffer.isBuffer(body);

/** A signed-in caller that posts a file's raw bytes (as the page does) or GETs. */
function uploader(baseUrl: string, jar: CookieJar): Uploader {
  return async (path, file, query = '') => {
    const response = await fetch(`${baseUrl}${path}${query}`, {
      method: file === undefined ? 'GET' : 'POST',
      headers: {
        cookie: jar.header(),
        'x-requested-with': 'XMLHttpRequest',
        ...(file !== undefined && {
          'content-type': isJson(file) ? 'application/json' : 'application/octet-stream',
        }),
      },
      body: isJson(file)
        ? JSON.stringify(file.json)
        : typeof file === 'string'
          ? file
          : file && new Uint8Array(file),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      body: json && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined,
      bytes,
      headers: response.headers,
    };
  };
}

/** The file's app (with `env` on top of the test configuration) with Yamada and Suzuki (another organisation) signed in. */
export function importApp(env: Record<string, string> = {}) {
  const test = {
    app: undefined as unknown as TestApp,
    yamada: undefined as unknown as Uploader,
    suzuki: undefined as unknown as Uploader,
    /** Yamada's JSON API client (suppliers, the product export). */
    api: undefined as unknown as ReturnType<typeof apiClient>,
    /** Each caller's session cookies, for requests the uploaders cannot make. */
    jars: undefined as unknown as { yamada: CookieJar; suzuki: CookieJar },
  };
  beforeAll(async () => {
    test.app = await startTestApp(env);
    const [yamada, suzuki] = await Promise.all([
      signIn(test.app.baseUrl, YAMADA),
      signIn(test.app.baseUrl, SUZUKI),
    ]);
    test.yamada = uploader(test.app.baseUrl, yamada.jar);
    test.suzuki = uploader(test.app.baseUrl, suzuki.jar);
    test.api = apiClient(test.app.baseUrl, yamada.jar);
    test.jars = { yamada: yamada.jar, suzuki: suzuki.jar };
  });
  afterAll(() => test.app?.close());
  return test;
}

export const HEADER = PRODUCT_CSV_COLUMNS.map((column) => column.header);
const REQUIRED_HEADER = ['商品コード', '商品名', '販売価格', '原価'];

/** A CSV text of the given rows (cells quoted when they must be), with the chosen line end. */
export function csvText(rows: readonly (readonly string[])[], lineEnd = '\r\n'): string {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return rows.map((row) => row.map(cell).join(',')).join(lineEnd) + lineEnd;
}

/** A file of products with the four required columns: [code, name, price, cost]. */
export const minimalCsv = (rows: readonly (readonly string[])[], lineEnd?: string) =>
  csvText([REQUIRED_HEADER, ...rows], lineEnd);

export const sjis = (text: string) => iconv.encode(text, 'cp932');
export const utf8Bom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** n rows of valid products coded `${prefix}-000001`…, as a Shift_JIS file with every column. */
export function largeSjisCsv(prefix: string, rowCount: number): Buffer {
  const lines = [HEADER.join(',')];
  for (let index = 1; index <= rowCount; index += 1) {
    const code = `${prefix}-${String(index).padStart(6, '0')}`;
    lines.push(
      `${code},,テスト商品 ${index} 日本製コットン,,${1000 + (index % 500)},${400 + (index % 300)},10,180,250,300,20,販売中,1,5,,,0,常温,0,0,0`,
    );
  }
  return sjis(lines.join('\r\n') + '\r\n');
}

/** The organisation's products whose code starts with the prefix, by code. */
export async function productsWithPrefix(app: Pick<TestApp, 'db'>, prefix: string) {
  const result = await app.db.execute<Record<string, unknown>>(
    sql`select p.*, o.name as organisation_name from products p
        join organisations o on o.id = p.organisation_id
        where p.product_code like ${`${prefix}%`} order by p.product_code`,
  );
  return result.rows;
}

/**
 * Holds a row lock on one product until release(): an import that reaches that code waits there,
 * so a test can act while the import is surely running (progress reported, nothing committed).
 */
export async function holdProductLock(pool: Pool, code: string) {
  const client = await pool.connect();
  await client.query('begin');
  const locked = await client.query('select id from products where product_code = $1 for update', [
    code,
  ]);
  if (locked.rowCount !== 1) throw new Error(`no product ${code} to lock`);
  return async () => {
    await client.query('rollback');
    client.release();
  };
}

export async function uploadsLeft(app: Pick<TestApp, 'db'>): Promise<number> {
  const result = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from product_import_uploads`,
  );
  return result.rows[0]!.n;
}

/**
 * Valid products coded `${prefix}-0000001`… as a UTF-8 file of every column, as near `bytes` as
 * rows go; a long 備考 (`noteLength` characters) makes fewer, larger rows.
 */
export function productCsvOfSize(prefix: string, bytes: number, noteLength = 0): Buffer {
  const note = '国産の原料を使った説明文、'.repeat(Math.ceil(noteLength / 13)).slice(0, noteLength);
  const lines = [`${HEADER.join(',')}\r\n`];
  let size = Buffer.byteLength(lines[0]!);
  for (let index = 1; ; index += 1) {
    const line = `${prefix}-${String(index).padStart(7, '0')},,テスト商品 ${index} 日本製コットン,,${1000 + (index % 500)},${400 + (index % 300)},10,180,250,300,20,販売中,1,5,,${note},0,常温,0,0,0\r\n`;
    size += Buffer.byteLength(line);
    if (size > bytes) break;
    lines.push(line);
  }
  return Buffer.from(lines.join(''), 'utf8');
}
