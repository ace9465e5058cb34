import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The business areas of the API (one folder each) depend on one another in one direction only, so an area can be
// read, tested and changed without the others. The directions in use, higher areas first:
//   shops (the public shop pages, with their product blocks) → catalogue → activity → (nothing)
//   sales (orders, checkout and the payments of orders) → cart → catalogue (with the seller catalogue the cart and
//   checkout price from, and its cache); sales → payments (card providers only)
//   payments (entered payments, ventilation, credits: it reads the bills' table itself, never the sales area)
//   → activity, notifications
//   elabels → catalogue; settings (the shop's settings, /v1/shops/me) → identity; admin → platform
//   tenancy (the shop, its pages and typologies: their only readers) sits under every area that serves a shop.
// Shared pieces that are no area's go to the domain (pure rules), @sarment/db, or apps/api/src/http.
const modulesDir = import.meta.dirname;

/** Production files of one area (tests may reach into other areas for their fixtures). */
function areaFiles(area: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(modulesDir, area));
  return files;
}

const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// `from '../sales/orders.repo.ts'`, `import('../sales/...')`, `export ... from '../sales/...'`
const areaImport = /(?:from\s+|import\s*\(\s*)'\.\.\/([\w-]+)\//g;

function areaGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const area of areas) {
    const edges = new Map<string, string[]>();
    for (const file of areaFiles(area)) {
      for (const match of readFileSync(file, 'utf8').matchAll(areaImport)) {
        const target = match[1] as string;
        if (target === area || !areas.includes(target)) continue;
        edges.set(target, [...(edges.get(target) ?? []), file.slice(modulesDir.length + 1)]);
      }
    }
    graph.set(area, edges);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each written a → b → a with the files that make its first edge. */
function findCycles(graph: Map<string, Map<string, string[]>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (area: string) => {
    state.set(area, 'open');
    path.push(area);
    for (const [target, files] of graph.get(area) ?? []) {
      if (state.get(target) === 'open') {
        const loop = [...path.slice(path.indexOf(target)), target];
        cycles.push(`${loop.join(' → ')} (${area} → ${target}: ${[...new Set(files)].join(', ')})`);
      } else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(area, 'done');
  };
  for (const area of graph.keys()) if (!state.has(area)) visit(area);
  return cycles;
}

describe('API areas', () => {
  it('import one another without a cycle', () => {
    expect(findCycles(areaGraph())).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['sales', new Map([['payments', ['sales/a.ts']]])],
      ['payments', new Map([['sales', ['payments/b.ts']]])],
    ]);
    expect(findCycles(graph)).toEqual(['sales → payments → sales (payments → sales: payments/b.ts)']);
  });

  it('register only their own routes (app.ts registers every area)', () => {
    const foreign: string[] = [];
    for (const area of areas) {
      for (const file of areaFiles(area)) {
        const text = readFileSync(file, 'utf8');
        const imported = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/([\w-]+)\//g)]
          .filter((match) => match[2] !== area)
          .flatMap((match) => (match[1] as string).split(',').map((name) => name.trim()));
        for (const call of text.matchAll(/\.register\(\s*([\w]+)/g)) {
          if (imported.includes(call[1] as string))
            foreign.push(`${file.slice(modulesDir.length + 1)}: ${call[1]}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});
