import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderOnce } from './render-once.ts';
import { products } from './schema/index.ts';

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
