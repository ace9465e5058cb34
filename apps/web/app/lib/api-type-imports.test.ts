import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web's API answer types are the API's zod schemas, read from @sarment/api as types. Only a whole
// `import type` / `export type` statement is erased: a value import, and even `import { type x }` (kept as a bare
// `import '@sarment/api'` under verbatimModuleSyntax), would bundle Fastify, Drizzle and the database driver
// into the pages.
const appDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every statement of the file that reaches @sarment/api other than as types, written `file:line`. */
function apiValueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const fromApi = (node: ts.Expression | undefined) =>
    !!node &&
    ts.isStringLiteral(node) &&
    (node.text === '@sarment/api' || node.text.startsWith('@sarment/api/'));
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${fileName}:${line + 1}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && fromApi(node.moduleSpecifier) && !node.importClause?.isTypeOnly)
      report(node);
    else if (ts.isExportDeclaration(node) && fromApi(node.moduleSpecifier) && !node.isTypeOnly) report(node);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      fromApi(node.arguments[0])
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the pages read the API answers as types only', () => {
  it('finds a value import, an inline type import and a dynamic import of @sarment/api', () => {
    const text = [
      "import type { me } from '@sarment/api';",
      "import { shopMe } from '@sarment/api';",
      "import { type orderDetail } from '@sarment/api';",
      "export type { sitemap } from '@sarment/api';",
      "const api = await import('@sarment/api');",
    ].join('\n');
    expect(apiValueImports('sample.ts', text)).toEqual(['sample.ts:2', 'sample.ts:3', 'sample.ts:5']);
  });

  it('no file of the web app imports @sarment/api other than with `import type`', () => {
    const offenders = sourceFiles(appDir).flatMap((file) =>
      apiValueImports(relative(appDir, file), readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
