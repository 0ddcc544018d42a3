import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { expectLedgerConsistent } from './stocks.ledger.test-support.ts';
import { allocateStock } from './stock-changes.ts';
import { STOCKS, stockOf, twoOrganisations, type Api } from './stocks.test-support.ts';

// Issue 11: 50 concurrent changes of one row end with exactly the expected figures — none lost,
// none negative, never oversold — and the ledger still sums to the row.

const setup = twoOrganisations();
const { yamada } = setup;

/** An adjustment by `delta` as a user makes it: read the row, send its version, reload on a 409. */
async function adjustUntilSaved(api: Api, id: number, delta: number) {
  for (;;) {
    const shown = await api('GET', `${STOCKS}/show/${id}`);
    const saved = await api('PUT', `${STOCKS}/adjust/${id}`, {
      mode: 'delta',
      quantity: delta,
      reason: '棚卸差異',
      version: shown.body.data.version,
    });
    if (saved.status === 200) return;
    expect(saved.status).toBe(409);
  }
}

const organisationOf = async (api: Api) =>
  (await api('GET', '/api/auth/user')).body.data.organisations[0].uuid as string;

describe('concurrent changes of one stock row', () => {
  it('applies 50 concurrent adjustments through the HTTP API, each exactly once', async () => {
    const stock = await stockOf(yamada, 40);
    const deltas = Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? -2 : 3));
    await Promise.all(deltas.map((delta) => adjustUntilSaved(yamada, stock.id, delta)));
    const expected = 40 + deltas.reduce((sum, delta) => sum + delta, 0);
    const shown = await yamada('GET', `${STOCKS}/show/${stock.id}`);
    expect(shown.body.data).toMatchObject({ on_hand: expected, version: 51 });
    const history = await yamada('GET', `${STOCKS}/history/${stock.id}?per_page=100`);
    expect(history.body.data.total).toBe(51);
    await expectLedgerConsistent(setup.app.db, await organisationOf(yamada));
  });

  it('never oversells: 50 concurrent allocations of 3 against 100 available, while 50 receipts arrive via adjustments', async () => {
    const stock = await stockOf(yamada, 100);
    const organisationId = await organisationOf(yamada);
    const actor = { scope: organisationScope(organisationId), userId: null };
    const allocations = Array.from({ length: 50 }, () =>
      setup.app.db
        .transaction((tx) =>
          allocateStock(tx, actor, stock.id, 3, { reference: { type: 'test', id: 1 } }),
        )
        .then(
          () => 'allocated' as const,
          (error: unknown) => {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).fieldErrors?.quantity?.[0]).toMatch(
              /^引当可能数が不足しています/,
            );
            return 'refused' as const;
          },
        ),
    );
    const adjustments = Array.from({ length: 50 }, () => adjustUntilSaved(yamada, stock.id, 1));
    const [outcomes] = await Promise.all([Promise.all(allocations), Promise.all(adjustments)]);
    const allocated = outcomes.filter((outcome) => outcome === 'allocated').length;
    // 100 available at the start, 150 at the end: at least 33 and at most 50 allocations fit.
    expect(allocated).toBeGreaterThanOrEqual(33);
    const shown = (await yamada('GET', `${STOCKS}/show/${stock.id}`)).body.data;
    expect(shown).toMatchObject({
      on_hand: 150,
      allocated: allocated * 3,
      available: 150 - allocated * 3,
    });
    const history = await yamada('GET', `${STOCKS}/history/${stock.id}?per_page=1`);
    expect(history.body.data.total).toBe(1 + 50 + allocated);
    await expectLedgerConsistent(setup.app.db, organisationId);
  });

  it('refuses exactly the allocations beyond what is available when 50 arrive at once', async () => {
    const stock = await stockOf(yamada, 100);
    const actor = { scope: organisationScope(await organisationOf(yamada)), userId: null };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        setup.app.db
          .transaction((tx) => allocateStock(tx, actor, stock.id, 3))
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(33);
    const shown = (await yamada('GET', `${STOCKS}/show/${stock.id}`)).body.data;
    expect(shown).toMatchObject({ on_hand: 100, allocated: 99, available: 1 });
  });
});
