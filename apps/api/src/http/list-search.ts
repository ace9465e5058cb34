// spec §5: a list's search ignores accents, case and spaces ('cote aux' finds 'Côteaux'). The needle is folded by
// the domain's normalizeSearch, then written as a regular expression whose letter classes come from the same rule
// over the Latin letters (U+00C0-U+024F): both sides cannot drift apart. The migrations create no `unaccent`
// extension (PGlite would need it loaded at start), and no folded column exists to index.
import { type SQL, type SQLWrapper, sql } from '@sarment/db';
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

/**
 * A text column (or expression) folded as normalizeSearch folds a needle; null stays null. Costly (translate()
 * walks its letter list for each letter: some 17 µs a row on PostgreSQL): for a few hundred rows; a list
 * searches with `searchRegex` instead.
 */
export function foldedForSearch(column: SQL | SQLWrapper): SQL {
  let folded = sql`translate(${column}, ${folding.from}, ${folding.to})`;
  // œ, æ, ß (and their capitals) become two letters: translate() maps one letter to one
  for (const [letter, replacement] of folding.expansions) {
    folded = sql`replace(${folded}, ${letter}, ${replacement})`;
  }
  return folded;
}

/** The letters that fold to each letter of a needle ('e' ← é, è, É...), and the letters folding to two. */
function buildClasses() {
  const classes = new Map<string, Set<string>>();
  const add = (folded: string, letter: string) =>
    classes.set(folded, (classes.get(folded) ?? new Set([folded])).add(letter));
  for (const [index, folded] of [...folding.to].entries()) add(folded, folding.from[index]!);
  const expansions = new Map<string, string[]>();
  for (const [letter, replacement] of folding.expansions) {
    expansions.set(replacement, [...(expansions.get(replacement) ?? []), letter]);
  }
  return { classes, expansions };
}
const needleClasses = buildClasses();

// one needle letter as a regular expression: itself, its capital and every letter folding to it
function letterPattern(letter: string): string {
  const members = new Set([letter, letter.toUpperCase(), ...(needleClasses.classes.get(letter) ?? [])]);
  if (members.size === 1) return /[\p{L}\p{N}]/u.test(letter) ? letter : `\\${letter}`;
  return `[${[...members].join('')}]`;
}

/**
 * The search as a PostgreSQL regular expression matched on the raw column (spec §5: accents, case and spaces
 * ignored): 'cote aux' is c\s*[oôöÔ...]\s*t..., so 'Côteaux' matches. The column is never folded: folding 5,000
 * rows with translate() cost some 100 ms a list on PostgreSQL (translate walks its letter list for each letter),
 * a regular expression about 0.4 µs a row. Undefined for a blank search.
 */
export function searchRegex(search: string | undefined): string | undefined {
  const needle = search === undefined ? '' : normalizeSearch(search);
  if (needle === '') return undefined;
  const parts: string[] = [];
  for (let i = 0; i < needle.length; ) {
    const pair = needle.slice(i, i + 2);
    const folded = needleClasses.expansions.get(pair);
    if (folded && pair.length === 2) {
      // 'oe' is o then e, or œ / Œ
      parts.push(`(?:[${folded.join('')}]|${letterPattern(pair[0]!)}\\s*${letterPattern(pair[1]!)})`);
      i += 2;
    } else {
      parts.push(letterPattern(needle[i]!));
      i += 1;
    }
  }
  return parts.join('\\s*');
}

/** `column` contains the search, ignoring accents, case and spaces (spec §5); false for a null column. */
export const matchesSearchSql = (column: SQL | SQLWrapper, regex: string): SQL =>
  sql`coalesce(${column} ~ ${regex}, false)`;

/**
 * A sort key of a text column: lowered and decomposed (NFD), so a letter sorts by its base letter first and its
 * accent after ('Côteaux' before 'Crémant'; under codepoint order 'ô' sorts after 'z'). About 1.5 µs a row on
 * PostgreSQL; folding the accents away with replace() or translate() cost 3 to 17 µs.
 */
export const sortableText = (column: SQL | SQLWrapper): SQL => sql`normalize(lower(${column}), NFD)`;

/** The `like` pattern of a search, folded (for codes: GTIN, numbers); undefined for a blank search. */
export function searchPattern(search: string | undefined): string | undefined {
  const needle = search === undefined ? '' : normalizeSearch(search);
  return needle === '' ? undefined : `%${needle.replace(/[%_\\]/g, '\\$&')}%`;
}

/** Exposed for tests: the letters translate() maps and the two-letter expansions. */
export const searchFolding = folding;
