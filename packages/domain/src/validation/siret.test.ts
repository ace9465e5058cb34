import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNic, isSiren, isSiret, joinSiret, splitSiret } from './siret.ts';

describe('spec §5 SIRET ⇄ SIREN + NIC', () => {
  it('a 14-digit SIRET fills SIREN (first 9) and NIC (last 5)', () => {
    expect(splitSiret('732 829 320 00074')).toEqual({ siren: '732829320', nic: '00074' });
  });

  it('SIREN 9 plus NIC 5 fills SIRET', () => {
    expect(joinSiret('732829320', '00074')).toBe('73282932000074');
  });

  it.each([
    ['13 digits', '7328293200007'],
    ['letters', '7328293200007A'],
  ])('no split for a SIRET of %s', (_, value) => {
    expect(splitSiret(value)).toBeNull();
  });

  it.each([
    ['SIREN of 8 digits', '73282932', '00074'],
    ['NIC of 4 digits', '732829320', '0074'],
  ])('no join with a %s', (_, siren, nic) => {
    expect(joinSiret(siren, nic)).toBeNull();
  });

  it('split then join gives back the digits of any 14-digit SIRET', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (siret) => {
        const parts = splitSiret(siret);
        expect(parts && joinSiret(parts.siren, parts.nic)).toBe(siret);
      }),
    );
  });
});

describe('SIREN and SIRET keys (INSEE Luhn)', () => {
  it.each([
    ['732829320', true],
    ['552100554', true],
    ['732829321', false],
    ['73282932', false],
  ])('SIREN %s valid: %s', (value, expected) => {
    expect(isSiren(value)).toBe(expected);
  });

  it.each([
    ['73282932000074', true],
    ['55210055400013', true],
    ['73282932000075', false],
    ['73282932100073', false],
    // La Poste's branches: digit sum multiple of 5 instead of Luhn; its head office keeps Luhn.
    ['35600000049837', true],
    ['35600000049838', false],
    ['35600000000048', true],
  ])('SIRET %s valid: %s', (value, expected) => {
    expect(isSiret(value)).toBe(expected);
  });

  it('a NIC has exactly 5 digits', () => {
    expect([isNic('00074'), isNic('0074'), isNic('0007A')]).toEqual([true, false, false]);
  });
});
