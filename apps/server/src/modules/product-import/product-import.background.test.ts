import { describe, expect, it } from 'vitest';
import { poolOf } from '../events/index.ts';
import { readProcess, waitFor } from '../../test/jobs.test-support.ts';
import {
  IMPORT,
  holdProductLock,
  importApp,
  largeSjisCsv,
  minimalCsv,
  productsWithPrefix,
  uploadsLeft,
} from './product-import.test-support.ts';

const setup = importApp();

describe('a large product CSV imports as the background process 商品登録・更新', () => {
  it('is validated first, then run by the process with progress; a second import meanwhile is refused', async () => {
    // An existing product in the middle of the file: held locked, the import waits on it.
    await setup.yamada(IMPORT, minimalCsv([['BG-007500', '既存の商品', '1', '1']]));
    const release = await holdProductLock(poolOf(setup.app.db), 'BG-007500');
    let processId: string;
    try {
      const started = await setup.yamada(IMPORT, largeSjisCsv('BG', 15_000));
      expect(started.status).toBe(202);
      expect(started.body.data).toMatchObject({ row_count: 15_000, created: null, updated: null });
      processId = started.body.data.process_id;

      const running = await waitFor(
        () => readProcess(setup.app.db, processId),
        (row) => (row?.progressDone ?? 0) > 0,
      );
      expect(running).toMatchObject({ processStatus: 'processing', progressTotal: 15_000 });
      // Nothing is visible while the import's transaction is open.
      expect(await productsWithPrefix(setup.app, 'BG-')).toHaveLength(1);

      const second = await setup.yamada(IMPORT, minimalCsv([['BG2-1', '二つ目', '1', '1']]));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(
        '商品の取込（または商品登録・更新の処理）が実行中です。終了してから取り込んでください。',
      );
    } finally {
      await release();
    }
    const finished = await waitFor(
      () => readProcess(setup.app.db, processId),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
      { timeoutMs: 60_000 },
    );
    expect(finished).toMatchObject({
      processStatus: 'completed',
      message: '14999件登録 / 1件更新',
      progressDone: 15_000,
      progressTotal: 15_000,
    });
    expect(await productsWithPrefix(setup.app, 'BG2-')).toEqual([]);
    const rows = await productsWithPrefix(setup.app, 'BG-');
    expect(rows).toHaveLength(15_000);
    expect(rows[7499]).toMatchObject({ product_code: 'BG-007500', version: 2 });
    expect(await uploadsLeft(setup.app)).toBe(0);
  });

  it('refuses a large file with line errors at once, without a process', async () => {
    const file = Buffer.concat([
      largeSjisCsv('BGE', 15_000),
      Buffer.from('BGE-X,,name,,-1,1,,,,,,,,,,,,,,,\r\n'),
    ]);
    const answer = await setup.yamada(IMPORT, file);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { 行目: 15_002, エラー: { price: [expect.stringMatching(/^販売価格：/)] } },
    ]);
    expect(await productsWithPrefix(setup.app, 'BGE-')).toEqual([]);
    expect(await uploadsLeft(setup.app)).toBe(0);
  });
});
