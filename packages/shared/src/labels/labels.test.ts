import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACTION_CODES,
  actionLabel,
  BASE_ACTION_CODES,
  baseActionCode,
  isActionCode,
  isScheduledAction,
  scheduledActionCode,
} from './actions.ts';
import { documentTitle, PAGE_TITLES, SIDEBAR_ENTRIES } from './navigation.ts';
import {
  isNotificationTag,
  isProcessDeletable,
  isProcessFinished,
  isProcessStatus,
  NOTIFICATION_TAG_VALUES,
  NOTIFICATION_TAGS,
  PROCESS_STATUS_VALUES,
  PROCESS_STATUSES,
} from './statuses.ts';
import { COLOR_SCHEME_LABELS, TEXTS } from './texts.ts';
import { CONFIRM_TEXTS } from './confirmations.ts';
import { ALLOCATION_MESSAGES } from '../allocation/allocation-messages.ts';

describe('action codes', () => {
  it('has 19 operations and 38 codes, all distinct snake_case', () => {
    expect(BASE_ACTION_CODES).toHaveLength(19);
    expect(ACTION_CODES).toHaveLength(38);
    expect(new Set(ACTION_CODES).size).toBe(38);
    for (const code of BASE_ACTION_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it.each([
    ['inbound_schedule_create', '入荷予定登録', false],
    ['I_inbound_schedule_create', '入荷予定登録', true],
    ['sku_mapping_create_delete', 'SKUマッピング登録・削除', false],
    ['I_shipping_status_search', '出荷ステータス検索', true],
    ['shipping_ng_search', '出荷不可検索', false],
  ])('%s is %s (scheduled: %s)', (code, label, scheduled) => {
    expect(actionLabel(code)).toBe(label);
    expect(isScheduledAction(code)).toBe(scheduled);
    expect(isActionCode(code)).toBe(true);
  });

  it('gives every I-variant the label of its operation', () => {
    for (const code of BASE_ACTION_CODES) {
      const scheduled = scheduledActionCode(code);
      expect(actionLabel(scheduled)).toBe(actionLabel(code));
      expect(baseActionCode(scheduled)).toBe(code);
      expect(baseActionCode(code)).toBe(code);
    }
  });

  it.each(['unknown_code', 'I_unknown', 'I_', ''])('shows the unknown code %j as is', (code) => {
    expect(actionLabel(code)).toBe(code);
    expect(isScheduledAction(code)).toBe(false);
    expect(isActionCode(code)).toBe(false);
  });

  it('feeds z.enum', () => {
    expect(z.enum(ACTION_CODES).safeParse('I_product_search').success).toBe(true);
    expect(z.enum(ACTION_CODES).safeParse('product').success).toBe(false);
  });
});

describe('statuses and tags', () => {
  it('matches spec §4', () => {
    expect(PROCESS_STATUSES).toEqual({
      pending: { label: '未処理', icon: 'check', color: 'teal' },
      processing: { label: '処理中', icon: 'spinner', color: 'blue' },
      completed: { label: '処理完了', icon: 'check', color: 'teal' },
      failed: { label: '処理失敗', icon: 'cross', color: 'red' },
    });
    expect(NOTIFICATION_TAGS).toEqual({
      notification: { label: 'お知らせ', color: 'blue' },
      release: { label: 'リリース', color: 'teal' },
      maintenance: { label: 'メンテナンス', color: 'orange' },
    });
    expect(PROCESS_STATUS_VALUES).toEqual(['pending', 'processing', 'completed', 'failed']);
    expect(NOTIFICATION_TAG_VALUES).toEqual(['notification', 'release', 'maintenance']);
  });

  it.each([
    ['pending', true],
    ['processing', false],
    ['completed', true],
    ['failed', true],
  ] as const)('a %s process deletable: %s', (status, deletable) => {
    expect(isProcessDeletable(status)).toBe(deletable);
  });

  it('counts a process finished once it completed or failed', () => {
    expect(PROCESS_STATUS_VALUES.filter(isProcessFinished)).toEqual(['completed', 'failed']);
  });

  it('guards values', () => {
    expect(isProcessStatus('failed')).toBe(true);
    expect(isProcessStatus('toString')).toBe(false);
    expect(isNotificationTag('release')).toBe(true);
    expect(isNotificationTag('news')).toBe(false);
  });
});

describe('navigation labels', () => {
  it('lists the sidebar of labels.md in order', () => {
    expect(SIDEBAR_ENTRIES.map((entry) => entry.label)).toEqual([
      'ホーム',
      '入荷業務',
      '出荷業務',
      '在庫',
      '商品設定',
      '倉庫設定',
      'マスタ設定',
      '各種設定',
      '管理者設定',
      'マニュアル',
    ]);
    const tabs = Object.fromEntries(
      SIDEBAR_ENTRIES.map((e) => [e.key, e.tabs.map((t) => t.label)]),
    );
    expect(tabs).toMatchObject({
      inbound: ['入荷予定', '返品実績'],
      outbound: ['引当管理', '出荷作業', '検品', '出荷不可リスト(RSL)'],
      stock: ['在庫一覧', '日次在庫表', '賞味期限管理', '棚卸', '在庫移動', '整合性チェック'],
      products: ['商品一覧', '商品CSV登録'],
      warehouses: ['倉庫一覧', '倉庫グループ'],
      masters: ['ベンダー一覧', 'ショップ一覧', '仕入先一覧', 'システム連携設定一覧'],
      admin: ['管理者お知らせ一覧'],
    });
    expect(SIDEBAR_ENTRIES.filter((e) => 'adminOnly' in e).map((e) => e.key)).toEqual(['admin']);
  });

  it('names pages as labels.md says', () => {
    expect(PAGE_TITLES.receivingSchedules.detail).toBe('入荷予定詳細');
    expect(PAGE_TITLES.warehouseGroups.list).toBe('倉庫グループ一覧');
    expect(PAGE_TITLES.shippingNg.list).toBe('出荷不可リスト');
    expect(PAGE_TITLES.adminNotifications.edit).toBe('管理者お知らせ編集');
    expect(PAGE_TITLES.userNotifications).toBe('お知らせ');
    expect(documentTitle('商品一覧')).toBe('商品一覧 | ロジ管理');
    expect(documentTitle()).toBe('ロジ管理');
    expect(documentTitle('ホーム', '物流ポータル')).toBe('ホーム | 物流ポータル');
  });

  it('keeps the fixed texts', () => {
    expect(TEXTS.gatewayTimeout).toBe('サーバーへの接続がタイムアウトしました。');
    expect(TEXTS.staleEdit).toBe(
      '他のユーザーによって更新されています。画面を再読み込みしてください。',
    );
    expect(TEXTS.copied).toBe('コピーしました');
    expect(COLOR_SCHEME_LABELS).toEqual({ light: 'ライト', dark: 'ダーク', auto: '自動' });
  });

  it('words the allocation toast with Japanese punctuation (、。), not , and .', () => {
    expect(ALLOCATION_MESSAGES.runDone(3, 1, 2)).toBe(
      '引当 3件、一部引当 1件、在庫不足 2件でした。',
    );
    expect(ALLOCATION_MESSAGES.skipped(4)).toBe(
      '4件は対象外のステータスのため処理しませんでした。',
    );
  });
});

describe('confirmations of what cannot be undone (decision 046)', () => {
  it('name how many records and which warehouses, each once', () => {
    expect(CONFIRM_TEXTS.instruct.message(3, ['RSL倉庫', 'RSL倉庫'])).toBe(
      '3件の受注を RSL倉庫 に出荷指示します。よろしいですか？',
    );
    expect(CONFIRM_TEXTS.warehouseSend.message(2, '商品', ['RSL市川', 'RSL柏'])).toBe(
      '2件の商品を RSL市川・RSL柏 に送信します（登録・更新）。よろしいですか？',
    );
    // Nothing allocated yet (the server then skips the order with its reason).
    expect(CONFIRM_TEXTS.instruct.message(1, [])).toContain('引当先の倉庫');
  });
});
