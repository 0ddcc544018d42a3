// The users module's public surface. Its tables are exported for foreign keys and read joins only:
// users and memberships are written here (users.service.ts) and nowhere else.
export {
  findUserWithOrganisations,
  isMember,
  userNameOf,
  type IdentityClaims,
} from './users.repository.ts';
export { upsertUserFromClaims } from './users.service.ts';
export { organisationUsers, users } from './users.table.ts';
