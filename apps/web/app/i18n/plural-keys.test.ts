// '1 commandes': a count shown with a noun takes i18next plural keys (`_one` / `_other`), in every catalogue.
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../features/**/*i18n*.ts', './*.ts', '!./*.test.ts', '!../features/**/*.test.ts'],
  { eager: true },
);

/** 'dashboard.home.revenueHint' for every string of a module's exports. */
function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* texts(inner, path ? `${path}.${key}` : key);
}

/** a number placeholder followed by a French or English plural noun: '{{count}} commandes', '{{threshold}} articles' */
const countedPlural = /\{\{\s*(count|threshold|free|total|number|n)\s*\}\}\s+(\p{L}+(s|x)\b|\p{L}+\(s\))/u;

describe('counts with a noun use plural keys', () => {
  it('no text writes a plural noun after a count outside a _one/_other pair', () => {
    const offenders: string[] = [];
    for (const [file, module] of Object.entries(catalogues)) {
      for (const [path, text] of texts(module, '')) {
        const plural = /_(zero|one|two|few|many|other)$/.test(path);
        if (!plural && countedPlural.test(text)) offenders.push(`${file} ${path}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
