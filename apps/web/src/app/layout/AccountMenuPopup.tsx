import { COLOR_SCHEME_LABELS, TEXTS, type ColorScheme } from '@logi/shared';
import { Menu, Text, useMantineColorScheme } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSwitchOrganisation } from '../../features/auth/api/switch-organisation.ts';
import type { AuthUser } from '../../features/auth/api/get-user.ts';
import { paths } from '../../lib/paths.ts';
import { AccountMenuButton } from './AccountMenu.tsx';
import { useOpenedOnArrival } from '../../lib/deferred-popup.ts';
import { InMantine } from '../../lib/MantineScope.tsx';

const SCHEMES = Object.entries(COLOR_SCHEME_LABELS) as [ColorScheme, string][];

/** The account menu itself, loaded on first use (AccountMenu), inside Mantine's providers. */
export function AccountMenuPopup({ user }: { user: AuthUser }) {
  return (
    <InMantine>
      <AccountMenuDropdown user={user} />
    </InMantine>
  );
}

function AccountMenuDropdown({ user }: { user: AuthUser }) {
  const { targetRef, opened, setOpened } = useOpenedOnArrival();
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const logout = useLogout(() =>
    navigate(paths.login(), { replace: true, state: { loggedOut: true } }),
  );
  const switchOrganisation = useSwitchOrganisation(() => navigate(paths.home()));
  // The server lists the session's active organisation first.
  const active = user.organisations[0];
  const organisationName = active?.name ?? '';

  return (
    <Menu width={260} position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountMenuButton organisationName={organisationName} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright">
            {user.name}
          </Text>
          <Text size="xs">{user.email}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>{TEXTS.organisation}</Menu.Label>
        <Menu.RadioGroup
          value={active?.uuid ?? null}
          onChange={(uuid) => uuid !== active?.uuid && switchOrganisation.mutate(uuid)}
        >
          {user.organisations.map((organisation) => (
            <Menu.RadioItem
              key={organisation.uuid}
              value={organisation.uuid}
              disabled={switchOrganisation.isPending}
              closeMenuOnClick
            >
              {organisation.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Label>カラースキーム</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => setColorScheme(value as ColorScheme)}
        >
          {SCHEMES.map(([value, label]) => (
            <Menu.RadioItem key={value} value={value} closeMenuOnClick>
              {label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {TEXTS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
