import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_LABELS as L } from '@logi/shared';
import classes from './dashboard.module.css';

export type CardPart = { label: string; count: number; to?: string };

export type DashboardCardProps = {
  /** data-testid suffix, for the browser tests. */
  id: string;
  title: string;
  count: number;
  unit?: string;
  /** The list with this card's filter; absent when there is no list to go to. */
  to?: string;
  /** Shown red when above zero: work that is late or failed. */
  alert?: boolean;
  parts?: CardPart[];
  hint?: string;
  children?: ReactNode;
};

/** One figure of the day: its title, the count (a link to the filtered list), and its parts. */
export function DashboardCard({
  id,
  title,
  count,
  unit = L.cases,
  to,
  alert,
  parts,
  hint,
  children,
}: DashboardCardProps) {
  const tone = alert && count > 0 ? classes.attention : '';
  const figure = (
    <>
      {count.toLocaleString('ja-JP')}
      <span className={classes.unit}>{unit}</span>
    </>
  );
  return (
    <div className={classes.card} data-testid={`dashboard-card-${id}`}>
      <h3 className={classes.title}>{title}</h3>
      {to ? (
        <Link
          to={to}
          className={`${classes.count} ${tone}`}
          aria-label={`${title} ${count}${unit}`}
        >
          {figure}
        </Link>
      ) : (
        <span className={`${classes.count} ${classes.plain} ${tone}`}>{figure}</span>
      )}
      {parts ? (
        <ul className={classes.parts}>
          {parts.map((part) => (
            <li key={part.label}>
              {part.label}{' '}
              {part.to ? (
                <Link
                  className={classes.partLink}
                  to={part.to}
                  aria-label={`${title} ${part.label} ${part.count}${unit}`}
                >
                  {part.count}
                  {unit}
                </Link>
              ) : (
                `${part.count}${unit}`
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? <span className={classes.hint}>{hint}</span> : null}
      {children}
    </div>
  );
}
