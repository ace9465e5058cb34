// Issue 16: one tenant filter. Every query of a tenant table keeps to one shop through `ofShop` (service-context.ts),
// never through a condition written by hand, so the rule lives in one place. This walks the API's code for
// `eq(<table>.shopId, <value>)`; a join between two tenant tables (`eq(a.shopId, b.shopId)`) compares columns and
// is no filter.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

// `eq(products.shopId, shopId)`, `eq(events.shopId, 'shp_1')`; not `eq(formats.shopId, products.shopId)` nor
// `eq(shopTypologies.shopId, shops.id)` (joins). A value read from an object's `shopId` looks like a column here.
const HAND_WRITTEN = /\beq\(\s*\w+\.shopId\s*,(?!\s*\w+\.(?:shopId|id)\s*\))[^)]*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function handWrittenFilters(text: string): string[] {
  return [...text.matchAll(HAND_WRITTEN)].map((match) => match[0]);
}

describe('tenant filters (issue 16)', () => {
  it('are written with ofShop, never by hand', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      // the fixtures of the cart's tests name the demo shop itself
      path.endsWith('cart-test-data.ts')
        ? []
        : handWrittenFilters(readFileSync(path, 'utf8')).map((filter) => `${relative(SRC, path)}: ${filter}`),
    );
    expect(found).toEqual([]);
  });

  it('tells a filter from a join (the check itself)', () => {
    expect(handWrittenFilters('and(eq(products.shopId, shopId), eq(products.id, id))')).toEqual([
      'eq(products.shopId, shopId)',
    ]);
    expect(handWrittenFilters("eq(events.shopId, 'shp_1')")).toEqual(["eq(events.shopId, 'shp_1')"]);
    expect(handWrittenFilters('and(eq(formats.shopId, products.shopId), eq(x.shopId, shops.id))')).toEqual(
      [],
    );
    expect(handWrittenFilters('ofShop(ctx, products)')).toEqual([]);
  });
});
