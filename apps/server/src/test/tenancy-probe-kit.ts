import type { ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/** A code no other probe's record shares: a leak of it is a leak of that record. */
export const probeMarker = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The probe builder of one kind of record: each probe arranges the owner's record, asks `request`
 * of it, and reads a leak as the record's key in the answer unless `leaks` says otherwise.
 */
export function recordProbes<Record extends { key: string }>(
  arrangeRecord: (owner: ProbeOwner) => Promise<Record>,
) {
  return (
    kind: 'record' | 'listing',
    request: (record: Record) => Omit<ProbeRequest, 'leaks'>,
    leaks: (record: Record, text: string) => boolean = (record, text) => text.includes(record.key),
  ): TenancyProbe => ({
    kind,
    arrange: async (owner) => {
      const record = await arrangeRecord(owner);
      return { ...request(record), leaks: (text) => leaks(record, text) };
    },
  });
}
