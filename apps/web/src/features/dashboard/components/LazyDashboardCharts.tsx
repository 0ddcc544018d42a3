import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DASHBOARD_LABELS as L, type DashboardDto } from '@logi/shared';
import { InMantine } from '../../../lib/MantineScope.tsx';
import classes from './dashboard.module.css';

// The charts bring Mantine and recharts: not part of the first load (docs/decisions/024, 033).
const DashboardCharts = lazy(async () => ({
  default: (await import('./DashboardCharts.tsx')).DashboardCharts,
}));

/** Starts loading once the section scrolls into view (or at once where there is no observer). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

const Placeholder = () => (
  <div className={classes.bone} style={{ height: 240 }} aria-hidden="true" />
);

/** 推移（過去30日）, drawn with @mantine/charts when the user reaches it. */
export function LazyDashboardCharts({ charts }: { charts: DashboardDto['charts'] }) {
  const { ref, seen } = useSeen<HTMLElement>();
  return (
    <section
      ref={ref}
      className={classes.section}
      aria-labelledby="dashboard-charts"
      data-testid="dashboard-charts"
    >
      <h2 id="dashboard-charts" className={classes.heading}>
        {L.charts}
      </h2>
      {seen ? (
        <Suspense fallback={<Placeholder />}>
          <InMantine>
            <DashboardCharts charts={charts} />
          </InMantine>
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </section>
  );
}
