import { Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useAppSettings } from '../../lib/settings/api/get-app-settings.ts';
import { useOpenedOnArrival } from '../../lib/deferred-popup.ts';
import { InMantine } from '../../lib/MantineScope.tsx';
import { LinksMenuButton } from './LinksMenu.tsx';

/** The links menu itself, loaded on first use (LinksMenu). */
export function LinksMenuPopup() {
  const { targetRef, opened, setOpened } = useOpenedOnArrival();
  const links = useAppSettings().data?.siblingLinks ?? [];
  return (
    <InMantine>
      <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <LinksMenuButton ref={targetRef} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>関連サービス</Menu.Label>
          {links.map((link) => (
            <Menu.Item
              key={link.url}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} />}
            >
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </InMantine>
  );
}
