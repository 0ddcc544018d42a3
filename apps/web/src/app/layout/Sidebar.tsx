import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppSettings } from '../../lib/settings/api/get-app-settings.ts';
import { useIsAdminIp } from '../../lib/settings/use-is-admin-ip.ts';
import { useActiveMenu } from '../navigation/current-page.ts';
import { MENU } from '../navigation/menu.ts';
import { TEXTS } from '@logi/shared';
import classes from './shell.module.css';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const activeKey = useActiveMenu().entry?.key;
  const isAdminIp = useIsAdminIp();
  const manualUrl = useAppSettings().data?.manualUrl;
  const entries = MENU.filter((entry) => !entry.adminOnly || isAdminIp);

  return (
    <>
      <div className={classes.navList}>
        {entries.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <Link
              key={entry.key}
              to={entry.path}
              className={classes.navLink}
              aria-current={active ? 'page' : undefined}
              data-menu={entry.key}
              onClick={onNavigate}
            >
              <entry.icon size={18} stroke={1.6} />
              <span className={classes.navLabel}>
                <span className={classes.navText}>{entry.label}</span>
              </span>
            </Link>
          );
        })}
      </div>
      {manualUrl ? (
        <a
          href={manualUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.navLink}
          data-menu="manual"
        >
          <IconBook2 size={18} stroke={1.6} />
          <span className={classes.navLabel}>
            <span className={classes.navText}>{TEXTS.manual}</span>
          </span>
          <IconExternalLink size={14} />
        </a>
      ) : null}
    </>
  );
}
