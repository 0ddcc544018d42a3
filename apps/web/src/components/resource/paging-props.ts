import type { Page } from '@logi/shared';

const PAGER_LABELS: Record<string, string> = {
  first: '最初のページ',
  last: '最後のページ',
  previous: '前のページ',
  next: '次のページ',
};

/** Japanese names of a Mantine Pagination's buttons and pages, for screen readers. */
export const pagerLabelProps = {
  getControlProps: (control: string) => ({ 'aria-label': PAGER_LABELS[control] }),
  getItemProps: (number: number) => ({ 'aria-label': `${number}ページ目` }),
};

/** The same names for a mantine-datatable pager (every paged table uses them). */
export const paginationLabelProps = {
  getPaginationControlProps: pagerLabelProps.getControlProps,
  getPaginationItemProps: pagerLabelProps.getItemProps,
};

/** A server-paged DataTable's rows and pager: the page's records and counts, its texts and labels. */
export const pagedTableProps = <T extends { id: number }>(
  page: Page<T>,
  onPageChange: (page: number) => void,
  fetching?: boolean,
) => ({
  records: page.data,
  idAccessor: 'id' as const,
  fetching,
  loadingText: '読み込み中',
  noRecordsText: 'データがありませんでした',
  page: page.currentPage,
  onPageChange,
  totalRecords: page.total,
  recordsPerPage: page.perPage,
  paginationText: ({
    from,
    to,
    totalRecords,
  }: {
    from: number;
    to: number;
    totalRecords: number;
  }) => `${totalRecords}件中 ${from}〜${to}件`,
  ...paginationLabelProps,
});
