import { DASHBOARD_LABELS as L, TEXTS, toJst } from '@logi/shared';
import classes from './dashboard.module.css';

/**
 * When the figures were computed, and a button that has the server compute them now: the cards
 * show the organisation's last computed figures, pushed again whenever a process finishes.
 */
export function DashboardFreshness({
  generatedAt,
  refreshing,
  failed,
  onRefresh,
}: {
  generatedAt: string;
  refreshing: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className={classes.freshness}>
      <span data-testid="dashboard-generated-at">
        {L.asOf(toJst(generatedAt).format('HH:mm:ss'))}
      </span>
      <button
        type="button"
        className={classes.refresh}
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        {refreshing ? L.refreshing : L.refresh}
      </button>
      {failed ? (
        <span role="alert" className={classes.attention}>
          {TEXTS.errorPanelTitle}
        </span>
      ) : null}
    </div>
  );
}
