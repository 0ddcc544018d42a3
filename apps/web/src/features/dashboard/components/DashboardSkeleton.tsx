import classes from './dashboard.module.css';

/** The cards' place while the figures load (plain CSS: the home is first load, decision 024). */
export function DashboardSkeleton() {
  return (
    <div
      className={`${classes.section} ${classes.grid}`}
      role="status"
      aria-busy="true"
      aria-label="読み込み中"
    >
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index} className={classes.bone} />
      ))}
    </div>
  );
}
