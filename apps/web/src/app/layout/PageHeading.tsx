import { IconHome } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useActiveMenu, useCurrentPage } from '../navigation/current-page.ts';
import { paths } from '../../lib/paths.ts';
import { MenuTabs } from './MenuTabs.tsx';
import classes from './page-head.module.css';

/** Spec §2: tabs under the header, then breadcrumbs with a home icon, then the page title. */
export function PageHeading() {
  const page = useCurrentPage();
  const { entry, tab } = useActiveMenu();

  const crumbs: { key: string; node: ReactNode }[] = [
    {
      key: 'home',
      node: (
        <Link
          to={paths.home()}
          aria-label="ホーム"
          className={`${classes.crumb} ${classes.crumbHome}`}
        >
          <IconHome size={16} style={{ verticalAlign: 'middle' }} />
        </Link>
      ),
    },
  ];
  if (entry && entry.key !== 'home') {
    crumbs.push({
      key: 'menu',
      node: (
        <Link to={entry.path} className={classes.crumb}>
          {entry.label}
        </Link>
      ),
    });
  }
  if (page.parent) {
    crumbs.push({
      key: 'parent',
      node: (
        <Link to={page.parent.to} className={classes.crumb}>
          {page.parent.title}
        </Link>
      ),
    });
  }
  crumbs.push({
    key: 'current',
    node: (
      <span className={classes.crumbCurrent} aria-current="page">
        {page.title}
      </span>
    ),
  });

  return (
    <>
      {entry && entry.tabs.length > 0 ? <MenuTabs tabs={entry.tabs} active={tab?.path} /> : null}
      <nav aria-label="パンくずリスト" className={classes.breadcrumbs}>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.key}>
            {index > 0 ? <span className={classes.separator}>/</span> : null}
            {crumb.node}
          </Fragment>
        ))}
      </nav>
      <h1 className={classes.title}>{page.title}</h1>
    </>
  );
}
