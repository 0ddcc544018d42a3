import { addDays, BUSINESS_DATE_MIN, type OrderStatusCode } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';

// Where each card leads: the list with the card's filter in its URL query (the lists read their
// filters from there, so the count on the card is the list's total).

const withQuery = (path: string, query: Record<string, string>) => {
  const [base, existing] = path.split('?');
  const params = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  return `${base}?${params.toString()}`;
};

export const dashboardLinks = {
  /** Every order of the status: the list has no date bounds unless the operator sets them. */
  orders: (status: OrderStatusCode) => withQuery(paths.allocationManagement.list(), { status }),
  /** Every order with a 連携エラー instruction, whatever its status: to re-send. */
  syncErrors: () => withQuery(paths.allocationManagement.list(), { syncError: 'true' }),
  receivingOn: (day: string) =>
    withQuery(paths.receivingSchedules.list(), { dateFrom: day, dateTo: day }),
  /** Scheduled before today and still in `status`: from the first business date to yesterday. */
  receivingOverdue: (today: string, status: 'waiting' | 'partial') =>
    withQuery(paths.receivingSchedules.list(), {
      status,
      dateFrom: BUSINESS_DATE_MIN,
      dateTo: addDays(today, -1),
    }),
  stockShort: () => withQuery(paths.stocks.list('stockByProduct'), { shortOnly: 'true' }),
  stockDifferences: () => withQuery(paths.stocks.diff(), { differencesOnly: 'true' }),
  reconciliation: () => paths.stocks.reconciliation(),
  /** 賞味期限管理 on its 期限切れ間近 or 期限切れ tab. */
  expiry: (state: 'near' | 'expired') => paths.stocks.expiry(state),
};
