import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreProduct } from '../api/store-product.ts';
import { ProductForm } from '../components/ProductForm.tsx';
import { productFormDefaults } from '../form/product-form-values.ts';

/** /products/register: the empty form. */
export const ProductRegisterPage = registerPageOf(
  'products',
  ProductForm,
  productFormDefaults,
  useStoreProduct,
);
