import { queryOptions, useQuery } from '@tanstack/react-query';
import { shippingEndpoints as endpoints, type ShippingInstructionDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** The order's shipping instructions (出荷指示, their status and parcels). */
export const getOrderShipments = (orderId: number, signal?: AbortSignal) =>
  http.getData<ShippingInstructionDto[]>(endpoints.ofOrder.url({ id: orderId }), undefined, signal);

export const orderShipmentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: shippingKeys.orderShipments(orderId),
    queryFn: ({ signal }) => getOrderShipments(orderId, signal),
  });

export const useOrderShipments = (orderId: number) => useQuery(orderShipmentsQueryOptions(orderId));
