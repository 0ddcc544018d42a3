import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/index.ts';
import { documentTitle } from '@logi/shared';
import { useProductName } from '../../lib/settings/use-product-name.ts';
import { authKeys } from './api/auth-keys.ts';
import { completeSignIn } from './api/complete-sign-in.ts';
import { getSignInUrl } from './api/get-sign-in-url.ts';

type Phase = 'redirecting' | 'completing' | 'idle';

/**
 * Spec §4 login flow: with code and state the callback is called and the user goes on;
 * without them the sign-in address is fetched and followed (not right after a logout).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const productName = useProductName();
  const loggedOut = Boolean((location.state as { loggedOut?: boolean } | null)?.loggedOut);
  const hasCallback = params.has('code') && params.has('state');
  const [phase, setPhase] = useState<Phase>(
    hasCallback ? 'completing' : loggedOut ? 'idle' : 'redirecting',
  );
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useDocumentTitle(documentTitle('ログイン', productName));

  const fail = (reason: unknown) => {
    setError(reason);
    setPhase('idle');
  };

  const signIn = () => {
    setPhase('redirecting');
    getSignInUrl(params.get('returnTo') ?? undefined)
      .then((url) => window.location.assign(url))
      .catch(fail);
  };

  useEffect(() => {
    if (started.current) return; // React StrictMode runs effects twice; a code is single-use.
    started.current = true;
    if (hasCallback) {
      completeSignIn(params)
        .then(({ returnTo }) => {
          queryClient.removeQueries({ queryKey: authKeys.all });
          navigate(returnTo, { replace: true });
        })
        .catch(fail);
    } else if (params.has('error')) {
      fail({
        message:
          params.get('error_description') ?? 'ログインに失敗しました。もう一度お試しください。',
      });
    } else if (!loggedOut) {
      signIn();
    }
    // Runs once per visit by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-light)" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="md">
        <Stack align="center" gap="md">
          <IconTruckDelivery size={40} color="var(--mantine-color-red-7)" />
          <Title order={1} size="h3">
            {productName}
          </Title>
          {loggedOut && phase === 'idle' && !error ? (
            <Text size="sm">ログアウトしました</Text>
          ) : null}
          {error ? <ErrorPanel error={error} /> : null}
          {phase === 'idle' ? (
            <Button fullWidth color="red" onClick={signIn}>
              ログイン
            </Button>
          ) : (
            <Stack align="center" gap="xs">
              <Loader color="red" size="sm" />
              <Text size="sm" c="dimmed">
                {phase === 'completing' ? 'ログインしています…' : 'ログイン画面へ移動しています…'}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
