import { Anchor, Breadcrumbs, Tabs, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useActiveMenu, useCurrentPage } from '../navigation/current-page.ts';
import { paths } from '../../lib/paths.ts';

/** Spec §2: tabs under the header, then breadcrumbs with a home icon, then the page title. */
export function PageHeading() {
  const page = useCurrentPage();
  const { entry, tab } = useActiveMenu();
  const navigate = useNavigate();

  const crumbs = [
    <Anchor key="home" component={Link} to={paths.home()} aria-label="ホーム" c="dimmed">
      <IconHome size={16} style={{ verticalAlign: 'middle' }} />
    </Anchor>,
  ];
  if (entry && entry.key !== 'home') {
    crumbs.push(
      <Anchor key="menu" component={Link} to={entry.path} size="sm">
        {entry.label}
      </Anchor>,
    );
  }
  if (page.parent) {
    crumbs.push(
      <Anchor key="parent" component={Link} to={page.parent.to} size="sm">
        {page.parent.title}
      </Anchor>,
    );
  }
  crumbs.push(
    <Text key="current" size="sm" aria-current="page">
      {page.title}
    </Text>,
  );

  return (
    <>
      {entry && entry.tabs.length > 0 ? (
        <Tabs value={tab?.path ?? null} onChange={(to) => to && navigate(to)} mb="sm">
          <Tabs.List>
            {entry.tabs.map((item) => (
              <Tabs.Tab key={item.path} value={item.path}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <nav aria-label="パンくずリスト">
        <Breadcrumbs separatorMargin={6} mb={6}>
          {crumbs}
        </Breadcrumbs>
      </nav>
      <Title order={1} size="h3" mb="md">
        {page.title}
      </Title>
    </>
  );
}
