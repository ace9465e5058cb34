import { describe, expect, it } from 'vitest';
import { cardExpirationRule, type FieldRuleName, fieldRules } from './field-rules.ts';
import { validationMessages } from './messages.ts';

// One row per spec §5 rule: values that pass, values that fail, and the exact message shown on failure.
const cases: readonly { rule: FieldRuleName; message: string; valid: unknown[]; invalid: unknown[] }[] = [
  {
    rule: 'needed',
    message: 'Ce champ ne peut pas être vide',
    valid: ['a', 0, false, ['x']],
    invalid: ['', '   ', null, undefined, []],
  },
  {
    rule: 'email',
    message: 'Le mail est incorrect',
    valid: ['owner@trois-vallees.test', 'jean.dupont+vin@exemple.fr', ' caviste@sarment.test '],
    invalid: [
      'owner@',
      'owner@trois-vallees',
      'owner trois@vallees.fr',
      'a..b@exemple.fr',
      '@exemple.fr',
      '',
    ],
  },
  {
    rule: 'counter',
    message: validationMessages.counter,
    valid: ['', 'x'.repeat(50)],
    invalid: ['x'.repeat(51), 3],
  },
  {
    rule: 'url',
    message: "L'url n'est pas valide",
    valid: ['https://trois-vallees.test', 'http://exemple.fr/page?x=1'],
    invalid: ['trois-vallees.test', 'www.exemple.fr', 'ftp://exemple.fr', 'javascript:alert(1)', 'https://'],
  },
  {
    rule: 'integer',
    message: 'Doit être un nombre',
    valid: ['12', '-3', 7],
    invalid: ['12,5', '1e3', 'abc', 1.5],
  },
  {
    rule: 'float',
    message: 'Doit être un nombre',
    valid: ['12,5', '12.5', '3', ',5', 4.2],
    invalid: ['12,5,1', 'a', ''],
  },
  {
    rule: 'memberCode',
    message: validationMessages.memberCode,
    valid: ['00123', 42],
    invalid: ['-1', '1.5', 'A12'],
  },
  {
    rule: 'link',
    message: validationMessages.link,
    valid: ['nos-vins_2024%20'],
    invalid: ['nos vins', 'vins/rouges', 'été'],
  },
  { rule: 'string', message: validationMessages.string, valid: ['Vin', 'A1'], invalid: ['A', '12', '  '] },
  {
    rule: 'username',
    message: validationMessages.username,
    valid: ['Hélène Lefèvre', 'Jean'],
    invalid: ['Jean-Pierre', 'user42', 'x'.repeat(50), '   '],
  },
  {
    rule: 'telephone',
    message: "Ce numéro n'est pas valide",
    valid: ['06 12 34 56 78', '+32 470 12 34 56'],
    invalid: ['01 23 45 67 89', '123'],
  },
  {
    rule: 'date',
    message: validationMessages.date,
    valid: ['2026-02-28', '29/02/2024'],
    invalid: ['29/02/2023', '2026-13-01', 'demain'],
  },
  {
    rule: 'postalCode',
    message: validationMessages.postalCode,
    valid: ['21000', 'SW1A 1AA', '1000-001', '8001'],
    invalid: ['2', 'ABCDE', '21000!'],
  },
  {
    rule: 'password',
    message: 'Doit contenir une majuscule et plus de 5 caractères',
    valid: ['Sarment2026', 'Abcde'],
    invalid: ['Abcd', 'sarment2026', 'SARMENT2026'],
  },
  {
    rule: 'description',
    message: validationMessages.description,
    valid: ['x'.repeat(11), 'x'.repeat(5000)],
    invalid: ['x'.repeat(10), 'x'.repeat(5001)],
  },
  {
    rule: 'vatRate',
    message: validationMessages.vatRate,
    valid: ['5,5', 20, '99.9'],
    invalid: [0, '0', 100, '-1', 'vingt'],
  },
  {
    rule: 'transportFee',
    message: validationMessages.transportFee,
    valid: [0, '24,99'],
    invalid: [25, '-0,01', ''],
  },
  {
    rule: 'promoCode',
    message: validationMessages.promoCode,
    valid: ['NOEL2026', 'x'.repeat(15)],
    invalid: ['x'.repeat(16), ''],
  },
  {
    rule: 'vatNumber',
    message: validationMessages.vatNumber,
    valid: ['FR12345678901'],
    invalid: ['12345678901', 'F'],
  },
  {
    rule: 'cardNumber',
    message: validationMessages.cardNumber,
    valid: ['4242 4242 4242 4242'],
    invalid: ['4242 4242 4242 4241'],
  },
  { rule: 'cvv', message: 'CVV invalide', valid: ['123'], invalid: ['12', '1234', 'abc'] },
  {
    rule: 'siret',
    message: validationMessages.siret,
    valid: ['732 829 320 00074'],
    invalid: ['73282932000075'],
  },
  { rule: 'siren', message: validationMessages.siren, valid: ['732829320'], invalid: ['732829321'] },
  { rule: 'nic', message: validationMessages.nic, valid: ['00074'], invalid: ['0074'] },
  {
    rule: 'iban',
    message: validationMessages.iban,
    valid: ['FR76 3000 6000 0112 3456 7890 189'],
    invalid: ['FR76 3000 6000 0112 3456 7890 188'],
  },
];

describe('spec §5 field rules', () => {
  it.each(cases)(
    '$rule passes its valid values and shows its message otherwise',
    ({ rule, message, valid, invalid }) => {
      for (const value of valid) expect(fieldRules[rule](value), JSON.stringify(value)).toBe(true);
      for (const value of invalid) expect(fieldRules[rule](value), JSON.stringify(value)).toBe(message);
    },
  );

  it('covers every rule with a case', () => {
    expect(cases.map((entry) => entry.rule).sort()).toEqual(Object.keys(fieldRules).sort());
  });

  it("card expiration: not in the past, valid through the expiry month ('Date d'expiration invalide')", () => {
    const rule = cardExpirationRule('2026-05-31');
    expect(rule('05/26')).toBe(true);
    expect(rule('12/2030')).toBe(true);
    expect(rule('04/26')).toBe("Date d'expiration invalide");
    expect(rule('13/26')).toBe("Date d'expiration invalide");
  });
});
