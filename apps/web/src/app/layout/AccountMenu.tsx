import {
  Group,
  Menu,
  SegmentedControl,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import type { AuthUser } from '../../features/auth/api/get-user.ts';
import { paths } from '../../lib/paths.ts';

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'ライト' },
  { value: 'dark', label: 'ダーク' },
  { value: 'auto', label: '自動' },
];

export function AccountMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const logout = useLogout(() =>
    navigate(paths.login(), { replace: true, state: { loggedOut: true } }),
  );
  const organisationName = user.organisations[0]?.name ?? '';

  return (
    <Menu width={260} position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton c="white" aria-label="アカウントメニュー" data-testid="account-menu">
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={22} />
            <Text size="sm" fw={600} truncate maw={220} data-testid="organisation-name">
              {organisationName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright">
            {user.name}
          </Text>
          <Text size="xs">{user.email}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>カラースキーム</Menu.Label>
        <SegmentedControl
          fullWidth
          size="xs"
          mx="xs"
          mb="xs"
          data={SCHEMES}
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          aria-label="カラースキーム"
        />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          ログアウト
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
