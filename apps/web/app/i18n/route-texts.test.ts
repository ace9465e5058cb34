// Issue 22: a back-office page loads only the texts of the areas it shows (i18n/back-office-texts.ts). A route whose
// code reads `t('stocks.…')` without naming the stocks texts would show raw keys in the browser, and a hydration
// mismatch, while the server (whose instance gathers every area's texts) renders them: this reads each route's
// modules (static and lazy imports) and checks that the route, or a layout above it, names every area it reads.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { frBackOfficeCatalog } from './back-office-catalog.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const areas = Object.keys(frBackOfficeCatalog);
const areaRead = new RegExp(`['"\`](${areas.join('|')})\\.[a-zA-Z_$]`, 'g');

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
};

/** The app's modules a file loads: relative static imports and re-exports, and lazy `import()`. */
function imports(file: string): { target: string; lazy: boolean }[] {
  const found: { target: string; lazy: boolean }[] = [];
  for (const match of read(file).matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
    if (/\.tsx?$/.test(target) && existsSync(target)) found.push({ target, lazy: match[2] !== undefined });
  }
  return found;
}

/** A file and the modules it loads without waiting (no lazy import). */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const { target, lazy } of imports(next)) if (!lazy) stack.push(target);
  }
  return seen;
}

const isTextModule = (file: string) => /i18n[^/]*\.ts$|-texts\.ts$|\.test\./.test(file);

/** The areas a module's code reads (text modules themselves excepted). */
function readAreas(file: string): Set<string> {
  const found = new Set<string>();
  if (isTextModule(file)) return found;
  for (const match of read(file).matchAll(areaRead)) if (match[1]) found.add(match[1]);
  return found;
}

/** The keys named in a module's `useTexts({ key: module, ... })` calls (or `useTexts(name)` of a const object). */
function namedAreas(files: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    if (file.endsWith('back-office-texts.ts')) continue; // its comment shows a call
    const text = read(file);
    for (const call of text.matchAll(/useTexts\((\{[^)]*\}|\w+)\)/g)) {
      let literal = call[1] ?? '';
      if (!literal.startsWith('{'))
        literal = new RegExp(`const ${literal}\\b[^=]*=\\s*(\\{[^}]*\\})`).exec(text)?.[1] ?? '';
      for (const entry of literal.replace(/[{}]/g, '').split(','))
        if (entry.trim()) named.add(entry.split(':')[0]?.trim() ?? '');
    }
  }
  return named;
}

/**
 * The areas read but not named, walking every import path from a route module: a read is covered by what the
 * layouts above name, or by a module on the path to it (a lazy drawer naming the texts of the lines it shows).
 */
function unnamedReads(routeFile: string, above: Set<string>): string[] {
  const missing = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, inherited: Set<string>) => {
    const named = new Set([...inherited, ...namedAreas([file])]);
    const key = `${file}|${[...named].sort().join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    for (const area of readAreas(file))
      if (!named.has(area)) missing.add(`${area} (read in ${relative(appDir, file)})`);
    for (const { target } of imports(file)) visit(target, named);
  };
  visit(routeFile, above);
  return [...missing];
}

interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every route inside the back-office frame, with the files of the layouts above it. */
function backOfficeRoutes(): { id: string; file: string; above: string[] }[] {
  const out: { id: string; file: string; above: string[] }[] = [];
  const walk = (entries: RouteEntry[], above: string[], inside: boolean) => {
    for (const entry of entries) {
      const file = resolve(appDir, entry.file);
      const isFrame = entry.id === 'back-office';
      if (inside || isFrame) out.push({ id: entry.id ?? entry.file, file, above });
      walk(entry.children ?? [], [...above, file], inside || isFrame);
    }
  };
  walk(routes as RouteEntry[], [], false);
  return out;
}

describe('back-office texts come with their pages (issue 22)', () => {
  const pages = backOfficeRoutes();

  it('finds the back-office routes', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it('each route names every area its code reads, or a layout above it does', () => {
    const missing: string[] = [];
    for (const page of pages) {
      const above = namedAreas(page.above.flatMap((file) => [...staticClosure(file)]));
      for (const read of unnamedReads(page.file, above)) missing.push(`${page.id}: ${read}`);
    }
    expect(missing).toEqual([]);
  });

  it("the frame names only the shell's texts, not every area's", () => {
    const frame = pages.find((page) => page.id === 'back-office');
    expect([...namedAreas(staticClosure(frame?.file ?? ''))].sort()).toEqual([
      'layout',
      'notifications',
      'popup',
    ]);
  });
});
