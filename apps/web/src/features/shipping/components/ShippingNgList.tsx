import { Anchor, Badge, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatDateTime,
  ngLineText,
  SHIPPING_NG_REASON_VALUES,
  SHIPPING_NG_SORT_FIELDS,
  type ShippingNgDto,
} from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateRangeFields, SelectField } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';

/** /shippings/ng's URL query: the filters, page and order. */
export const SHIPPING_NG_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    reason: SHIPPING_NG_REASON_VALUES,
    reportedFrom: 'text',
    reportedTo: 'text',
  },
  sortFields: SHIPPING_NG_SORT_FIELDS,
  defaultSort: 'reported_at',
  defaultDirection: 'desc',
});
export type ShippingNgFilters = FiltersOf<typeof SHIPPING_NG_LIST.filters>;

const shortLines = (row: ShippingNgDto) => row.lines.map(ngLineText).join('、');

/** Long text on one line, cut with …; its whole text shows on hover and on keyboard focus. */
function Truncated({ text, width }: { text: string | null; width: number }) {
  if (!text) return '—';
  return (
    <Tooltip label={text} multiline maw={420} events={{ hover: true, focus: true, touch: true }}>
      <Text size="sm" truncate="end" w={width} tabIndex={0}>
        {text}
      </Text>
    </Tooltip>
  );
}

export const SHIPPING_NG_COLUMNS: ResourceColumn<ShippingNgDto>[] = [
  {
    accessor: 'number',
    title: '出荷指示番号',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={paths.shippingNg.detail(row.id)}>
        {row.number}
      </Anchor>
    ),
  },
  {
    accessor: 'orderNumber',
    title: '受注番号',
    render: (row) => (
      <Anchor component={Link} to={paths.allocationManagement.order(row.orderId)}>
        {row.orderNumber}
      </Anchor>
    ),
  },
  { accessor: 'shopName', title: 'ショップ' },
  { accessor: 'warehouseName', title: '出荷倉庫' },
  {
    accessor: 'ngReason',
    title: '出荷不可理由',
    render: (row) => (
      <Badge color="red" variant="dot">
        {row.ngReason}
      </Badge>
    ),
  },
  {
    accessor: 'ngDetail',
    title: '詳細',
    render: (row) => <Truncated text={row.ngDetail} width={220} />,
  },
  {
    accessor: 'lines',
    title: '明細（指示数 / 出荷可能数）',
    render: (row) => <Truncated text={shortLines(row)} width={260} />,
  },
  { accessor: 'shipDate', title: '出荷予定日', sortable: true, sortKey: 'ship_date' },
  {
    accessor: 'ngReportedAt',
    title: '出荷不可日時',
    sortable: true,
    sortKey: 'reported_at',
    render: (row) => formatDateTime(row.ngReportedAt),
  },
];

type FieldsProps = {
  draft: ShippingNgFilters;
  change: (patch: Partial<ShippingNgFilters>) => void;
};

export function ShippingNgSearchFields({ draft, change }: FieldsProps) {
  return (
    <Group align="flex-end">
      <TextInput
        label="出荷指示番号・受注番号・お届け先"
        value={draft.keyword ?? ''}
        onChange={(event) => change({ keyword: event.currentTarget.value })}
        w={260}
      />
      <SelectField
        label="出荷不可理由"
        clearable
        data={[...SHIPPING_NG_REASON_VALUES]}
        value={draft.reason ?? null}
        onChange={(reason) =>
          change({ reason: (reason ?? undefined) as ShippingNgFilters['reason'] })
        }
        w={180}
      />
      <DateRangeFields
        label="出荷不可日"
        value={{ from: draft.reportedFrom ?? null, to: draft.reportedTo ?? null }}
        onChange={({ from, to }) =>
          change({ reportedFrom: from ?? undefined, reportedTo: to ?? undefined })
        }
      />
    </Group>
  );
}
