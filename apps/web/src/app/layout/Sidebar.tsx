import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppSettings } from '../../lib/settings/api/get-app-settings.ts';
import { useIsAdminIp } from '../../lib/settings/use-is-admin-ip.ts';
import { useActiveMenu } from '../navigation/current-page.ts';
import { MENU } from '../navigation/menu.ts';
import { TEXTS } from '@logi/shared';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const activeKey = useActiveMenu().entry?.key;
  const isAdminIp = useIsAdminIp();
  const manualUrl = useAppSettings().data?.manualUrl;
  const entries = MENU.filter((entry) => !entry.adminOnly || isAdminIp);

  return (
    <Stack gap={0} h="100%" component="nav" aria-label="メインメニュー">
      <ScrollArea style={{ flex: 1 }}>
        {entries.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.path}
              label={entry.label}
              leftSection={<entry.icon size={18} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              data-menu={entry.key}
              onClick={onNavigate}
              variant="light"
            />
          );
        })}
      </ScrollArea>
      {manualUrl ? (
        <NavLink
          component="a"
          href={manualUrl}
          target="_blank"
          rel="noopener noreferrer"
          label={TEXTS.manual}
          leftSection={<IconBook2 size={18} stroke={1.6} />}
          rightSection={<IconExternalLink size={14} />}
          data-menu="manual"
        />
      ) : null}
    </Stack>
  );
}
