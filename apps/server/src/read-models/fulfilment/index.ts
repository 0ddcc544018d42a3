// 出荷作業's read model (decision 051): the parcels list, the picking batches with their parcels
// as 検品 counts them, and what a batch's printed files are made from.
export { searchParcels } from './parcel-list.ts';
export {
  inspectionParcels,
  pickingBatchOf,
  searchPickingBatches,
  showPickingBatch,
} from './batch-reads.ts';
export {
  batchDocumentSource,
  type BatchDocumentSource,
  type ParcelShop,
  type ParcelSource,
} from './batch-documents.ts';
