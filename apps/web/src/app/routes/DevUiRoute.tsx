import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { documentTitle, TEXTS } from '@logi/shared';
import { ErrorPanel, PageSkeleton } from '../../components/ui/index.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { DevUiPage } from '../../features/dev-ui/DevUiPage.tsx';
import { useAppSettings } from '../../lib/settings/api/get-app-settings.ts';
import { useUserIp } from '../../lib/settings/api/get-user-ip.ts';
import { useIsAdminIp } from '../../lib/settings/use-is-admin-ip.ts';
import { useProductName } from '../../lib/settings/use-product-name.ts';

/**
 * /dev/ui for signed-in administrators only (the admin IP allow-list, as the admin menu): a
 * showcase is no business of other visitors. A 401 sends the visitor to sign-in (http client).
 */
export function DevUiRoute() {
  const user = useUser();
  const ip = useUserIp();
  const settings = useAppSettings();
  const isAdmin = useIsAdminIp();
  useDocumentTitle(documentTitle(TEXTS.devUiTitle, useProductName()));
  const failure = user.error ?? ip.error ?? settings.error;
  if (failure)
    return (
      <DevUiFrame>
        <ErrorPanel error={failure} />
      </DevUiFrame>
    );
  if (user.isPending || ip.isPending || settings.isPending) {
    return (
      <DevUiFrame>
        <PageSkeleton />
      </DevUiFrame>
    );
  }
  if (!isAdmin) {
    return (
      <DevUiFrame>
        <Text>{TEXTS.adminOnly}</Text>
      </DevUiFrame>
    );
  }
  return <DevUiPage />;
}

function DevUiFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {TEXTS.devUiTitle}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
