// 出荷作業's read model (decision 051): the parcels list, the picking batches, a parcel as 検品
// counts it (a batch's detail and the scanned code share it), what a batch's printed files are made
// from, and the parcels a carrier's issued data names (伝票番号の取込).
export { searchParcels } from './parcel-list.ts';
export { pickingBatchOf, searchPickingBatches, showPickingBatch } from './batch-reads.ts';
export {
  inspectionParcelOf,
  parcelCandidate,
  parcelCandidatesByCode,
  parcelLines,
  type InspectionLine,
  type ParcelCandidate,
} from './parcel-reads.ts';
export { trackableParcels, type TrackableParcel } from './trackable-parcels.ts';
export {
  batchDocumentSource,
  type BatchDocumentSource,
  type ParcelShop,
  type ParcelSource,
} from './batch-documents.ts';
