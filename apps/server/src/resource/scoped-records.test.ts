import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sortColumnsOf } from './scoped-records.ts';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  vendorCode: text('vendor_code').notNull(),
  isActive: boolean('is_active').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

describe('sortColumnsOf', () => {
  it('finds each sort field as the column of that name', () => {
    const columns = sortColumnsOf(things, ['vendor_code', 'is_active', 'updated_at', 'id']);
    expect(columns).toEqual({
      vendor_code: things.vendorCode,
      is_active: things.isActive,
      updated_at: things.updatedAt,
      id: things.id,
    });
  });

  it('refuses, at load, a sort field the table has no column for', () => {
    expect(() => sortColumnsOf(things, ['vendorCode'])).toThrow(
      'things has no column vendorCode to sort by',
    );
  });
});
