import type { DeliveryNoteOrder, TaxRate } from './document-types.ts';

/** What a rate's lines add up to and the consumption tax inside that sum. */
export interface TaxBreakdown {
  rate: TaxRate;
  /** Tax-included yen charged at this rate. */
  base: number;
  tax: number;
}

export interface DeliveryNoteTotals {
  /** The lines alone. */
  subtotal: number;
  shippingFee: number;
  codFee: number;
  total: number;
  /** 10% first, then 8%, both always (a 納品書 shows each rate, ¥0 included). */
  byRate: [TaxBreakdown, TaxBreakdown];
}

/** Prices include tax (内税): the tax in a sum charged at rate r is sum × r / (100 + r). */
function includedTax(base: number, rate: TaxRate): number {
  // Once per rate per document, rounded down: the インボイス rule, never per line (decision 054).
  return Math.floor((base * rate) / (100 + rate));
}

function requireYen(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${what} must be a whole number of yen or units, not ${value}`);
  }
  return value;
}

/** Line amounts, totals and the tax per rate; 送料 and 代引手数料 are charged at 10%. */
export function deliveryNoteTotals(order: DeliveryNoteOrder): DeliveryNoteTotals {
  const bases: Record<TaxRate, number> = { 10: 0, 8: 0 };
  let subtotal = 0;
  for (const line of order.lines) {
    const amount = requireYen(line.quantity, 'quantity') * requireYen(line.unitPrice, 'unitPrice');
    bases[line.taxRate] += amount;
    subtotal += amount;
  }
  const shippingFee = requireYen(order.shippingFee, 'shippingFee');
  const codFee = requireYen(order.codFee, 'codFee');
  bases[10] += shippingFee + codFee;
  return {
    subtotal,
    shippingFee,
    codFee,
    total: subtotal + shippingFee + codFee,
    byRate: [
      { rate: 10, base: bases[10], tax: includedTax(bases[10], 10) },
      { rate: 8, base: bases[8], tax: includedTax(bases[8], 8) },
    ],
  };
}
