import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fulfilmentEndpoints as endpoints,
  type DeliveryCarrier,
  type ProductImportEncoding,
  type TrackingImportResultDto,
} from '@logi/shared';
import { request } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

export type TrackingUpload = {
  file: File;
  carrier: DeliveryCarrier;
  encoding: ProductImportEncoding;
};

/** 伝票番号の取込: all or nothing; a refused file throws the 422 with its line errors (行目). */
export const importTracking = ({ file, carrier, encoding }: TrackingUpload) =>
  request<{ data: TrackingImportResultDto }>('POST', endpoints.trackingImport.path, {
    query: { carrier, encoding },
    body: file,
  }).then((response) => response.data);

export const useImportTracking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTracking,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
  });
};
