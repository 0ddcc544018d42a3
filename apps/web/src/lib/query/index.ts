// The query and mutation shapes every feature's api files share.
export { useRefreshingMutation, type VersionedSave } from './mutations.ts';
export { currentRecordQuery, pagedSearchQuery } from './query-options.ts';
