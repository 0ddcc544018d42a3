import { useCallback } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@logi/shared';
import { MENU } from '../navigation/menu.ts';
import { ShellErrorPanel } from '../layout/ShellErrorPanel.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useLiveDashboard } from '../../features/dashboard/api/use-live-dashboard.ts';
import { CutoffPanel } from '../../features/dashboard/components/CutoffPanel.tsx';
import { DashboardCards } from '../../features/dashboard/components/DashboardCards.tsx';
import { DashboardSkeleton } from '../../features/dashboard/components/DashboardSkeleton.tsx';
import { LazyDashboardCharts } from '../../features/dashboard/components/LazyDashboardCharts.tsx';
import classes from './home.module.css';

/**
 * The operator's day at a glance (issue 14): today's figures, the cut-off, the entry points to each
 * work area, then the charts. Plain React and CSS: the signed-in home is the first load, which
 * carries no Mantine code; the charts load in their own chunk when reached (docs/decisions/024, 033).
 */
export function HomePage() {
  const user = useUser().data;
  const { dashboard, refresh } = useLiveDashboard();
  const { refetch } = dashboard;
  const onCutoff = useCallback(() => void refetch(), [refetch]);
  const areas = MENU.filter((entry) => entry.key !== 'home' && !entry.adminOnly);
  return (
    <>
      <p className={classes.greeting}>{user ? `${user.name} さん、お疲れさまです。` : null}</p>
      {dashboard.isPending ? <DashboardSkeleton /> : null}
      {dashboard.isError ? (
        <div className={classes.section}>
          <ShellErrorPanel error={dashboard.error} />
        </div>
      ) : null}
      {dashboard.data ? (
        <>
          <DashboardCards
            data={dashboard.data}
            freshness={{
              refreshing: refresh.isPending,
              failed: refresh.isError,
              onRefresh: () => refresh.mutate(),
            }}
          />
          <CutoffPanel cutoff={dashboard.data.cutoff} onCutoff={onCutoff} />
        </>
      ) : null}
      <div className={`${classes.grid} ${classes.section}`}>
        {areas.map((entry) => (
          <Link key={entry.key} to={entry.path} className={classes.card}>
            <span className={classes.icon}>
              <entry.icon size={20} />
            </span>
            <span className={classes.label}>{entry.label}</span>
            <span className={classes.areas}>
              {entry.tabs.map((tab) => tab.label).join(' · ') ||
                PAGE_TITLES.allocationSettings.page}
            </span>
          </Link>
        ))}
      </div>
      {dashboard.data ? <LazyDashboardCharts charts={dashboard.data.charts} /> : null}
    </>
  );
}
