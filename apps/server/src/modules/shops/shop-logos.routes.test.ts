import { SHOP_LOGO_MESSAGES } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { signInAs } from '../../test/jobs.test-support.ts';
import {
  type Api,
  shopBody,
  SHOPS,
  store,
  SUZUKI,
  YAMADA,
} from '../../test/masters.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { jpegLogo, logoBody, pngLogo } from './shop-logos.test-support.ts';

// The shop's 納品書 logo through the real app: kept, served, replaced, refused and deleted.

let app: TestApp;
let yamada: Api;
let suzuki: Api;
let yamadaJar: CookieJar;
beforeAll(async () => {
  app = await startTestApp();
  const [y, s] = await Promise.all([signInAs(app.baseUrl, YAMADA), signInAs(app.baseUrl, SUZUKI)]);
  [yamada, suzuki, yamadaJar] = [y.api, s.api, y.jar];
});
afterAll(() => app?.close());

describe('shop logo', () => {
  it('keeps a PNG or JPEG logo, replaces and deletes it, and refuses a bad file changing nothing', async () => {
    const created = await store(yamada, SHOPS, shopBody({ name: 'ロゴのある店' }));
    const LOGO = `/api/shops/logo/${created.id}`;
    const show = async () => (await yamada('GET', `${SHOPS}/show/${created.id}`)).body.data;
    const image = async () => {
      const response = await fetch(`${app.baseUrl}${LOGO}`, {
        headers: { cookie: yamadaJar.header() },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), bytes };
    };
    expect((await image()).status).toBe(404);
    const png = pngLogo(300, 100);
    const kept = await yamada('PUT', LOGO, logoBody(png));
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ content_type: 'image/png', width: 300, height: 100 });
    expect((await show()).logo).toEqual(kept.body.data);
    expect(await image()).toEqual({ status: 200, type: 'image/png', bytes: png });

    const jpeg = jpegLogo(1000, 400);
    expect((await yamada('PUT', LOGO, logoBody(jpeg))).body.data).toMatchObject({
      content_type: 'image/jpeg',
      width: 1000,
    });
    for (const [file, message] of [
      [Buffer.from('GIF89a not a logo'), SHOP_LOGO_MESSAGES.type],
      [pngLogo(600, 400, { noise: true }), SHOP_LOGO_MESSAGES.tooLarge],
      [pngLogo(1001, 10), SHOP_LOGO_MESSAGES.tooManyPixels],
      [png.subarray(0, png.length - 20), SHOP_LOGO_MESSAGES.unreadable],
    ] as const) {
      const refused = await yamada('PUT', LOGO, logoBody(file));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ image: [message] });
    }
    expect(await image()).toMatchObject({ type: 'image/jpeg', bytes: jpeg });

    // Another organisation's caller reaches neither the image nor the shop's logo.
    for (const [method, body] of [['GET'], ['PUT', logoBody(png)], ['DELETE']] as const) {
      expect((await suzuki(method, LOGO, body)).status, method).toBe(404);
    }
    expect(await image()).toMatchObject({ type: 'image/jpeg', bytes: jpeg });

    expect((await yamada('DELETE', LOGO)).status).toBe(204);
    expect((await image()).status).toBe(404);
    expect((await show()).logo).toBeNull();
  });
});
