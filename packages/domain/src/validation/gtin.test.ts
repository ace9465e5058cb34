import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinMessages, gtinProblem, isGtin } from './gtin.ts';

describe('GTIN with its GS1 check digit', () => {
  it('accepts real codes of every length: GTIN-8, UPC-12, EAN-13, GTIN-14', () => {
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('036000291452')).toBe(true);
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('10012345678902')).toBe(true);
  });

  it('computes the check digit with weights 3 and 1 from the right', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('1001234567890')).toBe(2);
  });

  it('refuses a wrong check digit with its own message', () => {
    expect(gtinProblem('4006381333932')).toBe(gtinMessages.checkDigit);
    expect(gtinMessages.checkDigit).toBe('Le code GTIN est invalide (clé de contrôle)');
  });

  it('refuses other lengths and non-digits', () => {
    for (const code of ['1234567', '123456789', '12345678901', '400638133393a', ' 4006381333931', '']) {
      expect(gtinProblem(code), code).toBe(gtinMessages.format);
    }
  });
});
