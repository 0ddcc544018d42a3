import { useMutation } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type InspectionParcelDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

/** 検品's first scan: the order barcode (受注番号 or 出荷指示番号) → the parcel and its lines. */
export const lookupInspection = (code: string) =>
  http.postData<InspectionParcelDto>(endpoints.inspectionLookup.path, { code });

export const useLookupInspection = () => useMutation({ mutationFn: lookupInspection });
