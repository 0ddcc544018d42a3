import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  ORDER_STATUSES,
  RECONCILIATION_KINDS,
  RECONCILIATION_LABELS as L,
  type OrderStatusCode,
  type ReconciliationFindingDto,
  type ReconciliationKind,
} from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { SelectField } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';

export const FINDING_LIST = defineListQuery({
  filters: { kind: 'text' },
  sortFields: ['kind'] as const,
  defaultSort: 'kind',
  perPage: 50,
});
export type FindingFilters = FiltersOf<typeof FINDING_LIST.filters>;

const KIND_OPTIONS = Object.entries(RECONCILIATION_KINDS).map(([value, label]) => ({
  value,
  label,
}));

export const isReconciliationKind = (value: string | null): value is ReconciliationKind =>
  value !== null && value in RECONCILIATION_KINDS;

/** A status code in words; a figure as it is. */
const valueOf = (row: ReconciliationFindingDto, value: string) =>
  row.kind === 'order_status'
    ? (ORDER_STATUSES[value as OrderStatusCode]?.label ?? value)
    : Number(value).toLocaleString('ja-JP');

/** The stock row or the order the finding is about (its line is named in the reference). */
function ReferenceLink({ row }: { row: ReconciliationFindingDto }) {
  if (row.stockId !== null) {
    return (
      <Anchor component={Link} to={paths.stocks.edit(row.stockId)}>
        {row.reference}
      </Anchor>
    );
  }
  if (row.orderId !== null) {
    return (
      <Anchor component={Link} to={paths.allocationManagement.order(row.orderId)}>
        {row.reference}
      </Anchor>
    );
  }
  return <>{row.reference}</>;
}

export const FINDING_COLUMNS: ResourceColumn<ReconciliationFindingDto>[] = [
  { accessor: 'kind', title: L.kind, render: (row) => RECONCILIATION_KINDS[row.kind] },
  { accessor: 'reference', title: L.reference, render: (row) => <ReferenceLink row={row} /> },
  {
    accessor: 'expected',
    title: L.expected,
    textAlign: 'right',
    render: (row) => valueOf(row, row.expected),
  },
  {
    accessor: 'actual',
    title: L.actual,
    textAlign: 'right',
    render: (row) => valueOf(row, row.actual),
  },
  { accessor: 'message', title: L.message },
];

export function FindingSearchFields({
  draft,
  change,
}: {
  draft: FindingFilters;
  change: (patch: Partial<FindingFilters>) => void;
}) {
  return (
    <SelectField
      label={L.kind}
      placeholder={L.allKinds}
      data={KIND_OPTIONS}
      value={draft.kind}
      onChange={(kind) => change({ kind })}
      clearable
      w={280}
    />
  );
}
