import {
  PAGE_TITLES,
  PRODUCT_LABELS as L,
  PRODUCT_SALES_STATUSES,
  TEMPERATURE_ZONES,
  type ProductDto,
} from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

const yesNo = (value: boolean) => (value ? '1' : '0');

/**
 * The product CSV: every field, headed as the form labels them (the import reads the same
 * headers); the supplier by code, the flags as 1/0.
 */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductDto>[] = [
  { header: L.productCode, value: (p) => p.productCode },
  { header: L.representativeCode, value: (p) => p.representativeCode },
  { header: L.name, value: (p) => p.name },
  { header: L.janCode, value: (p) => p.janCode },
  { header: L.price, value: (p) => p.price },
  { header: L.cost, value: (p) => p.cost },
  { header: L.weightG, value: (p) => p.weightG },
  { header: L.widthMm, value: (p) => p.widthMm },
  { header: L.depthMm, value: (p) => p.depthMm },
  { header: L.heightMm, value: (p) => p.heightMm },
  { header: L.salesStatus, value: (p) => PRODUCT_SALES_STATUSES[p.salesStatus].label },
  { header: L.stockManaged, value: (p) => yesNo(p.stockManaged) },
  { header: L.stockThreshold, value: (p) => p.stockThreshold },
  { header: '仕入先コード', value: (p) => p.supplier?.code },
  { header: '仕入先名', value: (p) => p.supplier?.name },
  { header: L.note, value: (p) => p.note },
  { header: L.rslLinked, value: (p) => yesNo(p.rslLinked) },
  { header: L.temperatureZone, value: (p) => TEMPERATURE_ZONES[p.temperatureZone] },
  { header: L.isDangerous, value: (p) => yesNo(p.isDangerous) },
  { header: L.lotManaged, value: (p) => yesNo(p.lotManaged) },
  { header: L.serialManaged, value: (p) => yesNo(p.serialManaged) },
];

export const PRODUCT_CSV_TITLE = PAGE_TITLES.products.list;
