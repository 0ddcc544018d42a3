import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { perOrganisationKey } from '../organisations/organisations.table.ts';
import { timestampTz } from '../../db/columns.ts';

/**
 * The home dashboard's figures as last computed for an organisation (decision 033): the endpoint
 * reads this one row; a refresh recomputes it after a process finishes, on demand, or when old.
 */
export const dashboardSnapshots = pgTable('dashboard_snapshots', {
  organisationId: perOrganisationKey(),
  /** The JST day the figures were computed for ('YYYY-MM-DD'): another day is not served. */
  day: text('day').notNull(),
  figures: jsonb('figures').notNull(),
  takenAt: timestampTz('taken_at').notNull(),
});
