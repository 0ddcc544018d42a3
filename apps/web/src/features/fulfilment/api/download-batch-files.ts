import { fulfilmentEndpoints as endpoints, type DeliveryCarrier } from '@logi/shared';
import { downloadFrom } from '../../../lib/http/download.ts';

/** A batch's ピッキングリスト (PDF: the total list and one per order). */
export const downloadPickingList = (id: number) =>
  downloadFrom(endpoints.pickingList.url({ id }), {}, `picking_list_${id}.pdf`);

/** A batch's 納品書 (PDF, one page per order). */
export const downloadDeliveryNotes = (id: number) =>
  downloadFrom(endpoints.deliveryNotes.url({ id }), {}, `delivery_notes_${id}.pdf`);

/** A batch's 送り状データ for one carrier (CSV in its label software's layout). */
export const downloadLabelFile = (id: number, carrier: DeliveryCarrier) =>
  downloadFrom(endpoints.labelFile.url({ id }), { carrier }, `labels_${carrier}_${id}.csv`);
