import { Button, Group, Loader, Text } from '@mantine/core';
import { startPostalDataLoad } from './postal-data.ts';
import { usePostalData } from './use-postal-data.ts';

/** The in-browser dataset's state in one line (spec §4: the loading state is visible). */
export function PostalDataStatus() {
  const { status, index } = usePostalData();
  return (
    <Group gap="xs" data-testid="postal-data-status" data-status={status}>
      {status === 'loading' ? <Loader size={14} /> : null}
      <Text size="sm" c={status === 'error' ? 'red' : 'dimmed'}>
        {status === 'idle' && '郵便番号データ: 未読み込み'}
        {status === 'loading' && '郵便番号データ: 読み込み中…'}
        {status === 'ready' &&
          `郵便番号データ: ${index.records.length.toLocaleString('ja-JP')}件を読み込みました`}
        {status === 'error' && '郵便番号データを読み込めませんでした'}
      </Text>
      {status === 'error' ? (
        <Button size="compact-xs" variant="light" onClick={() => void startPostalDataLoad()}>
          再読み込み
        </Button>
      ) : null}
    </Group>
  );
}
