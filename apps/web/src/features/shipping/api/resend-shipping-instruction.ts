import { shippingEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 再送信 of one 連携エラー instruction, at the version the page loaded. */
export const resendInstruction = ({ id, version }: { id: number; version: number }) =>
  http.post<ShippingAnswer>(endpoints.resendOne.url({ id }), { version }).then((r) => r.data);

export const useResendInstruction = () => useShippingMutation(resendInstruction);
