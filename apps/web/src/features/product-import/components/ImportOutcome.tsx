import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProcessDto, ProductImportResult } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';

const ProductListLink = () => (
  <Anchor component={Link} to={paths.products.list()}>
    商品一覧へ
  </Anchor>
);

/** The import's result: counts at once, or the background process's progress and then its end. */
export function ImportOutcome({
  result,
  process,
}: {
  result: ProductImportResult;
  process: ProcessDto | null;
}) {
  if (!result.processId) {
    return (
      <Alert color="teal" title="取込が完了しました" role="status">
        <Stack gap={4}>
          <Text size="sm">{`${result.created ?? 0}件登録 / ${result.updated ?? 0}件更新`}</Text>
          <ProductListLink />
        </Stack>
      </Alert>
    );
  }
  if (process?.processStatus === 'failed') {
    return <ErrorPanel error={{ message: process.message ?? '取込に失敗しました。' }} />;
  }
  if (process?.processStatus === 'completed') {
    return (
      <Alert color="teal" title="取込が完了しました" role="status">
        <Stack gap={4}>
          <Text size="sm">{process.message}</Text>
          <ProductListLink />
        </Stack>
      </Alert>
    );
  }
  const done = process?.progress?.done ?? 0;
  const total = process?.progress?.total ?? result.rowCount;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{`バックグラウンドで取込中です（${done} / ${total}行）。この画面を離れても処理は続きます。`}</Text>
      <Progress value={total > 0 ? (done / total) * 100 : 0} animated aria-label="取込の進捗" />
    </Stack>
  );
}
