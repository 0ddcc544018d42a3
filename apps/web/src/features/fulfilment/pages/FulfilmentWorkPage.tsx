import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FULFILMENT_LABELS as L, FULFILMENT_STATUS_VALUES, ORDER_STATUSES } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { ErrorPanel, QueryState, StatusTabs, TableSkeleton } from '../../../components/ui/index.ts';
import { useParcelSearch } from '../api/search-parcels.ts';
import { usePickingBatchSearch } from '../api/search-picking-batches.ts';
import type { StoredPickingBatch } from '../api/store-picking-batch.ts';
import { CreatedBatchPanel } from '../components/CreatedBatchPanel.tsx';
import { MorePager } from '../components/MorePager.tsx';
import { PARCEL_COLUMNS, PARCEL_LIST, parcelSearchFields } from '../components/ParcelList.tsx';
import { PrintPickingListButton } from '../components/PrintPickingListButton.tsx';
import { RecentBatches } from '../components/RecentBatches.tsx';
import { TrackingImportButton } from '../components/TrackingImportButton.tsx';

const RECENT_BATCHES_PER_PAGE = 10;

/**
 * /shippings/work (出荷作業): the own warehouse's parcels by stage. Checked parcels become a picking
 * batch whose picking list downloads at once; a batch's 納品書 and 送り状データ follow, and 最近のバッチ
 * offers every file again with the batch's progress. 伝票番号取込 ships parcels from a carrier's file.
 */
export function FulfilmentWorkPage() {
  const { list, search } = useListSearch(PARCEL_LIST, useParcelSearch);
  const { filters } = list.query;
  // The tabs' counts come with the page (one grouped count on the server), all stages at once.
  const stages = search.data?.counts;
  const counts = stages && {
    all: stages.instructed + stages.working + stages.inspected,
    ...stages,
  };
  const [batchPage, setBatchPage] = useState(1);
  const batches = usePickingBatchSearch({ page: batchPage, perPage: RECENT_BATCHES_PER_PAGE });
  const [created, setCreated] = useState<StoredPickingBatch | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  return (
    <Stack gap="md">
      <ErrorPanel error={fileError} />
      {created ? <CreatedBatchPanel batch={created} onError={setFileError} /> : null}
      <ResourceList
        list={list}
        search={search}
        columns={PARCEL_COLUMNS}
        rowLabel={(row) => row.orderNumber}
        header={
          <StatusTabs
            statuses={FULFILMENT_STATUS_VALUES}
            labelOf={(status) => ORDER_STATUSES[status].label}
            counts={counts ?? {}}
            value={filters.status}
            ariaLabel={L.stages}
            onChange={(status) => list.setFilters({ ...filters, status })}
          />
        }
        pageActions={<TrackingImportButton />}
        searchForm={{
          label: L.search,
          fields: parcelSearchFields,
        }}
        bulkActions={(selected, clear) => (
          <PrintPickingListButton
            instructionIds={selected.map((row) => row.instructionId)}
            onCreated={(batch) => {
              setCreated(batch);
              clear();
            }}
            onError={setFileError}
          />
        )}
      />
      <section aria-labelledby="recent-batches">
        <Title order={2} size="h4" id="recent-batches" mb="xs">
          {L.recentBatches}
        </Title>
        <QueryState
          query={batches}
          skeleton={<TableSkeleton columns={5} />}
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            <>
              <RecentBatches batches={data.data} onError={setFileError} />
              <MorePager page={batchPage} hasMore={data.hasMore} onChange={setBatchPage} />
            </>
          )}
        </QueryState>
      </section>
    </Stack>
  );
}
