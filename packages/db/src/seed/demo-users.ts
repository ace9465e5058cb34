import type { NewShopMember, NewUser } from '../schema/rows.ts';
import type { Address } from '../schema/types.ts';
import { demoIds } from './demo-ids.ts';

const { users: u, shops: s } = demoIds;

const buyerAddress: Address = {
  name: 'Julien Bernard',
  street: '18 rue de la Liberté',
  zipcode: '21000',
  city: 'Dijon',
  country: 'FR',
  phone: '+33612345678',
};

const cavisteAddress: Address = {
  name: 'Le Cellier de Beaune',
  street: '7 place Carnot',
  zipcode: '21200',
  city: 'Beaune',
  country: 'FR',
  phone: '+33380221144',
};

/** The demo accounts of contract.md, without password hash. */
export const demoUsers: NewUser[] = [
  {
    id: u.ownerTroisVallees,
    email: 'owner@trois-vallees.test',
    role: 'owner',
    firstname: 'Claire',
    lastname: 'Vallet',
  },
  {
    id: u.ownerLemoine,
    email: 'owner@champagne-lemoine.test',
    role: 'owner',
    firstname: 'Antoine',
    lastname: 'Lemoine',
  },
  {
    id: u.ownerMont,
    email: 'owner@distillerie-du-mont.test',
    role: 'owner',
    firstname: 'Pierre',
    lastname: 'Berthod',
  },
  {
    id: u.iamTroisVallees,
    email: 'iam@trois-vallees.test',
    role: 'iam',
    firstname: 'Lucie',
    lastname: 'Fontaine',
  },
  { id: u.agent, email: 'agent@sarment.test', role: 'agent', firstname: 'Thomas', lastname: 'Girard' },
  {
    id: u.buyer,
    email: 'buyer@sarment.test',
    role: 'buyer',
    firstname: 'Julien',
    lastname: 'Bernard',
    phone: '+33612345678',
    deliveryAddress: buyerAddress,
    billingAddress: buyerAddress,
  },
  {
    id: u.caviste,
    email: 'caviste@sarment.test',
    role: 'buyer',
    firstname: 'Sophie',
    lastname: 'Lambert',
    isPro: true,
    business: { reason: 'SARL Cellier Lambert', name: 'Le Cellier de Beaune' },
    phone: '+33380221144',
    deliveryAddress: cavisteAddress,
    billingAddress: cavisteAddress,
  },
  { id: u.admin, email: 'admin@sarment.test', role: 'admin', firstname: 'Nadia', lastname: 'Roussel' },
  // a main account has no rights of its own: it only chooses one of its sub-accounts (spec §1)
  { id: u.main, email: 'main@sarment.test', role: 'buyer', firstname: 'Hélène', lastname: 'Marchal' },
];

// contract: the iam collaborator of Trois Vallées has exactly these permissions
export const iamPermissions = [
  'seeAllOrder',
  'createOrder',
  'createQuote',
  'seeAllClient',
  'createClient',
  'seeAllProduct',
  'seeAllMessages',
] as const;

export const demoMembers: NewShopMember[] = [
  { shopId: s.troisVallees, userId: u.ownerTroisVallees, role: 'owner', authorizations: null },
  { shopId: s.lemoine, userId: u.ownerLemoine, role: 'owner', authorizations: null },
  { shopId: s.mont, userId: u.ownerMont, role: 'owner', authorizations: null },
  {
    shopId: s.troisVallees,
    userId: u.iamTroisVallees,
    role: 'iam',
    authorizations: Object.fromEntries(iamPermissions.map((permission) => [permission, true])),
    // team: the collaborators page's 'Fonction'
    jobTitle: 'Assistante commerciale',
  },
  { shopId: s.troisVallees, userId: u.agent, role: 'agent', authorizations: null },
  { shopId: s.lemoine, userId: u.agent, role: 'agent', authorizations: null },
];

export const demoMainAccount = {
  mainUserId: u.main,
  subUserIds: [u.ownerTroisVallees, u.ownerLemoine],
};
