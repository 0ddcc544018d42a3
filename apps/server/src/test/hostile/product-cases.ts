import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import fc from 'fast-check';
import {
  MASTER_NOT_FOUND,
  productEndpoints,
  productExportSchema,
  productFormSchema,
  productSearchSchema,
  productUpdateSchema,
  skuMappingFormSchema,
  TEXTS,
} from '@logi/shared';
import type { MasterSpec } from './master-cases.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of the products (standard routes) and their SKU対応表's add route. */

const exists = async (context: SweepContext, query: ReturnType<typeof sql>) =>
  (await context.client.app.db.execute(query)).rows.length > 0;

export const PRODUCT_SPEC: MasterSpec = {
  endpoints: productEndpoints,
  searchSchema: productSearchSchema,
  exportSchema: productExportSchema,
  formSchema: productFormSchema,
  updateSchema: productUpdateSchema,
  validForm: () => ({
    productCode: 'PRD-001',
    representativeCode: null,
    name: '国産緑茶ティーバッグ 50包',
    janCode: '4901234567894',
    price: 980,
    cost: 420,
    weightG: 150,
    widthMm: null,
    depthMm: null,
    heightMm: null,
    salesStatus: 'on_sale',
    stockManaged: true,
    stockThreshold: 10,
    supplierId: null,
    note: null,
    rslLinked: true,
    temperatureZone: 'chilled',
    isDangerous: false,
    lotManaged: true,
    serialManaged: false,
  }),
  table: 'products',
  unique: { productCode: 'product_code' },
  // A supplier that is not the organisation's is refused before the code's uniqueness.
  refusal: async (value, context) => {
    const supplierId = value.supplierId as number | null;
    if (supplierId === null) return undefined;
    const ours = await exists(
      context,
      sql`select 1 from suppliers s where ${inScope('s', context.scope, sql`s.id = ${supplierId}`)}`,
    );
    return ours ? undefined : { status: 422, errors: { supplier_id: [MASTER_NOT_FOUND.supplier] } };
  },
};

// Stands for the sweep's own shop, known only at run time.
const SHOP_PLACEHOLDER = 987_654_321;

/** Adding a SKU mapping to the sweep's product: 404 for no product, 422 for a foreign shop or a taken code. */
export const SKU_MAPPING_CASES: Record<string, SweepCase> = {
  [`POST ${productEndpoints.skuMappingStore.path}`]: {
    weight: 4,
    planner: fc
      .tuple(
        idArbitrary(),
        fc.nat(99_999).chain((n) =>
          bodyArbitrary(skuMappingFormSchema, {
            shopId: SHOP_PLACEHOLDER,
            shopSkuCode: `SKU-${n}`,
          }),
        ),
      )
      .map<Planner>(([segment, drawn]) => async (context) => {
        const known = context.fixtures.products!;
        const productId = idOf(segment, known);
        const text = drawn.text.replace(
          `"shop_id":${SHOP_PLACEHOLDER}`,
          `"shop_id":${context.fixtures.shops!}`,
        );
        const body = { ...drawn, text };
        const request = {
          method: 'POST',
          path: productEndpoints.skuMappingStore.path.replace(':id', segment ?? String(known)),
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(
          bodyVerdict(body, skuMappingFormSchema),
          request,
          async (value) => {
            const { shopId, shopSkuCode } = value as { shopId: number; shopSkuCode: string };
            const product =
              productId !== undefined &&
              (await exists(
                context,
                sql`select 1 from products p where ${inScope('p', context.scope, sql`p.id = ${productId}`)}`,
              ));
            if (!product) return { request, expected: { status: 404 }, writes: false };
            const shop = await exists(
              context,
              sql`select 1 from shops s where ${inScope('s', context.scope, sql`s.id = ${shopId}`)}`,
            );
            if (!shop) {
              const errors = { shop_id: [MASTER_NOT_FOUND.shop] };
              return { request, expected: { status: 422, errors }, writes: false };
            }
            const taken = await exists(
              context,
              sql`select 1 from sku_mappings where shop_id = ${shopId} and shop_sku_code = ${shopSkuCode}`,
            );
            if (taken) {
              const errors = { shop_sku_code: [TEXTS.duplicate] };
              return { request, expected: { status: 422, errors }, writes: false };
            }
            return { request, expected: { status: 201 }, writes: true };
          },
        );
      }),
  },
};
