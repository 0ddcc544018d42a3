// The users module's public surface. Its tables are exported for foreign keys and read joins only:
// users and memberships are written here (users.repository.ts) and nowhere else.
export {
  findUserWithOrganisations,
  upsertUserFromClaims,
  type IdentityClaims,
} from './users.repository.ts';
export { organisationUsers, users } from './users.table.ts';
