// spec §5: searches ignore accents, case and spaces. A generated column holds its text folded by the domain's own
// normalizeSearch rule, so a list matches `folded like '%needle%'` on short stored text instead of folding every
// row at each search (translate() costs some 17 µs a row: far too slow for 50,000 clients). The letter lists are
// written into the column's SQL (translate, replace: immutable functions, as a generated column needs).
import { normalizeSearch } from '@sarment/domain/validation/search';
import { type SQL, sql } from 'drizzle-orm';

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function buildFolding(keepSpaces: boolean) {
  let from = '';
  let to = '';
  const expansions: [string, string][] = [];
  // the Latin letters (U+00C0-U+024F) normalizeSearch changes, then the ASCII capitals
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const folded = normalizeSearch(letter);
    if (folded === letter) continue;
    if (folded.length === 1) {
      from += letter;
      to += folded;
    } else if (folded.length > 1) expansions.push([letter, folded]);
  }
  for (let code = 0x41; code <= 0x5a; code++) {
    from += String.fromCharCode(code);
    to += String.fromCharCode(code + 32);
  }
  // translate() deletes the letters of `from` past the end of `to`: the spaces go that way
  if (!keepSpaces) from += ' \t\n\r\u00a0\u202f';
  return { from, to, expansions };
}

/**
 * SQL text folding `expression` as normalizeSearch folds a needle ('Hélène Œuf' → 'heleneoeuf'); with keepSpaces
 * the spaces stay (a sort key: 'helene oeuf').
 */
export function foldedSql(expression: string, keepSpaces = false): SQL {
  const { from, to, expansions } = buildFolding(keepSpaces);
  let folded = `translate(${expression}, ${quote(from)}, ${quote(to)})`;
  for (const [letter, replacement] of expansions) {
    folded = `replace(${folded}, ${quote(letter)}, ${quote(replacement)})`;
  }
  return sql.raw(folded);
}
