import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useOrderCounts } from '../api/count-orders.ts';
import { outboundKeys } from '../api/outbound-keys.ts';
import { useOrderSearch } from '../api/search-orders.ts';
import { AllocationActions } from '../components/AllocationActions.tsx';
import { DemoOrdersButton } from '../components/DemoOrdersButton.tsx';
import {
  ORDER_COLUMNS,
  ORDER_LIST,
  OrderSearchFields,
  OrderStatusTabs,
} from '../components/OrderList.tsx';
import { ShippingActions } from '../components/ShippingActions.tsx';

const LIVE = ['process.updated'] as const;

/**
 * /allocation_management (引当管理): orders by status with counts, filters, and the checked orders'
 * allocation and shipping actions; statuses follow background jobs live.
 */
export function AllocationManagementPage() {
  const list = useListQuery(ORDER_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  // Every open order, whatever its day: yesterday's 未引当 orders are this morning's work.
  const search = useOrderSearch({ ...filters, page, perPage, sort, direction });
  const counts = useOrderCounts({ ...filters, status: null });
  useInvalidateOnServerEvent(LIVE, outboundKeys.all);
  return (
    <ResourceList
      list={list}
      search={search}
      columns={ORDER_COLUMNS}
      rowLabel={(row) => row.orderNumber}
      header={
        <OrderStatusTabs
          value={filters.status}
          counts={counts.data}
          onChange={(status) => list.setFilters({ ...filters, status })}
        />
      }
      // Beside the search form, not a row of their own: the orders start high on a laptop (§1).
      pageActions={
        <>
          <DemoOrdersButton />
          <Button component={Link} to={paths.allocationManagement.import()} variant="default">
            受注CSV取込
          </Button>
        </>
      }
      searchForm={{
        label: '受注の検索',
        fields: (draft, change) => <OrderSearchFields draft={draft} change={change} />,
      }}
      bulkActions={(selected, clear) => {
        const orderIds = selected.map((row) => row.id);
        return (
          <Group gap="sm">
            <AllocationActions orderIds={orderIds} onDone={clear} />
            <ShippingActions
              orderIds={orderIds}
              warehouses={selected.flatMap((row) => row.warehouseNames)}
              onDone={clear}
            />
          </Group>
        );
      }}
    />
  );
}
