import { describe, expect, it } from 'vitest';
import { personDisplayName } from './display-name.ts';

describe('spec §3 display name: username, else lastname plus firstname; business first for pro users', () => {
  it('the username wins', () => {
    expect(personDisplayName({ username: 'julien21', firstname: 'Julien', lastname: 'Martin' })).toBe(
      'julien21',
    );
  });

  it('else the last name, then the first name', () => {
    expect(personDisplayName({ username: null, firstname: 'Julien', lastname: 'Martin' })).toBe(
      'Martin Julien',
    );
    expect(personDisplayName({ username: '  ', firstname: 'Julien', lastname: null })).toBe('Julien');
  });

  it("a professional's business reason and name come first", () => {
    expect(
      personDisplayName({
        firstname: 'Sophie',
        lastname: 'Lambert',
        isPro: true,
        business: { reason: 'SARL Cellier Lambert', name: 'Le Cellier de Beaune' },
      }),
    ).toBe('SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie');
  });

  it("a buyer's business is ignored when the user is not a professional", () => {
    expect(
      personDisplayName({
        firstname: 'Sophie',
        lastname: 'Lambert',
        isPro: false,
        business: { reason: 'SARL', name: 'X' },
      }),
    ).toBe('Lambert Sophie');
  });

  it('the e-mail when nothing else is known', () => {
    expect(personDisplayName({ email: 'a@b.fr' })).toBe('a@b.fr');
    expect(personDisplayName({})).toBe('');
  });
});
