// The organisations module's public surface: the table, for foreign keys and read joins, and the
// upsert a sign-in runs.
export { organisations } from './organisations.table.ts';
export {
  organisationIds,
  organisationNameOf,
  upsertOrganisations,
} from './organisations.repository.ts';
