import { formatDate, formatDateTime } from '../dates/format.ts';
import type { CustomerReturnDto } from './inbound-contract.ts';

/**
 * 返品日時 as the list, the detail and the CSV show it: a return entered by hand records a day
 * only (kept at noon JST so that the day is the same everywhere), so it shows no time.
 */
export const formatReturnedAt = (row: Pick<CustomerReturnDto, 'returnedAt' | 'source'>) =>
  row.source === 'manual' ? formatDate(row.returnedAt) : formatDateTime(row.returnedAt);
