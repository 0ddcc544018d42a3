import { ActionIcon, Menu } from '@mantine/core';
import { IconExternalLink, IconGridDots } from '@tabler/icons-react';
import { useAppSettings } from '../../lib/settings/api/get-app-settings.ts';

/** Links to the provider's sibling products, each opening in a new tab. */
export function LinksMenu() {
  const links = useAppSettings().data?.siblingLinks ?? [];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="関連サービス">
          <IconGridDots size={20} />
        </ActionIcon>
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
  );
}
