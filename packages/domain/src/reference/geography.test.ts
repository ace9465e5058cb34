import { describe, expect, it } from 'vitest';
import { allowedCountries, departmentCodes, departmentOfPostalCode, isAllowedCountry } from './geography.ts';

describe('spec §9 department order', () => {
  it('has the 96 metropolitan departments then 971, 972, 973, 974, 976 (101 codes)', () => {
    expect(departmentCodes).toHaveLength(101);
    expect(new Set(departmentCodes).size).toBe(101);
    expect(departmentCodes.slice(-5)).toEqual(['971', '972', '973', '974', '976']);
  });

  it('puts Corsica 2A and 2B between 19 and 21, and never 20', () => {
    expect(departmentCodes.slice(17, 22)).toEqual(['18', '19', '2A', '2B', '21']);
    expect(departmentCodes).not.toContain('20');
    expect(departmentCodes.slice(0, 2)).toEqual(['01', '02']);
    expect(departmentCodes[95]).toBe('95');
  });

  it.each([
    ['21000', '21'],
    ['20000', '2A'],
    ['20200', '2B'],
    ['97400', '974'],
    ['01000', '01'],
    ['97500', null],
    ['2100', null],
  ])('postal code %s is in department %s', (postalCode, department) => {
    expect(departmentOfPostalCode(postalCode)).toBe(department);
  });
});

describe('spec §9 allowed countries: EU 27 plus Switzerland', () => {
  it('lists 28 distinct ISO codes with French names', () => {
    expect(allowedCountries).toHaveLength(28);
    expect(new Set(allowedCountries.map((country) => country.code)).size).toBe(28);
    expect(allowedCountries.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
  });

  it.each([
    ['FR', true],
    ['ch', true],
    ['HR', true],
    ['GB', false],
    ['NO', false],
    ['US', false],
  ])('%s allowed: %s', (code, expected) => {
    expect(isAllowedCountry(code)).toBe(expected);
  });
});
