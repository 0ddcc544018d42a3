import { nextCode } from '../../test/masters.test-support.ts';

export const PRODUCTS = '/api/products';

/** A valid JAN (4901234567894 passes the check digit; 4901234567890 does not). */
export const VALID_JAN = '4901234567894';
export const WRONG_CHECK_DIGIT_JAN = '4901234567890';

/** A product body that passes every rule (wire names). */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    product_code: nextCode('PRD'),
    representative_code: null,
    name: '国産緑茶ティーバッグ 50包',
    jan_code: null,
    price: 980,
    cost: 420,
    weight_g: 150,
    width_mm: 120,
    depth_mm: 60,
    height_mm: 180,
    sales_status: 'on_sale',
    stock_managed: true,
    stock_threshold: 10,
    supplier_id: null,
    note: null,
    rsl_linked: false,
    temperature_zone: 'ambient',
    is_dangerous: false,
    lot_managed: false,
    serial_managed: false,
    // Tea is food: 軽減税率.
    tax_rate: 8,
    ...overrides,
  };
}
