// 検品's and 伝票番号の取込's read model: own-warehouse parcels by scanned code or order number.
export {
  parcelCandidate,
  parcelCandidatesByCode,
  parcelLines,
  parcelStatusOf,
  trackableParcels,
  type InspectionLine,
  type ParcelCandidate,
  type TrackableParcel,
} from './parcel-reads.ts';
