import { describe, expect, it } from 'vitest';
import { isMobilePhone, normalizeMobilePhone } from './phone.ts';

describe("spec §5 telephone: mobile formats of FR, BE, DE, LU, CH, NL, ES, IT, GB, US ('Ce numéro n'est pas valide')", () => {
  it.each([
    ['FR national', '06 12 34 56 78', '+33612345678'],
    ['FR international', '+33 7 81 23 45 67', '+33781234567'],
    ['BE', '+32 470 12 34 56', '+32470123456'],
    ['BE national', '0470 12 34 56', '+32470123456'],
    ['DE', '+49 151 23456789', '+4915123456789'],
    ['LU', '+352 621 123 456', '+352621123456'],
    ['CH', '+41 78 123 45 67', '+41781234567'],
    ['NL', '+31 6 12345678', '+31612345678'],
    ['ES', '+34 612 34 56 78', '+34612345678'],
    ['IT', '+39 312 345 6789', '+393123456789'],
    ['GB national', '07400 123456', '+447400123456'],
    ['US', '+1 201-555-0123', '+12015550123'],
  ])('accepts a %s mobile', (_, value, e164) => {
    expect(normalizeMobilePhone(value)).toBe(e164);
  });

  it.each([
    ['a French landline', '01 23 45 67 89'],
    ['a Japanese mobile (country not listed)', '+81 90-1234-5678'],
    ['a number too short', '06 12'],
    ['text', 'téléphone'],
    ['an empty value', ''],
  ])('refuses %s', (_, value) => {
    expect(isMobilePhone(value)).toBe(false);
  });
});
