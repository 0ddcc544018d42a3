import {
  CSV_UPLOAD_TEXTS,
  PRODUCT_IMPORT_ENCODING_LABELS,
  PRODUCT_IMPORT_ENCODINGS,
  type ProductImportEncoding,
} from '@logi/shared';
import { SelectField } from './SelectField.tsx';
import { selectOptions } from './select-options.ts';

const ENCODING_OPTIONS = selectOptions(
  PRODUCT_IMPORT_ENCODINGS,
  (value) => PRODUCT_IMPORT_ENCODING_LABELS[value],
);

/** An upload's 文字コード: 自動判定 by default, UTF-8 or Shift_JIS when the operator knows better. */
export function CsvEncodingField({
  value,
  onChange,
}: {
  value: ProductImportEncoding;
  onChange: (encoding: ProductImportEncoding) => void;
}) {
  return (
    <SelectField
      label={CSV_UPLOAD_TEXTS.encoding}
      data={ENCODING_OPTIONS}
      value={value}
      onChange={(next) => onChange((next ?? 'auto') as ProductImportEncoding)}
      allowDeselect={false}
      w={180}
    />
  );
}
