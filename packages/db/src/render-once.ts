import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant SQL fragment (columns, keywords, no parameter) rendered to text once, for a query built again on
 * every call: drizzle walks every chunk of a fragment each time it renders a query, which for a wide
 * json_build_object of twenty columns costs more than its share of the query. Throws if the fragment has a
 * parameter: a value must stay a parameter.
 */
export function renderOnce<T = unknown>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('renderOnce: the fragment has parameters');
  return sql<T>`${sql.raw(text)}`;
}
