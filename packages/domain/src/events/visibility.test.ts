import { describe, expect, it } from 'vitest';
import { eventRefusal, eventVisibleTo } from './visibility.ts';

describe('eventRefusal: who may see and book an event (spec §1)', () => {
  const visitor = { loggedIn: false, typology: 'particulier' };
  const caviste = { loggedIn: true, typology: 'caviste' };
  it.each([
    ['open to all', { typologies: [], membersOnly: false }, visitor, null],
    ['members only, visitor', { typologies: [], membersOnly: true }, visitor, 'membersOnly'],
    ['members only, logged in', { typologies: [], membersOnly: true }, caviste, null],
    [
      'cavistes only, visitor (public typology)',
      { typologies: ['caviste'], membersOnly: false },
      visitor,
      'typology',
    ],
    ['cavistes only, caviste', { typologies: ['caviste'], membersOnly: false }, caviste, null],
    [
      'a shop without public typology',
      { typologies: ['caviste'], membersOnly: false },
      { loggedIn: true, typology: null },
      'typology',
    ],
  ] as const)('%s', (_name, visibility, viewer, refusal) => {
    expect(eventRefusal(visibility, viewer)).toBe(refusal);
    expect(eventVisibleTo(visibility, viewer)).toBe(refusal === null);
  });
  it('an event stored without visibility is open', () => {
    expect(eventRefusal(null, visitor)).toBeNull();
  });
});
