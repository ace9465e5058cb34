import { describe, expect, it } from 'vitest';
import {
  cardExpirationSchema,
  emailSchema,
  floatSchema,
  neededSchema,
  optionalField,
  passwordSchema,
  transportFeeSchema,
  vatRateSchema,
} from './schemas.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('spec §5 zod schemas', () => {
  it.each([
    [
      'blank required e-mail shows only the needed message',
      emailSchema,
      '',
      ['Ce champ ne peut pas être vide'],
    ],
    ['missing e-mail shows the needed message', emailSchema, undefined, ['Ce champ ne peut pas être vide']],
    ['wrong e-mail shows the e-mail message', emailSchema, 'owner@', ['Le mail est incorrect']],
    ['weak password', passwordSchema, 'sarment', ['Doit contenir une majuscule et plus de 5 caractères']],
    ['needed', neededSchema, ' ', ['Ce champ ne peut pas être vide']],
  ] as const)('%s', (_, schema, value, expected) => {
    expect(messagesOf(schema.safeParse(value))).toEqual(expected);
  });

  it('identifiers come out trimmed, passwords untouched', () => {
    expect(emailSchema.parse('  buyer@sarment.test ')).toBe('buyer@sarment.test');
    expect(passwordSchema.parse(' Sarment2026')).toBe(' Sarment2026');
  });

  it('float accepts a French comma and outputs a number (spec §5 float)', () => {
    expect(floatSchema.parse('12,5')).toBe(12.5);
    expect(floatSchema.parse(3)).toBe(3);
    expect(messagesOf(floatSchema.safeParse('douze'))).toEqual(['Doit être un nombre']);
  });

  it.each([
    [vatRateSchema, '5,5', 5.5],
    [vatRateSchema, 20, 20],
    [transportFeeSchema, '0', 0],
  ] as const)('range schemas parse a valid value (spec §5 VAT, transport fee)', (schema, value, expected) => {
    expect(schema.parse(value)).toBe(expected);
  });

  it.each([
    [vatRateSchema, 100, 'Le taux de TVA doit être compris entre 0 et 100'],
    [transportFeeSchema, '25', 'Les frais de transport doivent être compris entre 0 et 25'],
  ] as const)(
    'range schemas refuse out-of-range values (spec §5 VAT, transport fee)',
    (schema, value, message) => {
      expect(messagesOf(schema.safeParse(value))).toEqual([message]);
    },
  );

  it('optionalField reads blank as absent and still checks a filled value', () => {
    const schema = optionalField(emailSchema);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse('a@b.fr')).toBe('a@b.fr');
    expect(messagesOf(schema.safeParse('a@'))).toEqual(['Le mail est incorrect']);
  });

  it("card expiration schema compares with the given day ('Date d'expiration invalide')", () => {
    expect(cardExpirationSchema('2026-01-15').safeParse('01/26').success).toBe(true);
    expect(messagesOf(cardExpirationSchema('2026-01-15').safeParse('12/25'))).toEqual([
      "Date d'expiration invalide",
    ]);
  });
});
