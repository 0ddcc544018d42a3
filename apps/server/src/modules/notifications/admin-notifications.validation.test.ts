import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ADMIN_PATH,
  type Api,
  notificationCount,
  signedIn,
  storeNotification,
  validBody,
} from './notifications.test-support.ts';

const REQUIRED = '必須項目です';
const FORMAT = '形式が間違っています';

let app: TestApp;
let api: Api;
let existingId: number;
beforeAll(async () => {
  app = await startTestApp();
  api = await signedIn(app);
  existingId = (await storeNotification(api)).id;
});
afterAll(async () => {
  await app?.close();
});

/** Sends the body to store and to update; both must answer 422 with these errors, writing nothing. */
async function expectRejected(body: unknown, errors: Record<string, string[]>) {
  const before = await notificationCount(app);
  const original = (await api('GET', `${ADMIN_PATH}/show/${existingId}`)).body.data;
  for (const [method, path] of [
    ['POST', `${ADMIN_PATH}/store`],
    ['PUT', `${ADMIN_PATH}/update/${existingId}`],
  ] as const) {
    const response = await api(method, path, body);
    expect(response.status, `${method} ${JSON.stringify(response.body)}`).toBe(422);
    expect(response.body.message).toBe('入力内容に誤りがあります。');
    expect(response.body.errors).toEqual(errors);
  }
  expect(await notificationCount(app)).toBe(before);
  expect((await api('GET', `${ADMIN_PATH}/show/${existingId}`)).body.data).toEqual(original);
}

describe('spec §5 rules on store and update', () => {
  it('requires every field', async () => {
    await expectRejected(
      {},
      Object.fromEntries(
        ['title', 'content', 'tag', 'published_at', 'is_important', 'is_published'].map((f) => [
          f,
          [REQUIRED],
        ]),
      ),
    );
  });

  it('treats blank and null values as missing', async () => {
    await expectRejected(
      validBody({ title: '   ', content: ' ', tag: '', published_at: '', is_important: null }),
      {
        title: [REQUIRED],
        content: [REQUIRED],
        tag: [REQUIRED],
        published_at: [REQUIRED],
        is_important: [REQUIRED],
      },
    );
  });

  it('treats content without text (an emptied editor) as missing', async () => {
    for (const content of [
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<script>alert(1)</script>',
    ]) {
      await expectRejected(validBody({ content }), { content: [REQUIRED] });
    }
  });

  it('limits the title to 255 characters and content to 100 000', async () => {
    await expectRejected(
      validBody({ title: 'あ'.repeat(256), content: `<p>${'a'.repeat(100_000)}</p>` }),
      { title: ['255文字以内で入力してください'], content: ['100000文字以内で入力してください'] },
    );
    const atLimit = await api(
      'POST',
      `${ADMIN_PATH}/store`,
      validBody({ title: 'あ'.repeat(255), content: `<p>${'a'.repeat(99_993)}</p>` }),
    );
    expect(atLimit.status).toBe(201);
  });

  it('refuses an unknown tag', async () => {
    await expectRejected(validBody({ tag: 'news' }), { tag: [FORMAT] });
  });

  it('refuses dates that are not real YYYY-MM-DD days', async () => {
    for (const published_at of ['2026-02-30', '2026-13-01', '2026/04/01', '2026-4-1', 'tomorrow']) {
      await expectRejected(validBody({ published_at }), { published_at: [FORMAT] });
    }
    expect(
      (await api('POST', `${ADMIN_PATH}/store`, validBody({ published_at: '2028-02-29' }))).status,
    ).toBe(201);
  });

  it('refuses values of the wrong type', async () => {
    await expectRejected(
      validBody({ title: 1, content: ['x'], is_important: 'true', is_published: 0 }),
      { title: [FORMAT], content: [FORMAT], is_important: [FORMAT], is_published: [FORMAT] },
    );
  });

  it('refuses HTML in the title, which is plain text', async () => {
    for (const title of ['<script>alert(1)</script>', '<b>太字</b>', 'a</p>', '<!-- x -->']) {
      await expectRejected(validBody({ title }), { title: [FORMAT] });
    }
    const comparison = await storeNotification(api, { title: '在庫 < 10 と > 5 の比較' });
    expect(comparison.title).toBe('在庫 < 10 と > 5 の比較');
  });
});

describe('HTML sanitising on save', () => {
  const cases = [
    ['<p>本文<script>alert(1)</script></p>', '<p>本文</p>'],
    ['<p onclick="alert(1)">本文</p><img src=x onerror="alert(1)">', '<p>本文</p>'],
    [
      '<p><a href="javascript:alert(1)">link</a></p>',
      '<p><a rel="noopener noreferrer nofollow">link</a></p>',
    ],
    [
      '<p><a href=" JaVaScRiPt:alert(1)">link</a></p>',
      '<p><a rel="noopener noreferrer nofollow">link</a></p>',
    ],
    [
      '<p><a href="data:text/html;base64,PHNjcmlwdD4=">d</a></p>',
      '<p><a rel="noopener noreferrer nofollow">d</a></p>',
    ],
    [
      '<style>p{color:red}</style><iframe src="https://x"></iframe><object data="x"></object><p>ok</p>',
      '<p>ok</p>',
    ],
    [
      '<h2 style="color:red" class="x">見出し</h2><ul><li><em>a</em></li></ul>',
      '<h2>見出し</h2><ul><li><em>a</em></li></ul>',
    ],
    [
      '<p><a href="https://example.com" target="_blank">外部</a></p>',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外部</a></p>',
    ],
  ] as const;

  it.each(cases)('stores %s as %s', async (content, stored) => {
    const created = await storeNotification(api, { content });
    expect(created.content).toBe(stored);
    const shown = await api('GET', `${ADMIN_PATH}/show/${created.id}`);
    expect(shown.body.data.content).toBe(stored);
  });
});
