import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STOCK_LOCATION_LABELS as L } from '@logi/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EditRecord } from '../../../components/resource/index.ts';
import { QueryState, TableSkeleton } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useAdjustStock } from '../api/adjust-stock.ts';
import { useStock } from '../api/get-stock.ts';
import { useStockHistory } from '../api/get-stock-history.ts';
import { StockAdjustForm } from '../components/StockAdjustForm.tsx';
import { StockChart } from '../components/StockChart.tsx';
import { StockLotTable } from '../components/StockLotTable.tsx';
import { StockHistoryTable } from '../components/StockHistoryTable.tsx';
import { StockPlacesTable } from '../components/StockPlacesTable.tsx';
import { StockSummary } from '../components/StockSummary.tsx';

const HISTORY_PER_PAGE = 20;

function StockHistory({ stockId }: { stockId: number }) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(stockId, page, HISTORY_PER_PAGE);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        在庫履歴
      </Title>
      <QueryState query={history} skeleton={<TableSkeleton columns={6} />}>
        {(data) => (
          <StockHistoryTable page={data} fetching={history.isFetching} onPageChange={setPage} />
        )}
      </QueryState>
    </Stack>
  );
}

/** /stocks/{id}/edit: 在庫編集 — the figures, the adjustment form, the chart and the history. */
export function StockEditPage() {
  const id = Number(useParams().id);
  const stock = useStock(id);
  const adjust = useAdjustStock();
  const navigate = useNavigate();
  return (
    <EditRecord query={stock} fields={4}>
      {(loaded, reload) => {
        // Lots and shelves follow the live record (the form keeps its frozen copy); only a
        // ロット管理 product's detail carries lots (maybe none), only a shelved row's its places.
        const live = stock.data ?? loaded;
        return (
          <Stack gap="xl">
            <StockSummary stock={loaded} />
            <StockLotTable lots={live.lots} />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {L.title}
              </Title>
              {live.places && <StockPlacesTable places={live.places} />}
              <Anchor component={Link} to={paths.stocks.relocate(id)} w="fit-content">
                {L.relocate}
              </Anchor>
            </Stack>
            <StockAdjustForm
              stock={loaded}
              save={(values) => adjust.mutateAsync({ id, values })}
              onSaved={() => {
                notifications.show({ color: 'teal', message: '在庫を調整しました' });
                // Stays here: the new figures, version and history are loaded again.
                reload();
              }}
              onCancel={() => void navigate(paths.stocks.list())}
              onReload={reload}
            />
            <StockChart stockId={id} />
            <StockHistory stockId={id} />
          </Stack>
        );
      }}
    </EditRecord>
  );
}
