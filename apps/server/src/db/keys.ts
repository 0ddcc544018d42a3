import { bigint, foreignKey, integer, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Keys: the generated ids and the references that keep a row inside its organisation.

/** The generated key of an append-only table that outgrows integer ids (ledgers, trails). */
export const ledgerKey = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The generated integer key most tables have. */
export const identityKey = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * A row under a parent record (a document's line, a stock row's lot): its key, and an organisation
 * that its same-organisation key to the parent proves (one key check per row, not two).
 */
export const childRecordKeys = () => ({
  id: identityKey(),
  organisationId: uuid('organisation_id').notNull(),
});

/** A table with an owning organisation and an id: what a same-organisation reference points at. */
type OrganisationOwned = { organisationId: AnyPgColumn; id: AnyPgColumn };

/**
 * A reference that stays inside the organisation: (organisation_id, `column`) → the target's
 * (organisation_id, id), so a row can never name another organisation's row.
 */
export function sameOrganisationKey<Table extends { organisationId: AnyPgColumn }>(
  name: string,
  table: Table,
  column: { [Key in keyof Table]: Table[Key] extends AnyPgColumn ? Key : never }[keyof Table],
  target: OrganisationOwned,
) {
  return foreignKey({
    name,
    columns: [table.organisationId, table[column] as AnyPgColumn],
    foreignColumns: [target.organisationId, target.id],
  });
}

/**
 * A reference that stays inside one parent shared by both rows (`within`: the warehouse of a shelf
 * and a stock row, the order of a line): (organisation_id, `within`, `column`) → the target's
 * (organisation_id, `within`, id), so one key proves the organisation and the parent alike.
 */
export function sameParentKey<
  Table extends { organisationId: AnyPgColumn },
  Within extends keyof Table & string,
>(
  name: string,
  table: Table,
  within: Within,
  column: keyof Table & string,
  target: OrganisationOwned & { [Key in Within]: AnyPgColumn },
) {
  return foreignKey({
    name,
    columns: [table.organisationId, table[within] as AnyPgColumn, table[column] as AnyPgColumn],
    foreignColumns: [target.organisationId, target[within], target.id],
  });
}
