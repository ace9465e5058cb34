import { describe, expect, it } from 'vitest';
import {
  addReceptionEmail,
  checkReceptionEmails,
  isReceptionEmailCommitKey,
  receptionEmailsSchema,
} from './reception-emails.ts';

describe('spec §5 reception e-mail list', () => {
  it('requires at least one address', () => {
    expect(checkReceptionEmails([])).toBe('Veuillez renseigner au moins une adresse mail');
  });

  it('names the invalid address', () => {
    expect(checkReceptionEmails(['a@b.fr', 'pas-un-mail'])).toBe("L'adresse pas-un-mail n'est pas valide");
  });

  it('accepts a list of valid addresses', () => {
    expect(checkReceptionEmails(['a@b.fr', 'c@d.fr'])).toBe(true);
    expect(receptionEmailsSchema.safeParse(['a@b.fr']).success).toBe(true);
    expect(receptionEmailsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      'Veuillez renseigner au moins une adresse mail',
    );
  });

  it.each([
    ['a valid new address is added, trimmed', ['a@b.fr'], ' c@d.fr ', 'added', ['a@b.fr', 'c@d.fr']],
    ['an address already present (any case) is not added', ['a@b.fr'], 'A@B.FR', 'duplicate', ['a@b.fr']],
    ['an invalid address is not added', ['a@b.fr'], 'c@', 'invalid', ['a@b.fr']],
    ['an empty input adds nothing', [], '  ', 'empty', []],
  ])('%s', (_, list, input, outcome, emails) => {
    const result = addReceptionEmail(list, input);
    expect(result.outcome).toBe(outcome);
    expect(result.emails).toEqual(emails);
  });

  it('reports the message of an invalid address and leaves the list untouched', () => {
    const list = ['a@b.fr'];
    const result = addReceptionEmail(list, 'c@');
    expect(result.outcome === 'invalid' && result.message).toBe("L'adresse c@ n'est pas valide");
    expect(list).toEqual(['a@b.fr']);
  });

  it.each([
    ['Enter', true],
    ['Tab', true],
    [',', false],
    [' ', false],
  ])('key %s commits an address: %s', (key, expected) => {
    expect(isReceptionEmailCommitKey(key)).toBe(expected);
  });
});
