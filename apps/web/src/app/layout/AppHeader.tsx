import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuthUser } from '../../features/auth/api/get-user.ts';
import { HeaderBell } from '../../features/notifications/HeaderBell.tsx';
import { HeaderProcesses } from '../../features/processes/HeaderProcesses.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LinksMenu } from './LinksMenu.tsx';
import classes from './shell.module.css';

type Props = { user: AuthUser; productName: string; navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ user, productName, navOpened, onToggleNav }: Props) {
  return (
    <header className={classes.header}>
      <div className={classes.headerGroup}>
        <button
          type="button"
          className={classes.burger}
          onClick={onToggleNav}
          aria-label="メニュー"
          aria-expanded={navOpened}
        >
          <span />
          <span />
          <span />
        </button>
        <Link to={paths.home()} className={classes.brand} aria-label={productName}>
          <IconTruckDelivery size={26} stroke={1.7} />
          <span data-testid="product-name">{productName}</span>
        </Link>
      </div>
      <div className={classes.headerActions}>
        <HeaderBell />
        <HeaderProcesses />
        <LinksMenu />
        <AccountMenu user={user} />
      </div>
    </header>
  );
}
