import classes from './skeleton.module.css';

const ROWS = 6;
const COLUMNS = 4;

/**
 * PageSkeleton's look (a search bar then a table) without Mantine: the shell shows it while the
 * user or a page's chunk loads (docs/decisions/024).
 */
export function ShellSkeleton() {
  return (
    <div className={classes.stack} role="status" aria-busy="true" aria-label="読み込み中">
      <div className={classes.bar}>
        <div className={`${classes.bone} ${classes.tall}`} style={{ width: 240 }} />
        <div className={`${classes.bone} ${classes.tall}`} style={{ width: 240 }} />
        <div className={`${classes.bone} ${classes.tall}`} style={{ width: 120 }} />
      </div>
      <div className={classes.table}>
        {Array.from({ length: ROWS }, (_, row) => (
          <div key={row} className={classes.row}>
            {Array.from({ length: COLUMNS }, (_, column) => (
              <div
                key={column}
                className={row === 0 ? `${classes.bone} ${classes.tall}` : classes.bone}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
