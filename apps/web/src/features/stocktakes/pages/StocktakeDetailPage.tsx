import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  formatDateTime,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_NOTES as NOTES,
  type StocktakeDto,
} from '@logi/shared';
import { ConfirmActionButton, ErrorPanel, QueryState } from '../../../components/ui/index.ts';
import { useApplyStocktake } from '../api/apply-stocktake.ts';
import { useCancelStocktake } from '../api/cancel-stocktake.ts';
import { useStocktake } from '../api/get-stocktake.ts';
import { StocktakeStatusBadge } from '../components/StocktakeList.tsx';
import { StocktakeLinesTable } from '../components/StocktakeLinesTable.tsx';
import {
  StocktakeImportButton,
  StocktakeSheetButton,
  StocktakeSheetPdfButton,
} from '../components/StocktakeSheetButtons.tsx';

function Summary({ stocktake }: { stocktake: StocktakeDto }) {
  const uncounted = stocktake.lineCount - stocktake.countedCount;
  return (
    <Group gap="lg">
      <StocktakeStatusBadge status={stocktake.status} />
      <Text size="sm">{`倉庫：${stocktake.warehouseCode} ${stocktake.warehouseName}`}</Text>
      <Text size="sm">{`対象：${stocktake.locationFilter ? `棚番 ${stocktake.locationFilter} / ` : ''}${stocktake.productFilter ?? '全商品'}（${stocktake.lineCount}行）`}</Text>
      <Text size="sm">{`入力済：${stocktake.countedCount} / 未入力：${uncounted} / 差異あり：${stocktake.differenceCount}`}</Text>
      <Text size="sm">{`開始：${formatDateTime(stocktake.startedAt)} ${stocktake.startedBy ?? ''}`}</Text>
      {stocktake.adjustedCount === null ? null : (
        <Text size="sm">{`調整した商品：${stocktake.adjustedCount}`}</Text>
      )}
    </Group>
  );
}

/** 確定 and 中止 of a count in progress, each behind the one confirmation. */
function FinishButtons({ stocktake }: { stocktake: StocktakeDto }) {
  const apply = useApplyStocktake();
  const cancel = useCancelStocktake();
  return (
    <>
      <ConfirmActionButton
        label="中止"
        buttonProps={{ variant: 'default' }}
        title="棚卸の中止"
        message="この棚卸を中止します。在庫は変更しません。"
        confirmLabel="中止する"
        color="red"
        onConfirm={async () => {
          await cancel.mutateAsync(stocktake.id);
          notifications.show({ color: 'teal', message: M.cancelled });
        }}
      />
      <ConfirmActionButton
        label="確定"
        title="棚卸の確定"
        message={
          <Stack gap={4}>
            <Text size="sm">{`差異のある${stocktake.differenceCount}商品の在庫を調整します。`}</Text>
            <Text size="sm">{NOTES.model}</Text>
            <Text size="sm">{NOTES.uncounted}</Text>
          </Stack>
        }
        confirmLabel="確定する"
        onConfirm={async () => {
          const applied = await apply.mutateAsync(stocktake.id);
          notifications.show({ color: 'teal', message: M.applied(applied.adjustedCount ?? 0) });
        }}
      />
    </>
  );
}

/** /stocks/stocktakes/:id: one count — its sheet, counts typed or imported, differences, 確定. */
export function StocktakeDetailPage() {
  const id = Number(useParams().id);
  const stocktake = useStocktake(id);
  const [blind, setBlind] = useState(false);
  const [sheetError, setSheetError] = useState<unknown>(null);
  return (
    <QueryState query={stocktake}>
      {(row) => {
        const counting = row.status === 'counting';
        return (
          <Stack gap="md">
            <Summary stocktake={row} />
            <Alert color="blue" variant="light" maw={960}>
              <Text size="sm">{NOTES.model}</Text>
              <Text size="sm">{NOTES.uncounted}</Text>
            </Alert>
            <Group justify="space-between">
              <Checkbox
                label={NOTES.blind}
                checked={blind}
                onChange={(event) => setBlind(event.currentTarget.checked)}
              />
              <Group gap="sm">
                <StocktakeSheetButton id={row.id} blind={blind} onError={setSheetError} />
                <StocktakeSheetPdfButton id={row.id} blind={blind} onError={setSheetError} />
                {counting ? <StocktakeImportButton id={row.id} /> : null}
                {counting ? <FinishButtons stocktake={row} /> : null}
              </Group>
            </Group>
            <ErrorPanel error={sheetError} />
            <StocktakeLinesTable id={row.id} editable={counting} blind={blind} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
