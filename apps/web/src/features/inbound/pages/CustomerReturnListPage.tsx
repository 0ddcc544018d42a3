import { customerReturnEndpoints } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useReturnSearch } from '../api/search-customer-returns.ts';
import { FetchReturnsPanel } from '../components/FetchReturnsPanel.tsx';
import { RETURN_COLUMNS, RETURN_LIST, returnSearchFields } from '../components/ReturnList.tsx';

/** /customer_returns: 返品実績一覧. */
export function CustomerReturnListPage() {
  return (
    <ResourceList
      {...useListSearch(RETURN_LIST, useReturnSearch)}
      columns={RETURN_COLUMNS}
      rowLabel={(row) => row.returnNumber}
      header={<FetchReturnsPanel />}
      searchForm={{
        label: '返品実績の検索',
        fields: returnSearchFields,
      }}
      registerTo={paths.customerReturns.register()}
      csv={{ url: customerReturnEndpoints.export.path, fallbackName: '返品実績一覧.csv' }}
    />
  );
}
