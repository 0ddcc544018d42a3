import { useState } from 'react';
import {
  Button,
  Flex,
  Group,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import {
  CsvItemDescriptionTable,
  EmptyState,
  FormSkeleton,
  PageSkeleton,
  QueryState,
  RegisterButton,
  TableSkeleton,
  type CsvItemDescription,
  type QueryLike,
} from '../../../components/ui/index.ts';
import { DemoSection } from '../DemoSection.tsx';

const csvItems: CsvItemDescription[] = [
  {
    name: '商品コード',
    required: true,
    format: '半角英数字・ハイフン',
    description: '50文字以内\n既存の商品コードは更新になります',
  },
  { name: '商品名', required: true, format: '文字列', description: '255文字以内' },
  { name: 'JANコード', required: false, format: '数字13桁', description: '' },
  { name: '入数', required: false, format: '0以上の整数', description: '未入力の場合は1' },
];

export function SkeletonDemo() {
  return (
    <DemoSection id="skeletons" title="読み込み中の表示">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <PageSkeleton />
        <TableSkeleton rows={4} columns={3} />
        <FormSkeleton fields={3} />
      </SimpleGrid>
    </DemoSection>
  );
}

export function EmptyStateDemo() {
  return (
    <DemoSection id="empty-state" title="データなし">
      <EmptyState>
        <RegisterButton onClick={() => undefined} />
      </EmptyState>
    </DemoSection>
  );
}

export function CsvTableDemo() {
  return (
    <DemoSection id="csv-table" title="CSV項目説明">
      <CsvItemDescriptionTable items={csvItems} />
    </DemoSection>
  );
}

type DemoState = 'loading' | 'error' | 'empty' | 'data';
const demoQueries: Record<DemoState, QueryLike<string[]>> = {
  loading: { data: undefined, error: null, isPending: true, isError: false },
  error: {
    data: undefined,
    error: { message: '一覧の取得に失敗しました' },
    isPending: false,
    isError: true,
  },
  empty: { data: [], error: null, isPending: false, isError: false },
  data: { data: ['東京第一倉庫', '大阪南港倉庫'], error: null, isPending: false, isError: false },
};

export function QueryStateDemo() {
  const [state, setState] = useState<DemoState>('loading');
  return (
    <DemoSection id="query-state" title="読み込み状態の切り替え (QueryState)">
      <SegmentedControl
        value={state}
        onChange={(value) => setState(value as DemoState)}
        data={[
          { value: 'loading', label: '読み込み中' },
          { value: 'error', label: 'エラー' },
          { value: 'empty', label: '0件' },
          { value: 'data', label: 'データあり' },
        ]}
      />
      <div data-testid="query-state-output">
        <QueryState
          query={demoQueries[state]}
          skeleton={<TableSkeleton rows={2} />}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => <Text>{rows.join('、')}</Text>}
        </QueryState>
      </div>
    </DemoSection>
  );
}

export function ThemeDefaultsDemo() {
  return (
    <DemoSection
      id="theme-defaults"
      title="既定の表示設定"
      note="表・テキストエリア・ポップオーバー・Flex"
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>倉庫コード</Table.Th>
            <Table.Th>倉庫名</Table.Th>
            <Table.Th>所在地</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>TKY-01</Table.Td>
            <Table.Td>東京第一倉庫</Table.Td>
            <Table.Td>東京都江東区</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>OSK-01</Table.Td>
            <Table.Td>大阪南港倉庫</Table.Td>
            <Table.Td>大阪府大阪市</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label="備考" placeholder="3行のテキストエリア" />
        <Stack gap="xs">
          <Flex h={60} bg="var(--mantine-color-default-hover)" data-testid="flex-demo">
            <Text size="sm">中央寄せ</Text>
          </Flex>
          <Group>
            <Popover>
              <Popover.Target>
                <Button variant="default">ポップオーバー</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">矢印付きで表示されます</Text>
              </Popover.Dropdown>
            </Popover>
          </Group>
        </Stack>
      </SimpleGrid>
    </DemoSection>
  );
}
