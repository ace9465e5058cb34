// spec §5: a list's search ignores accents, case and spaces ('cote aux' finds 'Côteaux'). The needle is folded by
// the domain's normalizeSearch; the columns by SQL that folds the same way. The migrations create no `unaccent`
// extension (and PGlite would need it loaded at start), so the SQL side is a translate() whose letter map is
// derived from normalizeSearch itself over the Latin letters (U+00C0-U+024F): both sides cannot drift apart.
import { type SQL, sql } from '@sarment/db';
import { normalizeSearch } from '@sarment/domain/validation/search';

function buildFolding() {
  let from = '';
  let to = '';
  const expansions: [string, string][] = [];
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const folded = normalizeSearch(letter);
    if (folded === letter) continue;
    if (folded.length === 1) {
      from += letter;
      to += folded;
    } else if (folded.length > 1) expansions.push([letter, folded]);
  }
  // ASCII capitals too: lower() folds only ASCII under the C collation
  for (let code = 0x41; code <= 0x5a; code++) {
    from += String.fromCharCode(code);
    to += String.fromCharCode(code + 32);
  }
  // translate() deletes the letters of `from` past the end of `to`: the spaces go that way
  const spaces = ' \t\n\r\u00a0\u202f';
  return { from: from + spaces, to, expansions };
}

const folding = buildFolding();

/** A text column (or expression) folded as normalizeSearch folds the needle; null stays null. */
export function foldedForSearch(column: SQL | SQL.Aliased | Parameters<typeof sql>[1]): SQL {
  let folded = sql`translate(${column}, ${folding.from}, ${folding.to})`;
  // œ, æ, ß (and their capitals) become two letters: translate() maps one letter to one
  for (const [letter, replacement] of folding.expansions) {
    folded = sql`replace(${folded}, ${letter}, ${replacement})`;
  }
  return folded;
}

/** The `like` pattern of a search: the folded needle, its wildcards escaped; undefined for a blank search. */
export function searchPattern(search: string | undefined): string | undefined {
  const needle = search === undefined ? '' : normalizeSearch(search);
  return needle === '' ? undefined : `%${needle.replace(/[%_\\]/g, '\\$&')}%`;
}

/** `column` contains the search, ignoring accents, case and spaces (spec §5). */
export const matchesSearchSql = (column: Parameters<typeof foldedForSearch>[0], pattern: string): SQL =>
  sql`${foldedForSearch(column)} like ${pattern}`;

/** Exposed for tests: the letters translate() maps and the two-letter expansions. */
export const searchFolding = folding;
