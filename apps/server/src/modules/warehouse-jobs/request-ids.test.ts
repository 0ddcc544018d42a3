import { REQUEST_ID_PATTERN } from '@logi/warehouse-api';
import { describe, expect, it } from 'vitest';
import { callRequestId } from './request-ids.ts';

describe('callRequestId', () => {
  it('derives the same id from the same process, warehouse and part, and different ids otherwise', () => {
    const process = '5f0c8a1e-2b3d-4c5e-8f90-123456789abc';
    expect(callRequestId(process, 3, 'vendors-1')).toBe(`${process}.w3.vendors-1`);
    expect(callRequestId(process, 3, 'vendors-1')).toBe(callRequestId(process, 3, 'vendors-1'));
    const others = [
      callRequestId(process, 3, 'vendors-2'),
      callRequestId(process, 4, 'vendors-1'),
      callRequestId('another-process', 3, 'vendors-1'),
    ];
    expect(new Set([callRequestId(process, 3, 'vendors-1'), ...others]).size).toBe(4);
  });

  it('hashes a request id too long or unusual for the contract, still stable and with room for a page suffix', () => {
    const long = `schedule:I_customer_return_search:${'0'.repeat(36)}:10:2941234567`;
    const unusual = '受注 42/再送';
    for (const process of [long, unusual]) {
      const id = callRequestId(process, 12, 'returns');
      expect(id).toMatch(/^h[0-9a-f]{40}\.w12\.returns$/);
      expect(id).toBe(callRequestId(process, 12, 'returns'));
      expect(`${id}-p999`).toMatch(REQUEST_ID_PATTERN);
    }
    expect(callRequestId(long, 12, 'returns')).not.toBe(callRequestId(unusual, 12, 'returns'));
  });
});
