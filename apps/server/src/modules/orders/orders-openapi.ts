/** POST /api/orders/store's example for integrators, as sent on the wire (snake_case). */
export const STORE_EXAMPLE = {
  orders: [
    {
      shop_code: 'RAKUTEN-01',
      order_number: 'R-20260401-0001',
      ordered_at: '2026-04-01 10:30',
      recipient_name: '山田 太郎',
      recipient_kana: 'ヤマダ タロウ',
      postal_code: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      town: '丸の内1-9-1',
      building: null,
      phone: '03-1234-5678',
      delivery_date: '2026-04-03',
      delivery_time_slot: '午前中',
      // 配送業者 may be left null: 宅急便 goes with ヤマト運輸.
      delivery_method: 'takkyubin',
      delivery_carrier: null,
      cool_type: 'none',
      cod_amount: 8670,
      gift: false,
      delivery_note: 'ワレモノ注意',
      shipping_fee: 880,
      cod_fee: 330,
      note: null,
      lines: [
        { product_code: 'PRD-001', quantity: 2, unit_price: 1980 },
        { product_code: 'PRD-002', quantity: 1, unit_price: 3500 },
      ],
    },
  ],
};
