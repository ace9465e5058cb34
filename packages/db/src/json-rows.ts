import { type Column, type InferColumnsDataTypes, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A row as it comes through JSON: what drizzle would read, timestamps being ISO text. */
export type JsonRead<T> = {
  [K in keyof T]: T[K] extends Date ? string : Extract<T[K], Date> extends never ? T[K] : string | null;
};

/**
 * A row read as one JSON object (json_build_object), typed as drizzle would have read its columns. PGlite
 * decodes every field of a result on its own (a buffer copy and a text decoding each): the wide lists of a
 * catalogue page (100 products of twenty columns, their formats and vintages) spent more time there than in the
 * queries themselves, while one JSON field per row is decoded once, by JSON.parse. Read through JSON, text,
 * integers, numerics (a JSON number, as drizzle's number mode), booleans and jsonb come out the same; timestamps
 * come out as ISO text.
 */
export function jsonObject<T extends Record<string, Column>>(
  columns: T,
): SQL<JsonRead<InferColumnsDataTypes<T>>> {
  return sql`json_build_object(${jsonPairs(columns)})`;
}

/** `'key', value, ...`: the arguments of json_build_object for these columns or expressions. */
export function jsonPairs(fields: Record<string, Column | SQL | SQL.Aliased>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, value]) => {
      if (!/^\w+$/.test(key)) throw new Error(`jsonPairs: '${key}' is not a plain key`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
}

/**
 * The rows of a select as one JSON array (an empty array when there is none): `field` of each row, or the whole
 * row (keyed by the select's aliases), in the order of its `orderBy` field. Several lists then come back in a
 * single round trip (`select (...) as a, (...) as b`): however small, a query costs PGlite about a millisecond.
 */
export function jsonList(select: SQLWrapper, options: { field?: string; orderBy?: string } = {}): SQL {
  const row = sql.identifier('list_row');
  const value = options.field ? sql`${row}.${sql.identifier(options.field)}` : row;
  const order = options.orderBy ? sql` order by ${row}.${sql.identifier(options.orderBy)}` : sql``;
  return sql`(select coalesce(json_agg(${value}${order}), '[]'::json) from (${select}) ${row})`;
}
