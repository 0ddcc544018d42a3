/** A label table's codes in the table's own order, as the non-empty tuple z.enum and checks take. */
export function codesOf<const Table extends Record<string, unknown>>(table: Table) {
  return Object.keys(table) as [keyof Table & string, ...(keyof Table & string)[]];
}
