import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { STOCK_LOCATION_LABELS as L, STOCK_LOCATION_MESSAGES as M } from '@logi/shared';
import { EditRecord } from '../../../components/resource/index.ts';
import { QueryState, TableSkeleton } from '../../../components/ui/index.ts';
import { useWarehouseLocations } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useRelocateStock } from '../api/relocate-stock.ts';
import { useStock } from '../api/get-stock.ts';
import { StockPlacesTable } from '../components/StockPlacesTable.tsx';
import { StockRelocateForm } from '../components/StockRelocateForm.tsx';
import { StockSummary } from '../components/StockSummary.tsx';
import type { StockDto } from '@logi/shared';

/** The form once the row's warehouse's shelves are in (none: the empty state says so). */
function RelocateForm({ stock }: { stock: StockDto }) {
  const shelves = useWarehouseLocations(stock.warehouseId);
  const relocate = useRelocateStock();
  const navigate = useNavigate();
  return (
    <QueryState
      query={shelves}
      skeleton={<TableSkeleton columns={3} />}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => (
        <StockRelocateForm
          stock={stock}
          shelves={rows}
          save={(values) => relocate.mutateAsync(values)}
          onSaved={() => {
            notifications.show({ color: 'teal', message: M.relocated });
            void navigate(paths.stocks.edit(stock.id));
          }}
          onCancel={() => void navigate(paths.stocks.edit(stock.id))}
        />
      )}
    </QueryState>
  );
}

/** /stocks/{id}/relocate: 棚移動登録 — the row's pieces per shelf and the move. */
export function StockRelocatePage() {
  const id = Number(useParams().id);
  const stock = useStock(id);
  return (
    <EditRecord query={stock} fields={3}>
      {(loaded) => (
        <Stack gap="xl">
          <StockSummary stock={loaded} />
          {loaded.places && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {L.title}
              </Title>
              <StockPlacesTable places={loaded.places} />
            </Stack>
          )}
          <RelocateForm stock={loaded} />
        </Stack>
      )}
    </EditRecord>
  );
}
