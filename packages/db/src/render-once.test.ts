import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderOnce, statementOnce } from './render-once.ts';
import { formats, products } from './schema/index.ts';

const dialect = new PgDialect();

describe('renderOnce: a constant fragment rendered to text once', () => {
  it('renders in a query as the fragment itself would', () => {
    const fragment = sql`json_build_object('id', ${products.id}, 'name', ${products.name})`;
    const query = (part: typeof fragment) =>
      dialect.sqlToQuery(sql`select ${part} from ${products} where ${eq(products.shopId, 'shp_a')}`);
    expect(query(renderOnce(fragment))).toEqual(query(fragment));
  });

  it('refuses a fragment with a parameter: a value must stay a parameter', () => {
    expect(() => renderOnce(sql`${products.name} = ${'Chablis'}`)).toThrow(/parameters/);
  });
});

describe('statementOnce: a statement rendered once, its values put back at each call', () => {
  const build = (values: { shopId: string; ids: readonly string[] }) =>
    sql`select ${products.name} from ${products}
      where ${eq(products.shopId, values.shopId)} and ${products.id} = any(${sql.param([...values.ids])}::text[])
        and ${products.status} = ${'online'}
        and exists (select 1 from ${formats} f where f.shop_id = ${values.shopId} and f.product_id = any(${sql.param([...values.ids])}::text[]))`;
  const kinds = { shopId: 'text', ids: 'list' } as const;

  it('gives the text and parameters the statement built with the values gives', () => {
    const statement = statementOnce(kinds, build);
    for (const values of [
      { shopId: 'shp_a', ids: ['prd_1', 'prd_2'] },
      { shopId: 'shp_b', ids: [] },
    ]) {
      expect(dialect.sqlToQuery(statement(values))).toEqual(dialect.sqlToQuery(build(values)));
    }
  });

  it('refuses a value written into the text, or left out', () => {
    expect(() =>
      statementOnce(
        kinds,
        (values) => sql`select 1 where ${sql.raw(`'${values.shopId}'`)} = any(${sql.param([...values.ids])})`,
      ),
    ).toThrow(/parameter/);
    expect(() => statementOnce(kinds, (values) => sql`select 1 where ${values.shopId} = 'x'`)).toThrow(
      /parameter/,
    );
    // a list given where a text is expected is not taken for the value
    expect(() =>
      statementOnce(kinds, (values) => sql`select 1 where ${values.shopId} = ${values.ids.join(',')}`),
    ).toThrow(/parameter/);
  });
});
