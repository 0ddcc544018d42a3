import { Group, Pagination, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import {
  STOCK_LOCATION_LABELS,
  STOCKTAKE_LINE_FILTER_LABELS,
  STOCKTAKE_LINE_FILTERS,
  type Page,
  type StocktakeLineDto,
  type StocktakeLineFilter,
} from '@logi/shared';
import {
  ErrorPanel,
  NUMBER_INPUT_STYLES,
  NumberTd,
  NumberTh,
  QueryState,
  TableSkeleton,
} from '../../../components/ui/index.ts';
import { pagerLabelProps } from '../../../components/resource/index.ts';
import { useCountStocktakeLine } from '../api/count-stocktake-line.ts';
import { useStocktakeLines } from '../api/search-stocktake-lines.ts';
import { stocktakeKeys } from '../api/stocktake-keys.ts';

const PER_PAGE = 100;
const UNPLACED = STOCK_LOCATION_LABELS.unplaced;
const n = (value: number) => value.toLocaleString('ja-JP');
const signed = (value: number) => (value > 0 ? `+${n(value)}` : n(value));

/** Focuses the count input of row `index` (Enter moves down the list, as on paper). */
const focusRow = (index: number) =>
  document.querySelector<HTMLInputElement>(`input[data-count-row="${index}"]`)?.select();

/** A typed count: whole pieces, or blank (uncounted). undefined when it is neither. */
const parsed = (text: string): number | null | undefined => {
  const value = text.normalize('NFKC').trim();
  if (value === '') return null;
  return /^[0-9]{1,8}$/.test(value) ? Number(value) : undefined;
};

/**
 * The count's lines along the walk (棚番 by 順路, 棚番未設定 last): 理論在庫 (unless blind), 実棚数 typed in place — Enter saves and moves to
 * the next row, Shift+Enter to the previous — 差異 and 現在庫; filtered to 差異あり or 未入力.
 */
export function StocktakeLinesTable({
  id,
  editable,
  blind,
}: {
  id: number;
  editable: boolean;
  blind: boolean;
}) {
  const [filter, setFilter] = useState<StocktakeLineFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = { filter, keyword: keyword || null, page, perPage: PER_PAGE };
  const lines = useStocktakeLines(id, search);
  const count = useCountStocktakeLine();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(new Map<number, string>());

  const save = async (line: StocktakeLineDto) => {
    const draft = drafts.get(line.id);
    if (draft === undefined) return;
    const counted = parsed(draft);
    if (counted === undefined || counted === line.counted) return;
    const answer = await count.mutateAsync({ id, lineId: line.id, counted });
    // The row in place (the list is not refetched: focus stays where Enter moved it).
    queryClient.setQueryData<Page<StocktakeLineDto>>(
      stocktakeKeys.lines(id, search),
      (shown) =>
        shown && { ...shown, data: shown.data.map((row) => (row.id === answer.id ? answer : row)) },
    );
    setDrafts((current) => {
      const next = new Map(current);
      next.delete(line.id);
      return next;
    });
    void queryClient.invalidateQueries({ queryKey: stocktakeKeys.detail(id) });
  };
  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    line: StocktakeLineDto,
    index: number,
  ) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save(line)
      .then(() => focusRow(event.shiftKey ? index - 1 : index + 1))
      .catch(() => undefined);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <SegmentedControl
          aria-label="表示する商品"
          data={STOCKTAKE_LINE_FILTERS.map((value) => ({
            value,
            label: STOCKTAKE_LINE_FILTER_LABELS[value],
          }))}
          value={filter}
          onChange={(value) => {
            setFilter(value as StocktakeLineFilter);
            setPage(1);
          }}
        />
        <TextInput
          label="キーワード"
          placeholder="商品コード・商品名・JAN・棚番"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
      </Group>
      <ErrorPanel error={count.error} />
      <QueryState
        query={lines}
        skeleton={<TableSkeleton />}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <>
            <Table striped withTableBorder verticalSpacing={4} aria-label="棚卸の商品">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>棚番</Table.Th>
                  <Table.Th>商品コード</Table.Th>
                  <Table.Th>商品名</Table.Th>
                  <Table.Th>JANコード</Table.Th>
                  {blind ? null : <NumberTh>理論在庫</NumberTh>}
                  <NumberTh w={140}>実棚数</NumberTh>
                  {blind ? null : <NumberTh>差異</NumberTh>}
                  <NumberTh>現在庫</NumberTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((line, index) => {
                  const draft = drafts.get(line.id);
                  return (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.locationCode ?? UNPLACED}</Table.Td>
                      <Table.Td>{line.productCode}</Table.Td>
                      <Table.Td>{line.productName}</Table.Td>
                      <Table.Td>{line.janCode ?? ''}</Table.Td>
                      {blind ? null : <NumberTd>{n(line.expected)}</NumberTd>}
                      <NumberTd>
                        {editable ? (
                          <TextInput
                            size="xs"
                            inputMode="numeric"
                            aria-label={`${line.locationCode ?? UNPLACED} ${line.productCode}の実棚数`}
                            data-count-row={index}
                            styles={NUMBER_INPUT_STYLES}
                            value={draft ?? (line.counted === null ? '' : String(line.counted))}
                            error={draft !== undefined && parsed(draft) === undefined}
                            onChange={(event) => {
                              const text = event.currentTarget.value;
                              setDrafts((current) => new Map(current).set(line.id, text));
                            }}
                            onKeyDown={(event) => onKeyDown(event, line, index)}
                            onBlur={() => void save(line).catch(() => undefined)}
                          />
                        ) : line.counted === null ? (
                          '未入力'
                        ) : (
                          n(line.counted)
                        )}
                      </NumberTd>
                      {blind ? null : (
                        <NumberTd fw={line.difference ? 700 : undefined}>
                          {line.difference === null ? '' : signed(line.difference)}
                        </NumberTd>
                      )}
                      <NumberTd>{n(line.currentOnHand)}</NumberTd>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text size="sm">{`${n(data.total)}件`}</Text>
              {data.lastPage > 1 ? (
                <Pagination
                  total={data.lastPage}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  aria-label="棚卸の商品のページ"
                  {...pagerLabelProps}
                />
              ) : null}
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
