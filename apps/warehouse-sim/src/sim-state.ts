import type { OperationName } from '@logi/warehouse-api';

/** Fault kinds the control API can force on an operation. */
export const FAULT_KINDS = [
  'timeout',
  'error500',
  'rateLimit',
  'slow',
  'refuse',
  'malformedJson',
  'missingField',
  'unknownStatus',
  'oversize',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export type Fault = {
  kind: FaultKind;
  /** How many arrivals it still applies to. */
  remaining: number;
  /** rateLimit: the Retry-After seconds. */
  retryAfterSeconds?: number | undefined;
  /** slow: the delay; timeout: how long to hold the answer before dropping the connection. */
  delayMs?: number | undefined;
  /** timeout / error500 on a write: do (and store) the work first, then fail the answer. */
  afterWork?: boolean | undefined;
  /** refuse: the message of the 422; error500: the message of the 500. */
  message?: string | undefined;
  /** oversize: the body size in bytes (default 20 MB). */
  bytes?: number | undefined;
};

/** Knobs of the simulated warehouse's behaviour (PUT /_control/settings). */
export type SimSettings = {
  /** Inbound arrival and shipping completion come this long after acceptance (sim time). */
  resultDelayMs: number;
  /** A write's result stays 処理中 this long (sim time). */
  requestDelayMs: number;
  /** Units missing from every inbound line on arrival (一部入荷). */
  inboundShortfall: number;
  /** Units of every inbound line arriving damaged (non-sellable). */
  inboundDamaged: number;
  /** Receipts a schedule accepted from now on arrives in, `resultDelayMs` apart (1: all at once). */
  inboundParts: number;
  /** Every Nth shipped instruction comes back as a customer return (0: never). */
  returnEvery: number;
  carrier: '佐川急便' | 'ヤマト運輸' | '日本郵便' | '西濃運輸' | '福山通運' | 'その他';
};

export const DEFAULT_SETTINGS: SimSettings = {
  resultDelayMs: 60_000,
  requestDelayMs: 0,
  inboundShortfall: 0,
  inboundDamaged: 0,
  inboundParts: 1,
  returnEvery: 5,
  carrier: 'ヤマト運輸',
};

/** The in-memory part of the simulator: faults, settings and the simulated clock's offset. */
export function createSimState(initial: Partial<SimSettings>) {
  const faults = new Map<OperationName, Fault[]>();
  const state = {
    settings: { ...DEFAULT_SETTINGS, ...initial },
    offsetMs: 0,
    now: () => new Date(Date.now() + state.offsetMs),
    addFault(operation: OperationName, fault: Fault) {
      faults.set(operation, [...(faults.get(operation) ?? []), fault]);
    },
    /** The fault for this arrival, consumed; undefined when none is armed. */
    takeFault(operation: OperationName): Fault | undefined {
      const armed = faults.get(operation);
      const fault = armed?.[0];
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining <= 0) armed.shift();
      return fault;
    },
    clearFaults: () => faults.clear(),
    reset() {
      faults.clear();
      state.offsetMs = 0;
      state.settings = { ...DEFAULT_SETTINGS, ...initial };
    },
  };
  return state;
}

export type SimState = ReturnType<typeof createSimState>;
