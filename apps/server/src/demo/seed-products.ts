import type { TaxRate } from '@logi/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { products, skuMappings } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { DEMO_PRODUCTS, TEST_SHOJI_CODES, type DemoProduct } from './seed-products-catalogue.ts';

/** A JAN (GTIN-13) from its first 12 digits: the check digit makes the weighted sum a multiple of 10. */
export function janOf(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

// サンプル物流 and テスト商事, in that order (demo-accounts.ts).
const [SAMPLE_BUTSURYU, TEST_SHOJI] = DEMO_ORGANISATIONS as [
  (typeof DEMO_ORGANISATIONS)[number],
  (typeof DEMO_ORGANISATIONS)[number],
];

/** The tea and food lines are 軽減税率 (8%); homeware and apparel are standard (10%). */
const taxRateOf = (code: string): TaxRate =>
  code.startsWith('TEA-') || code.startsWith('FOOD-') ? 8 : 10;

async function seedProductsOf(
  tx: Tx,
  organisationId: string,
  rows: DemoProduct[],
  janBase: string,
) {
  const codes = [...new Set(rows.map((row) => row.supplier))];
  const found = await tx
    .select({ id: suppliers.id, code: suppliers.code })
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), inArray(suppliers.code, codes)));
  const supplierId = (code: string) => found.find((row) => row.code === code)?.id ?? null;
  return tx
    .insert(products)
    .values(
      rows.map((row, index) => ({
        organisationId,
        productCode: row.code,
        name: row.name,
        janCode: janOf(`${janBase}${String(index + 1).padStart(5, '0')}`),
        price: row.price,
        cost: row.cost,
        weightG: row.weightG ?? null,
        salesStatus: row.status ?? 'on_sale',
        stockThreshold: 10,
        supplierId: supplierId(row.supplier),
        rslLinked: row.status !== 'discontinued',
        temperatureZone: row.zone ?? 'ambient',
        lotManaged: row.lot ?? false,
        isDangerous: row.dangerous ?? false,
        taxRate: taxRateOf(row.code),
      })),
    )
    .returning({ id: products.id, productCode: products.productCode });
}

/**
 * Demo products: about thirty for サンプル物流 (some 販売停止 or 廃盤), a few for テスト商事, with
 * valid JANs and SKU mappings at the demo shops (楽天市場 and Amazon) for the tea and food lines.
 */
export async function seedDemoProducts(tx: Tx): Promise<void> {
  const sample = await seedProductsOf(tx, SAMPLE_BUTSURYU.uuid, DEMO_PRODUCTS, '4580123');
  const testRows = DEMO_PRODUCTS.filter((row) => TEST_SHOJI_CODES.includes(row.code));
  await seedProductsOf(tx, TEST_SHOJI.uuid, testRows, '4580456');

  const demoShops = await tx
    .select({ id: shops.id, code: shops.code })
    .from(shops)
    .where(
      and(
        eq(shops.organisationId, SAMPLE_BUTSURYU.uuid),
        inArray(shops.code, ['RAKUTEN-01', 'AMAZON-01']),
      ),
    );
  const mapped = sample.filter(
    (row) => row.productCode.startsWith('TEA-') || row.productCode.startsWith('FOOD-'),
  );
  const mappings = demoShops.flatMap((shop) =>
    mapped.map((product) => ({
      organisationId: SAMPLE_BUTSURYU.uuid,
      productId: product.id,
      shopId: shop.id,
      shopSkuCode: `${shop.code.startsWith('RAKUTEN') ? 'rk' : 'amz'}-${product.productCode.toLowerCase()}`,
    })),
  );
  if (mappings.length > 0) await tx.insert(skuMappings).values(mappings);
}
