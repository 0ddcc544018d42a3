// The list and form kit every resource page is built from (docs/new-feature.md "Using the kit").
export { ResourceList, type ResourceListProps } from './ResourceList.tsx';
export { pagedTableProps, pagerLabelProps, paginationLabelProps } from './paging-props.ts';
export { ResourceTable, type ResourceColumn, type ResourceTableProps } from './ResourceTable.tsx';
export {
  flagColumn,
  FlagFilterField,
  KeywordField,
  quantityColumn,
  updatedAtColumn,
} from './ListFields.tsx';
export {
  choiceFilter,
  dateRangeFilter,
  flagFilter,
  keywordFilter,
  masterFilter,
  searchFields,
  textFilter,
  type SearchFieldSpec,
} from './SearchFieldSpecs.tsx';
export { ListSearchForm, type ListSearchFormProps } from './ListSearchForm.tsx';
export { CsvExportButton, type CsvExportButtonProps } from './CsvExportButton.tsx';
export { CsvUploadButton, type CsvUploadButtonProps } from './CsvUploadButton.tsx';
export { SyncActions, type SyncActionsProps } from './SyncActions.tsx';
export { SyncedMasterList, type SyncedMasterListProps } from './SyncedMasterList.tsx';
export type { RowActions } from './RowActionButtons.tsx';
export { ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
export { CodeNameFields } from './CodeNameFields.tsx';
export { useResourceForm, validateOnBlur } from './use-resource-form.ts';
export { EditRecord, type EditRecordProps } from './EditRecord.tsx';
export {
  EditPage,
  RegisterPage,
  type EditPageProps,
  type FormPageHandlers,
  type RegisterPageProps,
} from './RecordPages.tsx';
export {
  masterPageTexts,
  registerPageOf,
  type MasterFormType,
  type MasterKind,
  type RecordFormProps,
} from './MasterRegisterPage.tsx';
export { editPageOf, type MasterEditForm, type MasterEditSpec } from './MasterEditPage.tsx';
export {
  listPageOf,
  useMasterListProps,
  type MasterListKind,
  type MasterListView,
} from './MasterListPage.tsx';
export { ConflictPanel } from './ConflictPanel.tsx';
export { UnsavedChangesDialog, UNSAVED_CHANGES_TEXTS } from './UnsavedChangesDialog.tsx';
export { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
export { AuditTrailPanel, type AuditTrailPanelProps } from './AuditTrailPanel.tsx';
export { auditKeys } from './api/get-audit-trail.ts';
export { auditValueText } from './audit-values.ts';
export { useListQuery, type ListQueryControls } from '../../lib/list/use-list-query.ts';
export {
  listSearchInput,
  useListSearch,
  type ListSearchInput,
} from '../../lib/list/use-list-search.ts';
export {
  defineListQuery,
  emptyFilters,
  type FilterKinds,
  type FiltersOf,
  type ListQueryDefinition,
  type SortDirection,
} from '../../lib/list/list-query.ts';
