import { Link } from 'react-router';
import { PAGE_TITLES } from '@logi/shared';
import { MENU } from '../navigation/menu.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import classes from './home.module.css';

/**
 * Entry points to each work area; figures arrive with the business features. Plain React and CSS:
 * the signed-in home is the first load, which carries no Mantine code (docs/decisions/024).
 */
export function HomePage() {
  const user = useUser().data;
  const areas = MENU.filter((entry) => entry.key !== 'home' && !entry.adminOnly);
  return (
    <>
      <p className={classes.greeting}>{user ? `${user.name} さん、お疲れさまです。` : null}</p>
      <div className={classes.grid}>
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
    </>
  );
}
