// The organisations module's public surface: the table, for foreign keys and read joins.
export { organisations } from './organisations.table.ts';
