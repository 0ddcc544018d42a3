import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Api,
  DUPLICATE,
  signedIn,
  STALE,
  storeGroup,
  storeWarehouse,
  SUZUKI,
  WAREHOUSE_GROUPS,
  WAREHOUSES,
  YAMADA,
  exportCsv,
  SHOPS,
  shopBody,
  store,
} from '../warehouses/warehouses.test-support.ts';
import iconv from 'iconv-lite';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { warehouseGroupMembers } from './warehouse-groups.table.ts';

let app: TestApp;
let yamada: Api;
let suzuki: Api;
let yamadaJar: CookieJar;
let tokyo: { id: number };
let osaka: { id: number };
let chiba: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  const session = await signIn(app.baseUrl, YAMADA);
  yamadaJar = session.jar;
  yamada = apiClient(app.baseUrl, yamadaJar);
  suzuki = await signedIn(app, SUZUKI);
  tokyo = await storeWarehouse(yamada, { name: '東京倉庫' });
  osaka = await storeWarehouse(yamada, { name: '大阪倉庫' });
  chiba = await storeWarehouse(yamada, { name: '千葉倉庫' });
});
afterAll(() => app?.close());

const show = (api: Api, id: number) => api('GET', `${WAREHOUSE_GROUPS}/show/${id}`);
const memberNames = (group: { members: { name: string }[] }) => group.members.map((m) => m.name);
const membersInDatabase = async (groupId: number) =>
  app.db
    .select()
    .from(warehouseGroupMembers)
    .where(eq(warehouseGroupMembers.groupId, groupId))
    .orderBy(warehouseGroupMembers.position);

describe('warehouse groups', () => {
  it('stores the members in the order given, as priorities 1, 2, 3', async () => {
    const group = await storeGroup(yamada, '全国グループ', [osaka.id, tokyo.id, chiba.id]);
    expect(group.members).toEqual([
      expect.objectContaining({ priority: 1, warehouse_id: osaka.id, name: '大阪倉庫' }),
      expect.objectContaining({ priority: 2, warehouse_id: tokyo.id, name: '東京倉庫' }),
      expect.objectContaining({ priority: 3, warehouse_id: chiba.id, name: '千葉倉庫' }),
    ]);
    expect((await show(yamada, group.id)).body.data).toEqual(group);
  });

  it('reorders, drops and renames on update', async () => {
    const group = await storeGroup(yamada, '並べ替え', [tokyo.id, osaka.id, chiba.id]);
    const updated = await yamada('PUT', `${WAREHOUSE_GROUPS}/update/${group.id}`, {
      name: '並べ替え後',
      warehouse_ids: [chiba.id, tokyo.id],
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: '並べ替え後', version: 2 });
    expect(memberNames(updated.body.data)).toEqual(['千葉倉庫', '東京倉庫']);
    expect((await membersInDatabase(group.id)).map((m) => [m.warehouseId, m.position])).toEqual([
      [chiba.id, 1],
      [tokyo.id, 2],
    ]);
  });

  it('needs at least one member, each once, each a warehouse of this organisation', async () => {
    const empty = await yamada('POST', `${WAREHOUSE_GROUPS}/store`, {
      name: '空',
      warehouse_ids: [],
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ warehouse_ids: ['1つ以上必要です'] });

    const twice = await yamada('POST', `${WAREHOUSE_GROUPS}/store`, {
      name: '重複',
      warehouse_ids: [tokyo.id, tokyo.id],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ warehouse_ids: ['形式が間違っています'] });

    const theirs = await storeWarehouse(suzuki);
    const foreign = await yamada('POST', `${WAREHOUSE_GROUPS}/store`, {
      name: '他社',
      warehouse_ids: [tokyo.id, theirs.id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ warehouse_ids: ['倉庫が見つかりませんでした'] });
  });

  it('keeps names unique per organisation', async () => {
    await storeGroup(yamada, '同名グループ', [tokyo.id]);
    const again = await yamada('POST', `${WAREHOUSE_GROUPS}/store`, {
      name: '同名グループ',
      warehouse_ids: [osaka.id],
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: [DUPLICATE] });
    const theirs = await storeWarehouse(suzuki);
    await storeGroup(suzuki, '同名グループ', [theirs.id]);
  });

  it('answers 409 to an update made on an older version, and changes nothing', async () => {
    const group = await storeGroup(yamada, '競合', [tokyo.id, osaka.id]);
    const first = { name: '競合', warehouse_ids: [osaka.id, tokyo.id], version: 1 };
    expect((await yamada('PUT', `${WAREHOUSE_GROUPS}/update/${group.id}`, first)).status).toBe(200);
    const stale = await yamada('PUT', `${WAREHOUSE_GROUPS}/update/${group.id}`, {
      ...first,
      warehouse_ids: [chiba.id],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(memberNames((await show(yamada, group.id)).body.data)).toEqual(['大阪倉庫', '東京倉庫']);
  });

  it('answers 404 to another organisation reading, updating or deleting a group, and changes nothing', async () => {
    const group = await storeGroup(yamada, '自社のみ', [tokyo.id]);
    const theirs = await storeWarehouse(suzuki);
    expect((await show(suzuki, group.id)).status).toBe(404);
    const update = await suzuki('PUT', `${WAREHOUSE_GROUPS}/update/${group.id}`, {
      name: '乗っ取り',
      warehouse_ids: [theirs.id],
      version: 1,
    });
    expect(update.status).toBe(404);
    expect((await suzuki('DELETE', `${WAREHOUSE_GROUPS}/destroy/${group.id}`)).status).toBe(404);
    expect((await show(yamada, group.id)).body.data).toEqual(group);
  });

  it('deletes a group, which frees its warehouses for deletion', async () => {
    const lonely = await storeWarehouse(yamada, { name: '単独倉庫' });
    const group = await storeGroup(yamada, '削除対象', [lonely.id]);
    expect((await yamada('DELETE', `${WAREHOUSES}/destroy/${lonely.id}`)).status).toBe(409);
    expect((await yamada('DELETE', `${WAREHOUSE_GROUPS}/destroy/${group.id}`)).status).toBe(204);
    expect(await membersInDatabase(group.id)).toEqual([]);
    expect((await yamada('DELETE', `${WAREHOUSES}/destroy/${lonely.id}`)).status).toBe(204);
  });

  it('refuses to delete a group a shop allocates from, naming the shop', async () => {
    const group = await storeGroup(yamada, 'ショップ用', [tokyo.id]);
    await store(
      yamada,
      SHOPS,
      shopBody({ name: 'ロジ商店 Amazon店', warehouse_group_id: group.id }),
    );
    const refused = await yamada('DELETE', `${WAREHOUSE_GROUPS}/destroy/${group.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'ショップ「ロジ商店 Amazon店」で使用されているため削除できません',
    );
    expect((await show(yamada, group.id)).status).toBe(200);
  });

  it('records member order changes in the audit trail', async () => {
    const group = await storeGroup(yamada, '監査グループ', [tokyo.id, osaka.id]);
    await yamada('PUT', `${WAREHOUSE_GROUPS}/update/${group.id}`, {
      name: '監査グループ',
      warehouse_ids: [osaka.id, tokyo.id],
      version: 1,
    });
    const trail = await yamada('GET', `/api/audits/warehouse_groups/${group.id}`);
    expect(trail.body.data.data[0].changes).toEqual({
      members: { from: ['東京倉庫', '大阪倉庫'], to: ['大阪倉庫', '東京倉庫'] },
    });
  });

  it('exports groups as Shift_JIS with their members in priority order', async () => {
    await storeGroup(yamada, 'CSVグループ①', [chiba.id, tokyo.id]);
    const csv = await exportCsv(app.baseUrl, yamadaJar, `${WAREHOUSE_GROUPS}/export`, {
      keyword: 'CSVグループ',
      encoding: 'sjis',
    });
    expect(csv.status).toBe(200);
    expect(iconv.decode(csv.bytes, 'cp932')).toBe(
      'グループ名,所属倉庫（優先順）\r\nCSVグループ①,1. 千葉倉庫 / 2. 東京倉庫\r\n',
    );
    // Another organisation's export has none of it.
    const theirs = await signIn(app.baseUrl, SUZUKI);
    const other = await exportCsv(app.baseUrl, theirs.jar, `${WAREHOUSE_GROUPS}/export`, {
      encoding: 'utf8',
    });
    expect(other.bytes.toString('utf8')).not.toContain('CSVグループ');
  });
});
