import { useRouteError } from 'react-router';
import { ShellErrorPanel } from '../layout/ShellErrorPanel.tsx';
import classes from '../layout/error.module.css';

/**
 * Whatever a page throws, the user sees the standard error panel and a way back, never a stack.
 * No Mantine here: a page chunk (or Mantine's) that failed to load must still end here.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('page failed', error);
  return (
    <div className={classes.centred}>
      <ShellErrorPanel
        error={{ message: '画面の表示中に問題が発生しました。再読み込みしてください。' }}
      />
      <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
        再読み込み
      </button>
    </div>
  );
}
