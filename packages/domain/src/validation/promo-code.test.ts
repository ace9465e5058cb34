import { describe, expect, it } from 'vitest';
import { promoCodeInput } from './promo-code.ts';

const valid = { code: 'BIENVENUE10', kind: 'percent', value: 10 };
const messages = (body: unknown) =>
  promoCodeInput.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('promoCodeInput (spec §5 promo code, issue 16)', () => {
  it('reads a minimal code with its defaults', () => {
    expect(promoCodeInput.parse({ ...valid, code: ' BIENVENUE10 ' })).toEqual({
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 10,
      threshold: { kind: 'none', value: 0 },
      startsAt: null,
      endsAt: null,
      maxUses: null,
      active: true,
    });
  });

  it.each<[string, unknown, [string, string][]]>([
    ['a code over 15 characters', { ...valid, code: 'A'.repeat(16) }, [['code', '15 caractères maximum']]],
    ['a blank code', { ...valid, code: '  ' }, [['code', 'Ce champ ne peut pas être vide']]],
    ['0 %', { ...valid, value: 0 }, [['value', 'Le pourcentage doit être compris entre 0 et 100']]],
    ['101 %', { ...valid, value: 101 }, [['value', 'Le pourcentage doit être compris entre 0 et 100']]],
    [
      '0 €',
      { ...valid, kind: 'amount', value: 0 },
      [['value', 'Le montant doit être supérieur à 0 avec au plus 2 décimales']],
    ],
    [
      '5.555 €',
      { ...valid, kind: 'amount', value: 5.555 },
      [['value', 'Le montant doit être supérieur à 0 avec au plus 2 décimales']],
    ],
    [
      'a count threshold of 2.5 bottles',
      { ...valid, threshold: { kind: 'productCount', value: 2.5 } },
      [['threshold.value', 'Doit être un nombre entier supérieur ou égal à 1']],
    ],
    [
      'an end before the start',
      { ...valid, startsAt: '2026-06-10T00:00:00.000Z', endsAt: '2026-06-09T00:00:00.000Z' },
      [['endsAt', 'La date de fin doit suivre la date de début']],
    ],
    [
      'no more than 0 uses',
      { ...valid, maxUses: 0 },
      [['maxUses', 'Doit être un nombre entier supérieur ou égal à 1']],
    ],
  ])('refuses %s in French', (_, body, expected) => {
    expect(messages(body)).toEqual(expected);
  });

  it('accepts 12.5 %, 5.50 € and the same day as start and end', () => {
    expect(messages({ ...valid, value: 12.5 })).toEqual([]);
    expect(messages({ ...valid, kind: 'amount', value: 5.5 })).toEqual([]);
    const day = '2026-06-10T00:00:00.000Z';
    expect(messages({ ...valid, startsAt: day, endsAt: day })).toEqual([]);
  });
});
