/** An order's shipping instructions, their status, 出荷日, 配送業者 and お荷物伝票番号 (built by the shipping work; empty until then). */
export function OrderShipments(_props: { orderId: number }) {
  return null;
}
