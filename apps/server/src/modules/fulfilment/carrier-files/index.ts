// 送り状データ (label files) and 伝票番号の取込 (issued data), pure: decision 053.
export type { CarrierFile, LabelParty, LabelShipment, RefusedShipment } from './label-shipment.ts';
export { writeB2CloudFile } from './b2-cloud-writer.ts';
export { writeEHidenFile } from './e-hiden-writer.ts';
export { writeYuPriRFile } from './yu-pri-r-writer.ts';
export {
  parseIssuedData,
  type IssuedData,
  type IssuedDataError,
  type IssuedShipment,
} from './issued-data.ts';
