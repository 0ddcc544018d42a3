import { Button } from '@mantine/core';
import { ORDER_STATUS_VALUES, ORDER_STATUSES } from '@logi/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { orderFileEndpoints, PAGE_TITLES } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { StatusTabs } from '../../../components/ui/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { countsByStatus, useOrderCounts } from '../api/count-orders.ts';
import { orderKeys } from '../api/order-keys.ts';
import { useOrderSearch } from '../api/search-orders.ts';
import { DemoOrdersButton } from '../components/DemoOrdersButton.tsx';
import { ShipmentFileButton } from '../components/ShipmentFileButton.tsx';
import { ORDER_COLUMNS, ORDER_LIST, orderSearchFields } from '../components/OrderList.tsx';
import type { OrderActionProps } from '../../../lib/order-work/order-action-props.ts';

const LIVE = ['process.updated'] as const;

/**
 * /allocation_management (引当管理): orders by status with counts, filters, and the checked orders'
 * allocation and shipping actions (`Actions`, from the allocation and shipping features, composed
 * in app/); statuses follow background jobs live.
 */
export function AllocationManagementPage({
  Actions,
}: {
  Actions: ComponentType<OrderActionProps>;
}) {
  // Every open order, whatever its day: yesterday's 未引当 orders are this morning's work.
  const { list, search } = useListSearch(ORDER_LIST, useOrderSearch);
  const { filters } = list.query;
  const counts = useOrderCounts({ ...filters, status: null });
  useInvalidateOnServerEvent(LIVE, orderKeys.all);
  return (
    <ResourceList
      list={list}
      search={search}
      columns={ORDER_COLUMNS}
      rowLabel={(row) => row.orderNumber}
      // The status tab and the search as shown, one row per order line (decision 062).
      csv={{
        url: orderFileEndpoints.export.path,
        fallbackName: `${PAGE_TITLES.allocationManagement.list}.csv`,
      }}
      header={
        <StatusTabs
          statuses={ORDER_STATUS_VALUES}
          labelOf={(status) => ORDER_STATUSES[status].label}
          counts={countsByStatus(counts.data)}
          value={filters.status}
          ariaLabel="受注のステータス"
          onChange={(status) => list.setFilters({ ...filters, status })}
        />
      }
      // Beside the search form, not a row of their own: the orders start high on a laptop (§1).
      pageActions={
        <>
          <Button component={Link} to={paths.allocationManagement.register()}>
            受注登録
          </Button>
          <DemoOrdersButton />
          <Button component={Link} to={paths.allocationManagement.import()} variant="default">
            受注CSV取込
          </Button>
          <ShipmentFileButton />
        </>
      }
      searchForm={{
        label: '受注の検索',
        fields: orderSearchFields,
      }}
      bulkActions={(selected, clear) => (
        <Actions
          orderIds={selected.map((row) => row.id)}
          warehouses={selected.flatMap((row) => row.warehouseNames)}
          allMerged={selected.length > 0 && selected.every((row) => row.mergedWith.length > 0)}
          onDone={clear}
        />
      )}
    />
  );
}
