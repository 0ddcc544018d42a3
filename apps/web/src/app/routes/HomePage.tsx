import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@logi/shared';
import { MENU } from '../navigation/menu.ts';
import { useUser } from '../../features/auth/api/get-user.ts';

/** Entry points to each work area; figures arrive with the business features. */
export function HomePage() {
  const user = useUser().data;
  const areas = MENU.filter((entry) => entry.key !== 'home' && !entry.adminOnly);
  return (
    <>
      <Text mb="md">{user ? `${user.name} さん、お疲れさまです。` : null}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {areas.map((entry) => (
          <Card key={entry.key} withBorder component={Link} to={entry.path} padding="md">
            <ThemeIcon variant="light" color="red" size="lg" mb="xs">
              <entry.icon size={20} />
            </ThemeIcon>
            <Text fw={600}>{entry.label}</Text>
            <Text size="xs" c="dimmed">
              {entry.tabs.map((tab) => tab.label).join(' · ') ||
                PAGE_TITLES.allocationSettings.page}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
