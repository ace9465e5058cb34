import { type AnyColumn, sql } from 'drizzle-orm';
import { check, text, timestamp } from 'drizzle-orm/pg-core';

/** Prefixed text ids (`prd_...`): the id tells its kind. */
export const idColumn = () => text('id').notNull();

/** The tenant key, first column of every tenant-owned primary key (Citus distribution column). */
export const shopIdColumn = () => text('shop_id').notNull();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** CHECK (column IN (...)) for a text vocabulary. */
export function checkIn(name: string, column: AnyColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`);
}

/** CHECK (column IS NULL OR column IN (...)). */
export function checkNullOrIn(name: string, column: AnyColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} is null or ${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`,
  );
}

export function checkNonNegative(name: string, column: AnyColumn) {
  return check(name, sql`${column} >= 0`);
}
