import { Button, Center, Stack } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorPanel } from '../../components/ui/index.ts';

/** Whatever a page throws, the user sees the standard error panel and a way back, never a stack. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('page failed', error);
  return (
    <Center p="xl">
      <Stack maw={560} w="100%">
        <ErrorPanel
          error={{ message: '画面の表示中に問題が発生しました。再読み込みしてください。' }}
        />
        <Button variant="light" onClick={() => window.location.reload()}>
          再読み込み
        </Button>
      </Stack>
    </Center>
  );
}
