/** An active allocation as the commands act on it (read by the caller under the order's lock). */
export type HeldAllocation = {
  id: number;
  orderId: number;
  orderLineId: number;
  stockId: number;
  quantity: number;
};

export const orderReference = (orderId: number) => ({ type: 'order', id: orderId });
