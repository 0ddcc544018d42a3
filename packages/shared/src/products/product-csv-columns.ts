import { PRODUCT_LABELS, PRODUCT_SALES_STATUSES, TEMPERATURE_ZONES } from '../labels/products.ts';
import { PRODUCT_CODE_MAX, PRODUCT_NAME_MAX, type productShape } from './product-schema.ts';

/** How a cell becomes a value of the product's shape. */
export type ProductCsvKind =
  'text' | 'integer' | 'salesStatus' | 'temperatureZone' | 'flag' | 'supplierCode';

/**
 * One column of the product CSV: the parser, the template and the page's item description table
 * (項目名, 必須, 形式, 説明) all read this one list.
 */
export type ProductCsvColumn = {
  field: keyof typeof productShape;
  header: string;
  kind: ProductCsvKind;
  required: boolean;
  format: string;
  description: string;
  /** The cell used when the column is absent or the cell blank (optional columns only). */
  fallback?: string;
  example: string;
};

/** A flag cell: 1 or する is yes, 0 or しない is no. */
export const PRODUCT_CSV_FLAG_VALUES: Readonly<Record<string, boolean>> = {
  '1': true,
  する: true,
  '0': false,
  しない: false,
};

const FLAG_FORMAT = '1/0 または する/しない';
const INTEGER_FORMAT = '0以上の整数';
const CODE_FORMAT = `半角英数字とハイフン（${PRODUCT_CODE_MAX}文字以内）`;
const labelsOf = (record: Record<string, string | { label: string }>) =>
  Object.values(record)
    .map((value) => (typeof value === 'string' ? value : value.label))
    .join('/');

const flag = (
  field: ProductCsvColumn['field'],
  fallback: '1' | '0',
  description: string,
): ProductCsvColumn => ({
  field,
  header: PRODUCT_LABELS[field],
  kind: 'flag',
  required: false,
  format: FLAG_FORMAT,
  description: `${description}空欄なら「${fallback === '1' ? 'する' : 'しない'}」。`,
  fallback,
  example: fallback,
});

const size = (field: 'weightG' | 'widthMm' | 'depthMm' | 'heightMm', example: string) =>
  ({
    field,
    header: PRODUCT_LABELS[field],
    kind: 'integer',
    required: false,
    format: INTEGER_FORMAT,
    description: '空欄可。',
    example,
  }) satisfies ProductCsvColumn;

export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  {
    field: 'productCode',
    header: PRODUCT_LABELS.productCode,
    kind: 'text',
    required: true,
    format: CODE_FORMAT,
    description:
      '登録済みの商品コードなら更新、なければ新規登録します。ファイル内で重複できません。',
    example: 'TSHIRT-WHT-M',
  },
  {
    field: 'representativeCode',
    header: PRODUCT_LABELS.representativeCode,
    kind: 'text',
    required: false,
    format: CODE_FORMAT,
    description: '空欄可。',
    example: 'TSHIRT',
  },
  {
    field: 'name',
    header: PRODUCT_LABELS.name,
    kind: 'text',
    required: true,
    format: `${PRODUCT_NAME_MAX}文字以内`,
    description: '',
    example: 'オーガニックコットンTシャツ 白 M',
  },
  {
    field: 'janCode',
    header: PRODUCT_LABELS.janCode,
    kind: 'text',
    required: false,
    format: '13桁の数字',
    description: 'チェックデジットを検査します。空欄可。',
    example: '4901234567894',
  },
  {
    field: 'price',
    header: PRODUCT_LABELS.price,
    kind: 'integer',
    required: true,
    format: INTEGER_FORMAT,
    description: '円（税込）。',
    example: '2980',
  },
  {
    field: 'cost',
    header: PRODUCT_LABELS.cost,
    kind: 'integer',
    required: true,
    format: INTEGER_FORMAT,
    description: '円。',
    example: '1200',
  },
  {
    field: 'taxRate',
    header: PRODUCT_LABELS.taxRate,
    kind: 'integer',
    required: false,
    format: '10 または 8',
    description: '消費税率（%）。8は軽減税率（食品など）。空欄なら10。',
    fallback: '10',
    example: '10',
  },
  size('weightG', '180'),
  size('widthMm', '250'),
  size('depthMm', '300'),
  size('heightMm', '20'),
  {
    field: 'salesStatus',
    header: PRODUCT_LABELS.salesStatus,
    kind: 'salesStatus',
    required: false,
    format: labelsOf(PRODUCT_SALES_STATUSES),
    description: '空欄なら「販売中」。',
    fallback: PRODUCT_SALES_STATUSES.on_sale.label,
    example: PRODUCT_SALES_STATUSES.on_sale.label,
  },
  flag('stockManaged', '1', '在庫を管理するか。'),
  {
    field: 'stockThreshold',
    header: PRODUCT_LABELS.stockThreshold,
    kind: 'integer',
    required: false,
    format: INTEGER_FORMAT,
    description: '空欄なら0。',
    fallback: '0',
    example: '10',
  },
  {
    field: 'supplierId',
    header: '仕入先コード',
    kind: 'supplierCode',
    required: false,
    format: '登録済みの仕入先コード',
    description: '空欄可。',
    example: '',
  },
  {
    field: 'note',
    header: PRODUCT_LABELS.note,
    kind: 'text',
    required: false,
    format: '1000文字以内',
    description: '空欄可。改行を含むときはセルを「"」で囲みます。',
    example: '',
  },
  flag('rslLinked', '0', 'RSLと連携するか。'),
  {
    field: 'temperatureZone',
    header: PRODUCT_LABELS.temperatureZone,
    kind: 'temperatureZone',
    required: false,
    format: labelsOf(TEMPERATURE_ZONES),
    description: '空欄なら「常温」。',
    fallback: TEMPERATURE_ZONES.ambient,
    example: TEMPERATURE_ZONES.ambient,
  },
  flag('isDangerous', '0', ''),
  flag('lotManaged', '0', ''),
  flag('serialManaged', '0', ''),
];
