// Ids travel to PostgreSQL as one array literal: the planner then reaches rows by primary key.
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
