import { AUDIT_MASKED_VALUE } from '@logi/shared';
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, from and to', () => {
    const before = { id: 1, code: 'S-01', name: '東京店', isActive: true, version: 3 };
    const after = { id: 1, code: 'S-01', name: '大阪店', isActive: false, version: 4 };
    expect(auditChanges(before, after)).toEqual({
      name: { from: '東京店', to: '大阪店' },
      isActive: { from: true, to: false },
    });
  });

  it('lists every field of a created record from null, and of a deleted one to null', () => {
    expect(auditChanges(null, { id: 7, code: 'S-01', note: null })).toEqual({
      code: { from: null, to: 'S-01' },
    });
    expect(auditChanges({ id: 7, code: 'S-01' }, null)).toEqual({
      code: { from: 'S-01', to: null },
    });
  });

  it('leaves bookkeeping columns out', () => {
    const stamp = new Date('2030-01-01T00:00:00Z');
    const before = { organisationId: 'a', createdAt: stamp, updatedAt: stamp, createdBy: 'u' };
    const after = { organisationId: 'b', createdAt: new Date(), updatedAt: new Date() };
    expect(auditChanges(before, after)).toEqual({});
  });

  it('compares dates by instant and lists and objects by content, order included', () => {
    const before = { cutOff: new Date('2030-01-01T04:00:00Z'), members: [1, 2], extra: { a: 1 } };
    const same = { cutOff: new Date('2030-01-01T04:00:00Z'), members: [1, 2], extra: { a: 1 } };
    expect(auditChanges(before, same)).toEqual({});
    expect(auditChanges(before, { ...same, members: [2, 1] })).toEqual({
      members: { from: [1, 2], to: [2, 1] },
    });
  });

  it('treats an absent field and null alike', () => {
    expect(auditChanges({ note: null }, {})).toEqual({});
  });

  it('records a changed secret as changed without either value', () => {
    const changes = auditChanges(
      { apiKey: 'old-secret-1234', name: 'RSL' },
      { apiKey: 'new-secret-5678', name: 'RSL' },
      ['apiKey'],
    );
    expect(changes).toEqual({ apiKey: { from: AUDIT_MASKED_VALUE, to: AUDIT_MASKED_VALUE } });
    expect(JSON.stringify(changes)).not.toMatch(/secret/);
  });

  it('shows a secret set for the first time or cleared as null on the empty side', () => {
    expect(auditChanges({ apiKey: null }, { apiKey: 'k' }, ['apiKey'])).toEqual({
      apiKey: { from: null, to: AUDIT_MASKED_VALUE },
    });
    expect(auditChanges({ apiKey: 'k' }, { apiKey: 'k' }, ['apiKey'])).toEqual({});
  });
});
