import type { ProductDto, ProductSalesStatus, TaxRate, TemperatureZone } from '@logi/shared';

/** A number input's value: '' while emptied. */
type NumberField = number | '';

/** What the product form holds while being edited: texts as typed ('' when blank), numbers or ''. */
export type ProductFormFields = {
  productCode: string;
  representativeCode: string;
  name: string;
  janCode: string;
  price: NumberField;
  cost: NumberField;
  weightG: NumberField;
  widthMm: NumberField;
  depthMm: NumberField;
  heightMm: NumberField;
  salesStatus: ProductSalesStatus;
  stockManaged: boolean;
  stockThreshold: NumberField;
  supplierId: number | null;
  note: string;
  rslLinked: boolean;
  temperatureZone: TemperatureZone;
  isDangerous: boolean;
  lotManaged: boolean;
  serialManaged: boolean;
  taxRate: TaxRate;
};

export const productFormDefaults = (): ProductFormFields => ({
  productCode: '',
  representativeCode: '',
  name: '',
  janCode: '',
  price: 0,
  cost: 0,
  weightG: '',
  widthMm: '',
  depthMm: '',
  heightMm: '',
  salesStatus: 'on_sale',
  stockManaged: true,
  stockThreshold: 0,
  supplierId: null,
  note: '',
  rslLinked: false,
  temperatureZone: 'ambient',
  isDangerous: false,
  lotManaged: false,
  serialManaged: false,
  taxRate: 10,
});

export function toProductFormFields(product: ProductDto): ProductFormFields {
  return {
    productCode: product.productCode,
    representativeCode: product.representativeCode ?? '',
    name: product.name,
    janCode: product.janCode ?? '',
    price: product.price,
    cost: product.cost,
    weightG: product.weightG ?? '',
    widthMm: product.widthMm ?? '',
    depthMm: product.depthMm ?? '',
    heightMm: product.heightMm ?? '',
    salesStatus: product.salesStatus,
    stockManaged: product.stockManaged,
    stockThreshold: product.stockThreshold,
    supplierId: product.supplierId,
    note: product.note ?? '',
    rslLinked: product.rslLinked,
    temperatureZone: product.temperatureZone,
    isDangerous: product.isDangerous,
    lotManaged: product.lotManaged,
    serialManaged: product.serialManaged,
    taxRate: product.taxRate,
  };
}
