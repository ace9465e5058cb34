import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvText, frenchDate, frenchDecimalEuros } from './export-cells.ts';
import { commaList, listMessages, listQuery, parseSort } from './list-query.ts';
import { searchFolding, searchPattern, searchRegex } from './list-search.ts';

describe('CSV cells of an export', () => {
  it('writes amounts in cents as French decimals without thousands separator', () => {
    expect(frenchDecimalEuros(123450)).toBe('1234,50');
    expect(frenchDecimalEuros(5)).toBe('0,05');
    expect(frenchDecimalEuros(-1230)).toBe('-12,30');
    expect(frenchDecimalEuros(0)).toBe('0,00');
    expect(csvCell('money', 1800)).toBe('18,00');
  });

  it('quotes a text holding ; " or a line break, doubling its quotes', () => {
    expect(csvText('Côteaux du Layon')).toBe('Côteaux du Layon');
    expect(csvText('Rouge; fruité')).toBe('"Rouge; fruité"');
    expect(csvText('Le "Clos"')).toBe('"Le ""Clos"""');
    expect(csvText('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvText('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses a text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+33 6')).toBe("'+33 6");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes dates as dd/mm/yyyy in Paris time, empty values as empty fields', () => {
    expect(frenchDate(new Date('2026-03-31T22:30:00Z'))).toBe('01/04/2026');
    expect(frenchDate(new Date('2026-01-15T10:00:00Z'))).toBe('15/01/2026');
    expect(csvCell('date', null)).toBe('');
    expect(csvCell('text', null)).toBe('');
    expect(csvCell('integer', 12)).toBe('12');
  });

  it('separates fields with ; and ends lines with CRLF; the file starts with a BOM', () => {
    expect(csvLine(['a', '"b;c"', ''])).toBe('a;"b;c";\r\n');
    expect(CSV_BOM).toBe('\ufeff');
  });
});

describe('list query', () => {
  const schema = listQuery({
    sort: { fields: ['name', 'price'] as const, fallback: { field: 'name', descending: false } },
    filters: { status: commaList('status', { allowed: ['online', 'paused'] as const }) },
  });

  it('parses `field` and `-field` from the whitelist only', () => {
    expect(parseSort('price', ['name', 'price'])).toEqual({ field: 'price', descending: false });
    expect(parseSort('-price', ['name', 'price'])).toEqual({ field: 'price', descending: true });
    expect(parseSort('password', ['name', 'price'])).toBeUndefined();
    expect(parseSort('--price', ['name', 'price'])).toBeUndefined();
  });

  it('defaults to page 1 of 25 rows sorted by the fallback', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 25, sort: { field: 'name', descending: false } });
  });

  it('refuses an unknown sort field, a page size over 100 and a page 0 in French', () => {
    const sort = schema.safeParse({ sort: 'secret' });
    expect(sort.error?.issues[0]?.message).toBe(listMessages.sort(['name', 'price']));
    expect(sort.error?.issues[0]?.message).toContain("Le tri demandé n'existe pas");
    expect(schema.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe(listMessages.pageSize);
    expect(schema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(listMessages.page);
    expect(schema.parse({ pageSize: '100', page: '3' })).toMatchObject({ pageSize: 100, page: 3 });
  });

  it('reads a filter as a comma list (or repeated parameters), refusing values outside its list', () => {
    expect(schema.parse({ status: 'online, paused,' }).status).toEqual(['online', 'paused']);
    expect(schema.parse({ status: ['online', 'paused'] }).status).toEqual(['online', 'paused']);
    expect(schema.parse({ status: '' }).status).toBeUndefined();
    expect(schema.safeParse({ status: 'online,deleted' }).error?.issues[0]?.message).toBe(
      "Le filtre status n'accepte que : online, paused.",
    );
  });
});

describe('search folding (spec §5: accents, case and spaces ignored)', () => {
  it('folds the needle with the domain rule and escapes like wildcards', () => {
    expect(searchPattern(' Cote  Aux')).toBe('%coteaux%');
    expect(searchPattern('100%_pur')).toBe('%100\\%\\_pur%');
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchPattern(undefined)).toBeUndefined();
  });

  it("maps the SQL side's letters as the domain does, spaces removed", () => {
    const { from, to, expansions } = searchFolding;
    const fold = (text: string) => {
      let out = [...text].map((c) => (from.includes(c) ? (to[from.indexOf(c)] ?? '') : c)).join('');
      for (const [letter, replacement] of expansions) out = out.replaceAll(letter, replacement);
      return out;
    };
    expect(fold('Côteaux du LAYON')).toBe('coteauxdulayon');
    expect(fold('ŒUVRE Crémant À Élise')).toBe('oeuvrecremantaelise');
  });

  it('writes the needle as a regular expression that matches accents, capitals and spaces', () => {
    const matches = (haystack: string, needle: string) => new RegExp(searchRegex(needle)!).test(haystack);
    expect(matches('Côteaux du Layon', 'cote aux')).toBe(true);
    expect(matches('CÔTEAUX', 'coteaux')).toBe(true);
    expect(matches('Crémant de Loire', 'cremantde')).toBe(true);
    expect(matches('Saint-Émilion', 'saint-emilion')).toBe(true);
    expect(matches('Cœur de cuvée', 'coeur')).toBe(true);
    expect(matches('Coeur de cuvée', 'cœur')).toBe(true);
    expect(matches('Clos (1er cru)', '(1er')).toBe(true);
    expect(matches('Côteaux', 'cotes')).toBe(false);
    expect(searchRegex('  ')).toBeUndefined();
  });
});
