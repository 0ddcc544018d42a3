import type { OperationName } from '@logi/warehouse-api';
import { CONTROL_PREFIX, CONTROL_TOKEN_HEADER } from './control-routes.ts';
import type { LogEntry } from './request-log.ts';
import type { SimAccount } from './sim-accounts.ts';
import type { FaultKind, SimSettings } from './sim-state.ts';

export type FaultRequest = {
  operation: OperationName;
  kind: FaultKind;
  times?: number;
  retryAfterSeconds?: number;
  delayMs?: number;
  afterWork?: boolean;
  message?: string;
  bytes?: number;
};

/** A typed client of the simulator's control API, for tests and scripts (token: WarehouseSim's). */
export function simControl(baseUrl: string, controlToken: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${CONTROL_PREFIX}${path}`, {
      method,
      headers: {
        [CONTROL_TOKEN_HEADER]: controlToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`simulator control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    fault: (fault: FaultRequest) => call('POST', '/faults', fault),
    clearFaults: () => call('DELETE', '/faults'),
    settings: (settings: Partial<SimSettings>) => call<SimSettings>('PUT', '/settings', settings),
    /** Moves the simulated clock forward and settles what became due. */
    advance: (ms: number) => call<{ now: string }>('POST', '/advance', { ms }),
    /** Settles every pending schedule and instruction at once, whatever its due time. */
    flush: () => call<{ now: string }>('POST', '/flush', {}),
    requests: (filter: { requestId?: string; operation?: OperationName; account?: string } = {}) =>
      call<{ entries: LogEntry[]; arrivals: number; executions: number }>(
        'GET',
        `/requests?${new URLSearchParams(filter as Record<string, string>)}`,
      ),
    addAccount: (account: SimAccount) => call('POST', '/accounts', account),
    setInventory: (
      account: string,
      items: { productCode: string; quantity: number; nonSellableQuantity?: number }[],
    ) => call('PUT', '/inventory', { account, items }),
    reset: () => call('POST', '/reset', {}),
  };
}

export type SimControl = ReturnType<typeof simControl>;
