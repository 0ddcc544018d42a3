import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CopyButton, DeleteConfirmDialog } from '../../../components/ui/index.ts';
import { DemoSection } from '../DemoSection.tsx';

// A short fake request so the spinner on 削除する can be seen.
const FAKE_DELETE_MS = 400;

export function DeleteDialogDemo() {
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState('未操作');

  const confirm = () => {
    setLoading(true);
    setTimeout(() => {
      setLoading(false);
      setOpened(false);
      setResult('削除しました');
    }, FAKE_DELETE_MS);
  };

  return (
    <DemoSection id="delete-dialog" title="削除確認ダイアログ">
      <Group>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpened(true)}
        >
          削除
        </Button>
        <Text size="sm">
          結果: <span data-testid="delete-result">{result}</span>
        </Text>
      </Group>
      <DeleteConfirmDialog
        opened={opened}
        message="倉庫「東京第一倉庫」を削除します。よろしいですか？"
        loading={loading}
        onCancel={() => {
          setOpened(false);
          setResult('キャンセルしました');
        }}
        onConfirm={confirm}
      />
    </DemoSection>
  );
}

export function CopyButtonDemo() {
  const value = 'RSL-API-KEY-0123456789';
  return (
    <DemoSection
      id="copy-button"
      title="コピーボタン"
      note="押すと2秒間「コピーしました」と表示されます。"
    >
      <Group gap="sm">
        <Text ff="monospace" size="sm" data-testid="copy-value">
          {value}
        </Text>
        <CopyButton value={value} />
      </Group>
    </DemoSection>
  );
}
