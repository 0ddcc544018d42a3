import {
  actionLabel,
  DASHBOARD_LABELS as L,
  formatDateTime,
  RECONCILIATION_LABELS,
  type DashboardDto,
} from '@logi/shared';
import { DashboardCard, type DashboardCardProps } from './DashboardCard.tsx';
import { DashboardFreshness } from './DashboardFreshness.tsx';
import { dashboardLinks as links } from './dashboard-links.ts';
import classes from './dashboard.module.css';

/** Today's work (issue 14 §1): orders by status, receiving, short stock, failures, differences. */
export function DashboardCards({
  data,
  freshness,
}: {
  data: DashboardDto;
  freshness: Omit<Parameters<typeof DashboardFreshness>[0], 'generatedAt'>;
}) {
  return (
    <section className={classes.section} aria-labelledby="dashboard-today">
      <div className={classes.headingRow}>
        <h2 id="dashboard-today" className={classes.heading}>
          {L.section}
        </h2>
        <DashboardFreshness generatedAt={data.generatedAt} {...freshness} />
      </div>
      <div className={classes.grid}>
        {cardsOf(data).map((card) => (
          <DashboardCard key={card.id} {...card} />
        ))}
      </div>
    </section>
  );
}

/** The cards in the order the home page shows them. */
function cardsOf(data: DashboardDto): DashboardCardProps[] {
  const { orders, receiving, stock, failedProcesses, today } = data;
  return [
    {
      id: 'unallocated',
      title: L.unallocated,
      count: orders.unallocated,
      to: links.orders('unallocated'),
    },
    { id: 'allocated', title: L.allocated, count: orders.allocated, to: links.orders('allocated') },
    {
      id: 'awaiting-instruction',
      title: L.awaitingInstruction,
      count: orders.awaitingInstruction,
      to: links.orders('instructed'),
      hint: L.awaitingInstructionHint,
    },
    {
      id: 'sync-error',
      title: L.syncError,
      count: orders.syncError,
      to: links.syncErrors(),
      hint: L.syncErrorHint,
      alert: true,
    },
    { id: 'working', title: L.working, count: orders.working, to: links.orders('working') },
    { id: 'inspected', title: L.inspected, count: orders.inspected, to: links.orders('inspected') },
    { id: 'on-hold', title: L.onHold, count: orders.onHold, to: links.orders('on_hold') },
    { id: 'ng', title: L.shippingNg, count: orders.ng, to: links.orders('ng'), alert: true },
    {
      id: 'receiving-today',
      title: L.receivingToday,
      count: receiving.today,
      to: links.receivingOn(today),
    },
    {
      id: 'receiving-overdue',
      title: L.receivingOverdue,
      count: receiving.overdueWaiting + receiving.overduePartial,
      alert: true,
      parts: [
        {
          label: L.receivingOverdueWaiting,
          count: receiving.overdueWaiting,
          to: links.receivingOverdue(today, 'waiting'),
        },
        {
          label: L.receivingOverduePartial,
          count: receiving.overduePartial,
          to: links.receivingOverdue(today, 'partial'),
        },
      ],
    },
    {
      id: 'stock-short',
      title: L.stockShort,
      unit: L.items,
      count: stock.outOfStock + stock.belowThreshold,
      to: links.stockShort(),
      alert: true,
      parts: [
        { label: L.stockOut, count: stock.outOfStock },
        { label: L.stockBelowThreshold, count: stock.belowThreshold },
      ],
    },
    {
      id: 'failed-processes',
      title: L.failedProcesses,
      count: failedProcesses.count,
      alert: true,
      children: (
        <ul className={classes.parts}>
          {failedProcesses.latest.length === 0 ? <li>{L.noFailures}</li> : null}
          {failedProcesses.latest.map((process) => (
            <li key={process.id}>
              {formatDateTime(process.finishedAt)} {actionLabel(process.action)}
              {process.message ? `: ${process.message}` : ''}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'stock-differences',
      title: L.stockDifferences,
      count: data.stockDifferences,
      to: links.stockDifferences(),
      alert: true,
    },
    {
      id: 'near-expiry',
      title: L.nearExpiry,
      count: data.expiry.near,
      to: links.expiry('near'),
      hint: L.nearExpiryHint(data.expiry.warningDays),
    },
    {
      id: 'expired',
      title: L.expired,
      count: data.expiry.expired,
      to: links.expiry('expired'),
      hint: L.expiredHint,
      alert: true,
    },
    // Shown only when the last 整合性チェック found rows that disagree.
    ...(data.reconciliationFindings > 0
      ? [
          {
            id: 'reconciliation',
            title: RECONCILIATION_LABELS.cardTitle,
            count: data.reconciliationFindings,
            to: links.reconciliation(),
            hint: RECONCILIATION_LABELS.cardHint,
            alert: true,
          },
        ]
      : []),
  ];
}
