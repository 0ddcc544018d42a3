import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center">
        <Text>お探しのページは存在しないか、移動した可能性があります。</Text>
        <Button component={Link} to={paths.home()} variant="light">
          ホームへ戻る
        </Button>
      </Stack>
    </Paper>
  );
}
