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

/** What a statement's value is: one text, or a list sent as one array parameter. */
export type ValueKind = 'text' | 'list';
type ValuesOf<K extends Record<string, ValueKind>> = {
  [N in keyof K]: K[N] extends 'list' ? readonly string[] : string;
};

/**
 * A statement whose shape does not depend on its values, rendered to text once: `build` runs once with stand-ins
 * for the values, and each call puts the values back in place of their stand-ins' parameters, a query of a few
 * chunks for drizzle to render instead of every chunk of its subqueries (issue 22: the product details of a page,
 * some 4 % of a shop home's CPU). A value must end up as a parameter of its own (`eq`, `sql.param`, a list as
 * one array): `build` throws here otherwise, as for a value written into the text or changed by an encoder.
 */
export function statementOnce<K extends Record<string, ValueKind>>(
  kinds: K,
  build: (values: ValuesOf<K>) => SQL,
): (values: ValuesOf<K>) => SQL {
  const names = Object.keys(kinds) as (keyof K & string)[];
  const standIn = (name: string) => `\u0001${name}\u0001`;
  const standIns = Object.fromEntries(
    names.map((name) => [name, kinds[name] === 'list' ? [standIn(name)] : standIn(name)]),
  ) as ValuesOf<K>;
  const { sql: text, params } = dialect.sqlToQuery(build(standIns));
  const nameOf = (param: unknown): string | undefined => {
    const value = Array.isArray(param) && param.length === 1 ? param[0] : param;
    const name = names.find((candidate) => value === standIn(candidate));
    return name !== undefined && Array.isArray(param) === (kinds[name] === 'list') ? name : undefined;
  };
  const slots = params.map((param) => ({ name: nameOf(param), constant: param }));
  const pieces = text.split(/\$\d+/);
  const markers = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  const placed = new Set(slots.map((slot) => slot.name));
  if (
    text.includes('\u0001') ||
    markers.length !== params.length ||
    markers.some((marker, i) => marker !== i + 1) ||
    names.some((name) => !placed.has(name))
  ) {
    throw new Error('statementOnce: each value must be a parameter of its own');
  }
  return (values) =>
    sql.join(
      pieces.flatMap((piece, i) => {
        if (i === slots.length) return [sql.raw(piece)];
        const slot = slots[i]!;
        return [sql.raw(piece), sql.param(slot.name === undefined ? slot.constant : values[slot.name])];
      }),
    );
}
