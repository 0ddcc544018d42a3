export { ProductCsvImportPage } from './ProductCsvImportPage.tsx';
