// @sarment/db: the schema, opening the database (PGlite or PostgreSQL), migrations, demo seed and ids.

export type { Column, InferColumnsDataTypes } from 'drizzle-orm';
// Query helpers re-exported so the apps need no direct drizzle-orm dependency
export {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notExists,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
  sum,
} from 'drizzle-orm';
export { isDatabaseUnavailable } from './connection-errors.ts';
export type { Database, DbHandle, Executor, OpenOptions, Schema, Transaction } from './database.ts';
export { idPrefix, newId } from './ids.ts';
export { type JsonRead, jsonList, jsonObject, jsonPairs } from './json-rows.ts';
export { migrateDatabase, resolveMigrationsFolder } from './migrate-database.ts';
export { openDatabase, pgliteExtensions } from './open-database.ts';
export { refreshPlannerStatistics } from './planner-statistics.ts';
export { type PrepareOptions, prepareDatabase } from './prepare-database.ts';
export { queryRows } from './query-rows.ts';
export { renderOnce, statementOnce, type ValueKind } from './render-once.ts';
export * from './schema/index.ts';
export * as schema from './schema/index.ts';
export { withSchemaLock } from './schema-lock.ts';
export { type SeedOptions, seedDemoData } from './seed/demo.ts';
export { DEMO_PASSWORD, demoIds } from './seed/demo-ids.ts';
export type { HashPassword } from './seed/password.ts';
