import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_LABELS as L, formatDateSlash, type DashboardDto } from '@logi/shared';
import { dashboardLinks as links } from './dashboard-links.ts';
import classes from './dashboard.module.css';

const MINUTE = 60_000;

/** "2時間15分" from milliseconds, rounded up to the minute (never 0分 before the cut-off). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}時間${minutes % 60}分` : `${minutes}分`;
}

/** The clock, to the minute: the countdown moves on its own, the figures come by push. */
function useNow(onCutoff: () => void, cutoffAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => window.clearInterval(tick);
  }, []);
  useEffect(() => {
    const left = cutoffAt - Date.now();
    if (left <= 0) return;
    // At the cut-off the next ship date changes: one refetch then, not a poll.
    const timer = window.setTimeout(onCutoff, left + 1000);
    return () => window.clearTimeout(timer);
  }, [cutoffAt, onCutoff]);
  return now;
}

type Props = { cutoff: DashboardDto['cutoff']; onCutoff: () => void };

/** 本日の出荷締め (issue 14 §2): the time left, or what happens to the rest after it. */
export function CutoffPanel({ cutoff, onCutoff }: Props) {
  const cutoffAt = new Date(cutoff.cutoffAt).getTime();
  const now = useNow(onCutoff, cutoffAt);
  const after = now >= cutoffAt;
  const hour = `${String(cutoff.cutoffHour).padStart(2, '0')}:00`;
  return (
    <section
      className={classes.section}
      aria-labelledby="dashboard-cutoff"
      data-testid="dashboard-cutoff"
    >
      <h2 id="dashboard-cutoff" className={classes.heading}>
        {L.cutoff}
      </h2>
      <div className={classes.cutoff}>
        <span>
          {L.cutoffAt} <span className={classes.figure}>{hour}</span>
        </span>
        {after ? (
          <span role="status">
            {L.cutoffPassed} {L.nextShipDate}: {formatDateSlash(cutoff.nextShipDate)}
          </span>
        ) : (
          <span>
            {L.cutoffLeft} <span className={classes.figure}>{formatTimeLeft(cutoffAt - now)}</span>
          </span>
        )}
        <span>
          {L.unsent}{' '}
          <Link
            to={links.orders('allocated')}
            className={classes.partLink}
            aria-label={`${L.unsent} ${cutoff.unsentOrders}${L.cases}`}
          >
            <span className={classes.figure}>{cutoff.unsentOrders}</span>
            {L.cases}
          </Link>
        </span>
      </div>
      {cutoff.warehouses.length > 0 ? (
        <table className={classes.table} aria-label={L.unsentByWarehouse}>
          <thead>
            <tr>
              <th scope="col">{L.warehouse}</th>
              <th scope="col">{L.cutoffAt}</th>
              <th scope="col">{L.unsentByWarehouse}</th>
            </tr>
          </thead>
          <tbody>
            {cutoff.warehouses.map((warehouse) => (
              <tr key={warehouse.warehouseId}>
                <td>{warehouse.name}</td>
                <td>{warehouse.cutoffTime}</td>
                <td className={classes.number}>
                  {warehouse.unsentOrders}
                  {L.cases}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
