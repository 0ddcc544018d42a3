import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MallShipment } from './mall-shipment.ts';
import { writeMallShipmentFile } from './mall-shipment-writers.ts';

// The fixtures are built from the malls' layouts by fixtures/build-fixtures.py (decision 062).
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

const SHIPMENTS: MallShipment[] = [
  {
    orderNumber: 'R-0001',
    shippedOn: '2026-11-20',
    carrier: 'yamato',
    carrierName: 'ヤマト運輸',
    trackingNumber: '123456789012',
    method: 'takkyubin',
  },
  {
    orderNumber: 'R-0002',
    shippedOn: '2026-11-21',
    carrier: 'japanpost',
    carrierName: null,
    trackingNumber: '98765432101',
    method: 'yu_pack',
  },
  // A warehouse's own carrier: each mall's 'other', its name kept (㈱ is CP932, not JIS X 0208).
  {
    orderNumber: 'R-0003',
    shippedOn: '2026-11-21',
    carrier: null,
    carrierName: '西濃運輸㈱',
    trackingNumber: '5550001111',
    method: null,
  },
];

describe('the malls’ shipment files', () => {
  it.each([
    ['楽天市場', 'rakuten.csv', 'csv'],
    ['Amazon', 'amazon.txt', 'txt'],
    ['Yahoo!ショッピング', 'yahoo.csv', 'csv'],
    ['Shopify', 'shopify.csv', 'csv'],
  ] as const)('writes the %s file byte for byte', (mall, name, extension) => {
    const file = writeMallShipmentFile(mall, SHIPMENTS);
    expect(file.bytes.equals(fixture(name))).toBe(true);
    expect(file.extension).toBe(extension);
  });

  it('quotes a cell holding a comma or a quote, as RFC 4180 says', () => {
    const [first] = SHIPMENTS;
    const file = writeMallShipmentFile('Shopify', [{ ...first!, orderNumber: '#1001,"A"' }]);
    expect(file.bytes.toString('utf8').split('\r\n')[1]).toBe(
      '"#1001,""A""",123456789012,Yamato (JA),2026-11-20,TRUE',
    );
  });
});
