import { describe, expect, it } from 'vitest';
import {
  companyNumberProblems,
  fillCompanyNumbers,
  frenchVatNumber,
  isConsistentFrenchVatNumber,
  isExciseNumber,
  normalizeClientPhone,
} from './client-identifiers.ts';

describe('SIRET, SIREN and NIC fill each other (spec §5)', () => {
  it('splits a SIRET typed with spaces into SIREN and NIC', () => {
    expect(fillCompanyNumbers({ siret: '732 829 320 00074' })).toEqual({
      siret: '73282932000074',
      siren: '732829320',
      nic: '00074',
    });
  });

  it('joins SIREN and NIC into the SIRET', () => {
    expect(fillCompanyNumbers({ siren: '732829320', nic: '00074' })).toEqual({
      siret: '73282932000074',
      siren: '732829320',
      nic: '00074',
    });
  });

  it('leaves all three empty when none is typed', () => {
    expect(fillCompanyNumbers({ siret: ' ', siren: null })).toEqual({ siret: null, siren: null, nic: null });
  });

  it('flags a SIRET whose Luhn key is wrong, and a SIREN that is not the SIRET’s', () => {
    expect(companyNumberProblems(fillCompanyNumbers({ siret: '73282932000075' }))).toEqual([
      { field: 'siret', problem: 'siret' },
    ]);
    expect(
      companyNumberProblems(fillCompanyNumbers({ siret: '73282932000074', siren: '443061841' })),
    ).toEqual([{ field: 'siren', problem: 'sirenMismatch' }]);
  });

  it('accepts a valid SIRET with its own SIREN and NIC', () => {
    expect(companyNumberProblems(fillCompanyNumbers({ siret: '44306184100047' }))).toEqual([]);
  });
});

describe('VAT and excise numbers', () => {
  it('computes the French VAT key of a SIREN', () => {
    expect(frenchVatNumber('443061841')).toBe('FR64443061841');
    expect(frenchVatNumber('12345')).toBeNull();
  });

  it('refuses a French VAT number whose key is not its SIREN’s, and lets other countries through', () => {
    expect(isConsistentFrenchVatNumber('FR 64 443 061 841')).toBe(true);
    expect(isConsistentFrenchVatNumber('FR65443061841')).toBe(false);
    expect(isConsistentFrenchVatNumber('BE0123456789')).toBe(true);
  });

  it('reads an excise number as 2 letters and 11 letters or digits', () => {
    expect(isExciseNumber('FR012345E1234')).toBe(true);
    expect(isExciseNumber('fr 012345 e1234')).toBe(true);
    expect(isExciseNumber('FR0123')).toBe(false);
  });
});

describe('client phone', () => {
  it('accepts a French fixed line and a mobile, as E.164', () => {
    expect(normalizeClientPhone('03 80 22 11 44')).toBe('+33380221144');
    expect(normalizeClientPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizeClientPhone('+41 21 123 45 67')).toBe('+41211234567');
  });

  it('refuses what is not a number of the ten countries', () => {
    expect(normalizeClientPhone('12')).toBeNull();
    expect(normalizeClientPhone('+81 3-1234-5678')).toBeNull();
  });
});
