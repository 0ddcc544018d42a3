import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuthUser } from '../../features/auth/api/get-user.ts';
import { HeaderBell } from '../../features/notifications/HeaderBell.tsx';
import { HeaderProcesses } from '../../features/processes/HeaderProcesses.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LinksMenu } from './LinksMenu.tsx';

type Props = { user: AuthUser; productName: string; navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ user, productName, navOpened, onToggleNav }: Props) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="red.9" c="white">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          color="white"
          aria-label="メニュー"
        />
        <UnstyledButton component={Link} to={paths.home()} c="white" aria-label={productName}>
          <Group gap={6} wrap="nowrap">
            <IconTruckDelivery size={26} stroke={1.7} />
            <Text fw={700} size="lg" data-testid="product-name">
              {productName}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap={4} wrap="nowrap">
        <HeaderBell />
        <HeaderProcesses />
        <LinksMenu />
        <AccountMenu user={user} />
      </Group>
    </Group>
  );
}
