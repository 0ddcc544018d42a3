import type { Page } from '@logi/warehouse-api';
import type { ProviderCall, WarehouseProvider, WriteOutcome } from './warehouse-provider.types.ts';

/**
 * Asks for a write's outcome until it is completed, at most `attempts` times, `intervalMs` apart;
 * answers the last outcome (possibly still 'processing', or null if the warehouse never got it).
 */
export async function awaitRequestResult(
  provider: WarehouseProvider,
  call: ProviderCall,
  { attempts = 10, intervalMs = 1000 }: { attempts?: number; intervalMs?: number } = {},
): Promise<WriteOutcome | null> {
  let outcome: WriteOutcome | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    outcome = await provider.getRequestResult(call);
    if (!outcome || outcome.status === 'completed' || attempt === attempts) return outcome;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return outcome;
}

/**
 * Every row of a paged search, page after page (each page its own call under
 * `${requestId}-p${page}`), stopping at maxRows to bound memory.
 */
export async function collectAllPages<T>(
  call: ProviderCall,
  fetchPage: (call: ProviderCall, page: number) => Promise<Page<T>>,
  { maxRows = 100_000 }: { maxRows?: number } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage({ ...call, requestId: `${call.requestId}-p${page}` }, page);
    rows.push(...result.items);
    if (
      result.items.length === 0 ||
      page * result.perPage >= result.total ||
      rows.length >= maxRows
    ) {
      return rows.slice(0, maxRows);
    }
  }
}
