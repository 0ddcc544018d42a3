// The product CSV import's public surface: its routes and the product_create_update handler.
export { productImportRoutes } from './product-import.routes.ts';
export { productCreateUpdateHandler } from './product-create-update.job.ts';
export { readProductImportOptions } from './product-import.config.ts';
// The CSV reading any import reuses (the order CSV): encoding detection, streamed records, raw bodies.
export { decodedChunks, resolveEncoding } from './csv-decoding.ts';
export { csvRecords, MAX_RECORD_CHARACTERS, type CsvRecord } from './product-csv-records.ts';
export { csvLines, CsvSyntaxError } from './csv-lines.ts';
export { ProductCsvRejection as CsvRejection } from './product-csv-rejection.ts';
export { acceptRawCsvBodies, withRawCsvBodies } from './raw-csv-body.ts';
export { answeringCsv, csvRejectionSchema, uploadedBytes } from './csv-upload-answer.ts';
// The server's CSV upload slots, shared by every upload route (decision 039).
export { UploadSlots, type UploadLimits } from './upload-slots.ts';
