import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, gtinForms, normalizeGtin, parseDigitalLink } from './gs1-digital-link.ts';

describe('gs1CheckDigit (GS1 mod-10)', () => {
  it.each([
    ['the demo Bourgogne Pinot Noir EAN-13', '376012345001', 0],
    ['the demo Chablis EAN-13', '376012345002', 7],
    ['a GTIN-8', '9638507', 4],
    ['a UPC-A (GTIN-12)', '03600029145', 2],
    ['a GTIN-14', '1376012345001', 7],
  ])('%s', (_case, body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
  });
});

describe('normalizeGtin (8 to 14 digits, left-padded to 14)', () => {
  it.each([
    ['an EAN-13', '3760123450010', '03760123450010'],
    ['the same GTIN written with 14 digits', '03760123450010', '03760123450010'],
    ['a GTIN-8', '96385074', '00000096385074'],
    ['a GTIN-12', '036000291452', '00036000291452'],
  ])('normalizes %s', (_case, raw, gtin14) => {
    expect(normalizeGtin(raw)).toEqual({ ok: true, gtin14 });
  });

  it.each([
    ['a wrong check digit', '3760123450011', 'checkDigit'],
    ['7 digits', '1234567', 'format'],
    ['15 digits', '123456789012345', 'format'],
    ['letters', '37601234500AB', 'format'],
  ])('refuses %s', (_case, raw, problem) => {
    expect(normalizeGtin(raw)).toEqual({ ok: false, problem });
  });
});

describe('gtinForms (how one GTIN may be stored)', () => {
  it('drops leading zeros down to 8 digits', () => {
    expect(gtinForms('00000096385074')).toEqual([
      '00000096385074',
      '0000096385074',
      '000096385074',
      '00096385074',
      '0096385074',
      '096385074',
      '96385074',
    ]);
  });

  it('keeps a 14-digit GTIN with a leading indicator as it is', () => {
    expect(gtinForms('13760123450017')).toEqual(['13760123450017']);
  });
});

describe('parseDigitalLink (GS1 Digital Link: /01/{gtin}[/22/{vintage}][/10/{lot}])', () => {
  it('reads a GTIN alone', () => {
    expect(parseDigitalLink('/01/3760123450010')).toEqual({
      ok: true,
      link: {
        gtin: '3760123450010',
        gtin14: '03760123450010',
        vintage: null,
        lot: null,
        canonicalPath: '/01/3760123450010',
        isCanonical: true,
      },
    });
  });

  it.each([
    ['lot then vintage is not canonical', '/gs1/01/3760123450010/10/L23/22/2022', false],
    ['vintage then lot is canonical', '/gs1/01/3760123450010/22/2022/10/L23', true],
  ])('%s', (_case, path, isCanonical) => {
    const parsed = parseDigitalLink(path);
    expect(parsed).toMatchObject({
      ok: true,
      link: { vintage: '2022', lot: 'L23', canonicalPath: '/01/3760123450010/22/2022/10/L23', isCanonical },
    });
  });

  it.each([
    ['/01/3760123450010/10/L23', 'L23', null],
    ['/01/3760123450010/22/2022', null, '2022'],
    ['/01/3760123450010/10/LOT%2023', 'LOT 23', null],
  ])('reads the optional qualifiers of %s', (path, lot, vintage) => {
    expect(parseDigitalLink(path)).toMatchObject({ ok: true, link: { lot, vintage } });
  });

  it.each([
    ['a wrong check digit', '/01/3760123450011', 'checkDigit'],
    ['a short GTIN', '/01/123', 'format'],
    ['another primary key', '/00/3760123450010', 'path'],
    ['an unknown qualifier', '/01/3760123450010/21/123', 'path'],
    ['a qualifier twice', '/01/3760123450010/10/A/10/B', 'path'],
    ['a qualifier without value', '/01/3760123450010/10', 'path'],
    ['a lot over 20 characters', `/01/3760123450010/10/${'L'.repeat(21)}`, 'path'],
  ])('refuses %s', (_case, path, problem) => {
    expect(parseDigitalLink(path)).toEqual({ ok: false, problem });
  });
});
