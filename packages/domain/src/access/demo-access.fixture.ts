// The contract's demo accounts and shops in the access rules' shapes, for tests (not exported by the package).
import type { AccessShop, AccessUser } from './access-types.ts';
import { type Integration, integrations, type Permission } from './permissions.ts';

function integrationFlags(active: readonly Integration[]): AccessShop['integration'] {
  return Object.fromEntries(integrations.map((name) => [name, { active: active.includes(name) }]));
}

/** contract: the iam of Trois Vallées has only these permissions. */
export const iamTroisValleesPermissions: readonly Permission[] = [
  'seeAllOrder',
  'createOrder',
  'createQuote',
  'seeAllClient',
  'createClient',
  'seeAllProduct',
  'seeAllMessages',
];

export const demoUsers = {
  ownerTroisVallees: { id: 'usr_owner_tv', role: 'owner', shops: [{ id: 'shp_trois_vallees' }] },
  ownerLemoine: { id: 'usr_owner_lemoine', role: 'owner', shops: [{ id: 'shp_lemoine' }] },
  ownerDistillerie: { id: 'usr_owner_mont', role: 'owner', shops: [{ id: 'shp_distillerie' }] },
  iamTroisVallees: { id: 'usr_iam_tv', role: 'iam', shops: [{ id: 'shp_trois_vallees' }] },
  agent: { id: 'usr_agent', role: 'agent', shops: [{ id: 'shp_trois_vallees' }, { id: 'shp_lemoine' }] },
  buyer: { id: 'usr_buyer', role: 'buyer', shops: [] },
  caviste: { id: 'usr_caviste', role: 'buyer', shops: [] },
  admin: { id: 'usr_admin', role: 'admin', shops: [] },
} as const satisfies Record<string, AccessUser>;

export const demoShops = {
  troisVallees: {
    id: 'shp_trois_vallees',
    integration: integrationFlags(integrations),
    authorizations: {
      byUser: {
        [demoUsers.iamTroisVallees.id]: Object.fromEntries(
          iamTroisValleesPermissions.map((name) => [name, true]),
        ),
      },
    },
  },
  lemoine: {
    id: 'shp_lemoine',
    integration: integrationFlags(integrations.filter((name) => name !== 'futures' && name !== 'purchase')),
    authorizations: null,
  },
  distillerie: {
    id: 'shp_distillerie',
    integration: integrationFlags(['crm', 'stocks', 'shop', 'accounting']),
    authorizations: null,
  },
} as const satisfies Record<string, AccessShop>;
