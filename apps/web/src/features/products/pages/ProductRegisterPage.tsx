import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreProduct } from '../api/store-product.ts';
import { ProductForm } from '../components/ProductForm.tsx';
import { productFormDefaults } from '../form/product-form-values.ts';

/** /products/register: the empty form. */
export function ProductRegisterPage() {
  const store = useStoreProduct();
  return (
    <RegisterPage
      defaults={productFormDefaults}
      listPath={paths.products.list()}
      savedMessage="商品を登録しました"
    >
      {(form) => <ProductForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
