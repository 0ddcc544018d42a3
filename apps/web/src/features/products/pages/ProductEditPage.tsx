import { useParams } from 'react-router';
import {
  PRODUCT_LABELS,
  PRODUCT_SALES_STATUSES,
  TAX_RATES,
  TEMPERATURE_ZONES,
  type ProductSalesStatus,
  type TemperatureZone,
} from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
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
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  const update = useUpdateProduct();

  return (
    <EditPage
      query={product}
      fields={12}
      listPath={paths.products.list()}
      savedMessage="商品を更新しました"
      audit={{ resource: 'products', recordId: id, fieldLabels: PRODUCT_LABELS, formatValue }}
    >
      {(loaded, form) => (
        <>
          <ProductForm
            {...form}
            initialValues={toProductFormFields(loaded)}
            loaded={loaded}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
          />
          <SkuMappingPanel productId={id} />
        </>
      )}
    </EditPage>
  );
}
