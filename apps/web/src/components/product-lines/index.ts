// A form's product lines: the product picker (商品追加) and the lines table, for every feature's form.
export { LinesTable } from './LinesTable.tsx';
export { ProductPicker } from './ProductPicker.tsx';
export {
  ProductLinesEditor,
  type LineExtraColumn,
  type LineNumberColumn,
  type ProductLineField,
} from './ProductLinesEditor.tsx';
