// Reading back a price grid exported as CSV (POST /v1/tarifs/import): `;` separated, quoted fields with doubled
// quotes, CRLF or LF lines, an optional BOM, amounts with a decimal comma ('11,50') or point.

/** The rows of a CSV text, each a list of fields; blank lines dropped. */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const FRENCH_AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * A price cell in cents: '11,50', '11.5', '1 234,50 €' (spaces and the euro sign ignored); undefined when it is
 * not a positive amount with 2 decimals at most.
 */
export function parseFrenchAmount(cell: string): number | undefined {
  const compact = cell.replace(/[\s\u00a0\u202f€]/g, '');
  if (!FRENCH_AMOUNT.test(compact)) return undefined;
  const [whole = '0', fraction = ''] = compact.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
