import { NumberInput, Title } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import type { ProductDto } from '@logi/shared';
import type { ReactNode } from 'react';
import { NUMBER_INPUT_STYLES } from '../ui/index.ts';
import { LinesTable } from './LinesTable.tsx';
import { ProductPicker } from './ProductPicker.tsx';

/** What every form's line holds of its product: shown by code and name, keyed by id. */
export type ProductLineField = { productId: number; productCode: string; productName: string };

/** One number cell per line (数量, 単価, 予定数…): the line's field, its title and bounds. */
export type LineNumberColumn = { field: string; label: string; min: number; width: number };

/** A column of the form's own after the number cells (在庫移動's ロット): its title, a line's cell. */
export type LineExtraColumn = { label: string; cell: (index: number) => ReactNode };

type Props<Line extends ProductLineField, V extends { lines: Line[] }> = {
  form: UseFormReturnType<V>;
  /** The section's heading (受注明細, 入荷明細, 明細). */
  title: string;
  columns: readonly LineNumberColumn[];
  extraColumns?: readonly LineExtraColumn[];
  /** The number fields a product added by 商品追加 starts with. */
  newLine: (product: ProductDto) => Omit<Line, keyof ProductLineField>;
  /** A read-only form offers no 商品追加. */
  readOnly?: boolean;
  rowKey?: (line: Line) => string | number;
};

/** A form's product lines: heading, 商品追加 (each product once) and a number input per column. */
export function ProductLinesEditor<Line extends ProductLineField, V extends { lines: Line[] }>({
  form,
  title,
  columns,
  extraColumns = [],
  newLine,
  readOnly = false,
  rowKey = (line) => line.productId,
}: Props<Line, V>) {
  const lines: Line[] = form.values.lines;
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      {readOnly ? null : (
        <ProductPicker
          excluded={lines.map((line) => line.productId)}
          onAdd={(product) =>
            form.insertListItem('lines', {
              productId: product.id,
              productCode: product.productCode,
              productName: product.name,
              ...newLine(product),
            } as FormArrayElement<V, 'lines'>)
          }
        />
      )}
      <LinesTable
        headers={[
          '商品コード',
          '商品名',
          ...columns.map((column) => column.label),
          ...extraColumns.map((column) => column.label),
        ]}
        numeric={columns.map((column) => column.label)}
        lines={lines}
        rowKey={rowKey}
        cells={(line, index) => [
          line.productCode,
          line.productName,
          ...columns.map((column) => (
            <NumberInput
              key={column.field}
              aria-label={`${line.productCode}の${column.label}`}
              min={column.min}
              allowDecimal={false}
              ml="auto"
              styles={NUMBER_INPUT_STYLES}
              w={column.width}
              {...form.getInputProps(`lines.${index}.${column.field}`)}
            />
          )),
          ...extraColumns.map((column) => column.cell(index)),
        ]}
        onRemove={(index) => form.removeListItem('lines', index)}
        error={form.errors.lines}
      />
    </>
  );
}
