import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { adminUserNotifications } from './notifications.table.ts';
import {
  ADMIN_PATH,
  type Api,
  SATO,
  signedIn,
  storeNotification,
  validBody,
  YAMADA,
} from './notifications.test-support.ts';

const STALE_MESSAGE = '他のユーザーによって更新されています。画面を再読み込みしてください。';

let app: TestApp;
let yamada: Api;
let sato: Api;
beforeAll(async () => {
  app = await startTestApp();
  [yamada, sato] = await Promise.all([signedIn(app, YAMADA), signedIn(app, SATO)]);
});
afterAll(async () => {
  await app?.close();
});

const storedRow = async (id: number) => {
  const [row] = await app.db
    .select()
    .from(adminUserNotifications)
    .where(eq(adminUserNotifications.id, id));
  return row;
};

describe('two admins saving the same version at once', () => {
  // Several rounds, so the two requests really overlap in the server at least some of the time.
  it.each([1, 2, 3, 4, 5])(
    'lets exactly one win and refuses the other with 409 (round %i)',
    async () => {
      const { id } = await storeNotification(yamada, { title: '編集前' });
      const responses = await Promise.all([
        yamada('PUT', `${ADMIN_PATH}/update/${id}`, validBody({ title: '山田の変更', version: 1 })),
        sato('PUT', `${ADMIN_PATH}/update/${id}`, validBody({ title: '佐藤の変更', version: 1 })),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.status === 200)!;
      const loser = responses.find((response) => response.status === 409)!;
      expect(loser.body.message).toBe(STALE_MESSAGE);
      expect(winner.body.data).toMatchObject({ version: 2 });

      const row = await storedRow(id);
      expect(row).toMatchObject({ title: winner.body.data.title, version: 2 });
      expect(['山田の変更', '佐藤の変更']).toContain(row!.title);
    },
  );
});
