import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import type { CookieJar } from '../../test/cookie-jar.ts';
import {
  IMPORT,
  VALIDATE,
  importApp,
  minimalCsv,
  productsWithPrefix,
  type Answer,
} from './product-import.test-support.ts';

// Two uploads per organisation (the default) and three in all on this server.
const setup = importApp({ CSV_UPLOADS_PER_SERVER: '3' });
const ORDER_CSV_IMPORT = '/api/orders/csv_import';
const SMALL_FILE = minimalCsv([['LIM-1', '制限の確認', '100', '50']]);

const arriving: { abort: () => void }[] = [];
afterEach(() => arriving.splice(0).forEach((upload) => upload.abort()));

/**
 * An upload whose body is still arriving: its headers and a first part are sent, the rest waits
 * for finish() (the server answers then) or abort() (the client hangs up). `declaredLength`
 * announces a body other than the file (a larger one is refused on its headers alone).
 */
function arrivingUpload(jar: CookieJar, path: string, declaredLength?: number) {
  const bytes = Buffer.from(SMALL_FILE);
  let settle: (status: number) => void = () => {};
  const answered = new Promise<number>((resolve) => (settle = resolve));
  const request = httpRequest(`${setup.app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'text/csv',
      'content-length': String(declaredLength ?? bytes.length),
    },
  });
  request.on('response', (response) => {
    response.resume();
    response.on('end', () => settle(response.statusCode ?? 0));
  });
  request.on('error', () => settle(0));
  request.write(bytes.subarray(0, 10));
  let answeredYet = false;
  void answered.then(() => (answeredYet = true));
  const upload = {
    answered,
    /** Answered before its body ended: refused (or gone), so it holds no slot. */
    isAnswered: () => answeredYet,
    finish: () => {
      request.end(bytes.subarray(10));
      return answered;
    },
    abort: () => request.destroy(),
  };
  arriving.push(upload);
  return upload;
}
type Arriving = ReturnType<typeof arrivingUpload>;

/**
 * Uploads that keep their slots while the test probes: on a loaded machine a probe can take the
 * last slot before one of these arrives, which is then refused; renew() sends that one again.
 */
function heldUploads(specs: readonly (readonly [CookieJar, string])[]) {
  const uploads = specs.map(([jar, path]) => arrivingUpload(jar, path));
  const renew = () =>
    specs.forEach(([jar, path], index) => {
      if (uploads[index]!.isAnswered()) uploads[index] = arrivingUpload(jar, path);
    });
  return { uploads, renew };
}

/** Sends `probe` until it is answered `status` (a slot taken or freed is seen a moment later). */
async function eventually(status: number, probe: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await probe();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const busy = { status: 429, body: { message: TEXTS.uploadsBusy } };
const statusAndBody = ({ status, body }: Answer) => ({ status, body });

describe('CSV uploads at once: per organisation and per server (issue 23 item 6)', () => {
  it('refuses a third upload of one organisation with 429 while two are read; another organisation’s goes on', async () => {
    const held = heldUploads([
      [setup.jars.yamada, VALIDATE],
      [setup.jars.yamada, ORDER_CSV_IMPORT],
    ]);
    const refused = await eventually(429, () => {
      held.renew();
      return setup.yamada(VALIDATE, SMALL_FILE);
    });
    expect(statusAndBody(refused)).toEqual(busy);
    const [first, second] = held.uploads as [Arriving, Arriving];
    // An import is refused the same way, before its file is read: nothing is written.
    expect(statusAndBody(await setup.yamada(IMPORT, SMALL_FILE))).toEqual(busy);
    expect(await productsWithPrefix(setup.app, 'LIM-')).toEqual([]);
    expect((await setup.suzuki(VALIDATE, SMALL_FILE)).status).toBe(200);

    // A client hanging up frees its slot; an answered upload frees its own.
    first.abort();
    expect((await eventually(200, () => setup.yamada(VALIDATE, SMALL_FILE))).status).toBe(200);
    expect(await second.finish()).toBe(422);
    const third = arrivingUpload(setup.jars.yamada, VALIDATE);
    expect(await third.finish()).toBe(200);
  });

  it('refuses any organisation’s upload with 429 while the server reads as many as it may', async () => {
    const held = heldUploads([
      [setup.jars.yamada, VALIDATE],
      [setup.jars.yamada, IMPORT],
      [setup.jars.suzuki, ORDER_CSV_IMPORT],
    ]);
    // Suzuki's organisation holds one slot of its two: the server's limit refuses this one.
    const refused = await eventually(429, () => {
      held.renew();
      return setup.suzuki(VALIDATE, SMALL_FILE);
    });
    expect(statusAndBody(refused)).toEqual(busy);
    for (const upload of held.uploads) upload.abort();
    expect((await eventually(200, () => setup.suzuki(VALIDATE, SMALL_FILE))).status).toBe(200);
  });

  it('frees the slot of an upload refused as too large, or refused before its body', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const tooLarge = arrivingUpload(setup.jars.yamada, VALIDATE, PRODUCT_IMPORT_MAX_BYTES + 1);
      expect(await tooLarge.answered).toBe(413);
      tooLarge.abort();
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await setup.yamada(VALIDATE, SMALL_FILE, '?encoding=x')).status).toBe(422);
    }
    expect((await setup.yamada(VALIDATE, SMALL_FILE)).status).toBe(200);
  });
});
