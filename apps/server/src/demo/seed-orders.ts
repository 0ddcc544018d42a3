import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inScope, organisationScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import {
  demoMaterials,
  demoOrderValues,
  seededRandom,
  storeOrders,
} from '../modules/orders/index.ts';

/** Codes of the products with at least 20 pieces free in every warehouse that holds them. */
async function wellStocked(tx: Tx, scope: OrganisationScope) {
  const { rows } = await tx.execute<{ code: string }>(
    sql`select p.product_code as code from products p
          join stocks s on s.organisation_id = p.organisation_id and s.product_id = p.id
         where ${inScope('p', scope)}
         group by p.product_code
        having min(s.on_hand - s.allocated - s.non_sellable) >= 20`,
  );
  return new Set(rows.map((row) => row.code));
}

/** Orders of the seeded day per organisation; the first few ask for more than any stock row holds. */
export const SEED_ORDER_COUNT = 24;
const SHORT_ORDERS = 4;

/**
 * Demo orders (once, inside the seed transaction, after the stock): a day's worth across the demo
 * shops, all 未引当 — most allocatable, some short (500 pieces, or the product out of stock
 * everywhere), one whose postal code lies outside its prefecture — so an operator can run the whole
 * flow on first start.
 */
export async function seedDemoOrders(tx: Tx): Promise<void> {
  for (const [index, { uuid }] of DEMO_ORGANISATIONS.entries()) {
    const actor = { scope: organisationScope(uuid), userId: null };
    const materials = await demoMaterials(tx, actor.scope);
    if (materials.shops.length === 0 || materials.products.length === 0) continue;
    // The short ones first (500 pieces of a line), then orders of products well in stock.
    const short = demoOrderValues(materials, SHORT_ORDERS, {
      random: seededRandom(7 + index),
      prefix: 'SEED-S',
      bulky: SHORT_ORDERS,
    });
    const stocked = await wellStocked(tx, actor.scope);
    const plenty = materials.products.filter((product) => stocked.has(product.code));
    const values = [
      ...short,
      ...demoOrderValues(
        { ...materials, products: plenty.length > 0 ? plenty : materials.products },
        SEED_ORDER_COUNT - SHORT_ORDERS,
        { random: seededRandom(13 + index), prefix: 'SEED' },
      ),
    ];
    // One address the postal check flags: a Tokyo code with an Osaka address.
    values[SHORT_ORDERS] = {
      ...values[SHORT_ORDERS]!,
      postalCode: '100-0005',
      prefecture: '大阪府',
      city: '大阪市北区',
    };
    await storeOrders(tx, actor, values, 'demo');
  }
}
