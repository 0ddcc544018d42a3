import {
  PRODUCT_LABELS,
  PRODUCT_SALES_STATUSES,
  TAX_RATES,
  TEMPERATURE_ZONES,
  type ProductSalesStatus,
  type TemperatureZone,
} from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { useProduct } from '../api/get-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductForm } from '../components/ProductForm.tsx';
import { SkuMappingPanel } from '../components/SkuMappingPanel.tsx';
import { toProductFormFields } from '../form/product-form-values.ts';

// 変更履歴 in the form's words: the sales state, the temperature zone and the tax rate as labels.
const formatValue = (field: string, value: unknown) => {
  if (field === 'taxRate' && (value === 10 || value === 8)) return TAX_RATES[value];
  if (typeof value !== 'string') return undefined;
  if (field === 'salesStatus' && value in PRODUCT_SALES_STATUSES) {
    return PRODUCT_SALES_STATUSES[value as ProductSalesStatus].label;
  }
  if (field === 'temperatureZone' && value in TEMPERATURE_ZONES) {
    return TEMPERATURE_ZONES[value as TemperatureZone];
  }
  return undefined;
};

/** /products/{id}/edit: the product as first loaded, its SKU対応表, then its 変更履歴. */
export const ProductEditPage = editPageOf('products', {
  calls: { useRecord: useProduct, useUpdate: useUpdateProduct },
  fields: 12,
  audit: { resource: 'products', fieldLabels: PRODUCT_LABELS },
  useFormatValue: () => formatValue,
  form: (loaded, form) => (
    <>
      <ProductForm {...form} initialValues={toProductFormFields(loaded)} loaded={loaded} />
      <SkuMappingPanel productId={loaded.id} />
    </>
  ),
});
