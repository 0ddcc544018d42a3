import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import {
  HeaderTextButton,
  type HeaderButtonProps,
} from '../../components/header/HeaderIconButton.tsx';
import type { AuthUser } from '../../features/auth/api/get-user.ts';
import { useDeferredPopup } from '../../lib/deferred-popup.ts';
import classes from './shell.module.css';

const loadPopup = () => import('./AccountMenuPopup.tsx');
const AccountMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.AccountMenuPopup })));

type ButtonProps = HeaderButtonProps & { organisationName: string };

/** The account menu's target: the active organisation's name, white on the red header. */
export function AccountMenuButton({ organisationName, ...props }: ButtonProps) {
  return (
    <HeaderTextButton
      aria-label={`${organisationName} アカウントメニュー`}
      data-testid="account-menu"
      {...props}
    >
      <IconUserCircle size={22} />
      <span className={classes.organisationName} data-testid="organisation-name">
        {organisationName}
      </span>
      <IconChevronDown size={14} />
    </HeaderTextButton>
  );
}

/** The header's account menu: who is signed in, the organisation switcher, colour scheme, logout. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const { requested, fallbackProps } = useDeferredPopup(loadPopup, 'menu');
  // The server lists the session's active organisation first.
  const organisationName = user.organisations[0]?.name ?? '';
  const fallback = <AccountMenuButton organisationName={organisationName} {...fallbackProps} />;
  if (!requested) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AccountMenuPopup user={user} />
    </Suspense>
  );
}
