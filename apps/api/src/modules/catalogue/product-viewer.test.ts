import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../http/auth-context.ts';
import { resolveProductViewer, type ViewerTypology } from './product-viewer.ts';

const typologies: ViewerTypology[] = [
  { key: 'particulier', name: 'Particulier', public: true, ttc: true },
  { key: 'caviste', name: 'Caviste', public: false, ttc: false },
];

function auth(overrides: {
  role?: AuthContext['user']['role'];
  isPro?: boolean;
  member?: 'owner' | 'iam' | 'agent';
  typology?: string | null;
}): AuthContext {
  return {
    user: {
      id: 'usr_1',
      email: 'a@b.test',
      username: null,
      role: overrides.role ?? 'buyer',
      firstname: null,
      lastname: null,
      isPro: overrides.isPro ?? false,
    },
    via: 'cookie',
    sessionId: 's',
    mainAccountId: null,
    mainAccountSession: false,
    memberships: overrides.member ? [{ shopId: 'shp_a', role: overrides.member, authorizations: null }] : [],
    clientTypologies: overrides.typology === undefined ? {} : { shp_a: overrides.typology },
  } as AuthContext;
}

const view = (
  a: AuthContext | null,
  extra: { membersOnlyPrices?: boolean; requestedTypology?: string } = {},
) =>
  resolveProductViewer({
    auth: a,
    shopId: 'shp_a',
    typologies,
    membersOnlyPrices: extra.membersOnlyPrices ?? false,
    requestedTypology: extra.requestedTypology,
  });

describe('resolveProductViewer (spec §6 product listing, spec §1 prices)', () => {
  it.each([
    ['an anonymous visitor sees the public typology', null, 'particulier'],
    ['a buyer without typology sees the public typology', auth({}), 'particulier'],
    ['a buyer sees the typology the shop gave them', auth({ typology: 'caviste' }), 'caviste'],
    [
      'a buyer with an unknown typology falls back to the public one',
      auth({ typology: 'ghost' }),
      'particulier',
    ],
  ])('%s', (_rule, who, typology) => {
    expect(view(who).typology?.key).toBe(typology);
    expect(view(who).member).toBe(false);
  });

  it.each(['owner', 'iam', 'agent'] as const)(
    'a %s of the shop is a member who may choose the typology',
    (role) => {
      const viewer = view(auth({ role, member: role }), { requestedTypology: 'caviste' });
      expect(viewer).toMatchObject({ member: true, memberRole: role, typology: { key: 'caviste' } });
    },
  );

  it('a buyer cannot choose a typology through the query', () => {
    expect(view(auth({}), { requestedTypology: 'caviste' }).typology?.key).toBe('particulier');
  });

  it('hides prices from visitors only when the shop reserves them to members', () => {
    expect(view(null, { membersOnlyPrices: true }).pricesVisible).toBe(false);
    expect(view(auth({}), { membersOnlyPrices: true }).pricesVisible).toBe(true);
    expect(view(null).pricesVisible).toBe(true);
  });

  it.each([
    ['a professional buyer', auth({ isPro: true }), true],
    ['a professional buyer who already has a typology', auth({ isPro: true, typology: 'caviste' }), true],
    ['a private buyer', auth({}), false],
    ['a visitor', null, false],
    ['the shop staff', auth({ role: 'agent', member: 'agent', isPro: true }), false],
  ])('lets %s request a price grid: %s', (_who, who, allowed) => {
    expect(view(who).canRequestPriceGrid).toBe(allowed);
  });
});
