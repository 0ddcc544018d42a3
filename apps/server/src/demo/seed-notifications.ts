import { addDays, todayJst } from '@logi/shared';
import type { Tx } from '../db/client.ts';
import { adminUserNotifications } from '../modules/notifications/notifications.table.ts';

/** A few notifications so a first visit shows the bell at work (content is already safe HTML). */
export async function seedDemoNotifications(tx: Tx): Promise<void> {
  const today = todayJst();
  await tx.insert(adminUserNotifications).values([
    {
      title: 'ロジ管理へようこそ',
      content:
        '<p>入荷・出荷・在庫をひとつの画面で管理できます。まずは<strong>倉庫設定</strong>から倉庫を登録してください。</p>',
      tag: 'notification',
      publishedAt: addDays(today, -2),
    },
    {
      title: '出荷不可リスト(RSL)に対応しました',
      content:
        '<p>楽天スーパーロジスティクスから返された出荷不可の理由を一覧で確認できるようになりました。</p>',
      tag: 'release',
      publishedAt: addDays(today, -1),
    },
    {
      title: '定期メンテナンスのお知らせ',
      content: '<p>毎月第2日曜日 2:00〜4:00 はメンテナンスのため一部機能を停止します。</p>',
      tag: 'maintenance',
      publishedAt: today,
      isImportant: true,
    },
  ]);
}
