// Demo CRM (issue 17): Trois Vallées' clients. The buyer and the caviste have accounts (the caviste keeps the
// typology caviste her shop link had); a restaurant, a particulier and a prospect were typed in by the owner.
import type { Executor } from '../database.ts';
import { clientAddresses, clientContacts, clients } from '../schema/crm.ts';
import type { NewClient, NewClientAddress, NewClientContact } from '../schema/rows.ts';
import { demoIds } from './demo-ids.ts';

const { users: u, shops: s } = demoIds;
const shopId = s.troisVallees;

export const demoClientIds = {
  caviste: 'cli_trois_vallees_caviste',
  buyer: 'cli_trois_vallees_buyer',
  restaurant: 'cli_trois_vallees_table_de_beaune',
  particulier: 'cli_trois_vallees_helene_dubois',
  prospect: 'cli_trois_vallees_prospect_comptoir',
} as const;
const c = demoClientIds;

export const demoClients: NewClient[] = [
  {
    shopId,
    id: c.caviste,
    userId: u.caviste,
    typology: 'caviste',
    civility: 'Madame',
    firstname: 'Sophie',
    lastname: 'Lambert',
    email: 'caviste@sarment.test',
    phone: '+33380221144',
    isPro: true,
    businessReason: 'SARL Cellier Lambert',
    businessName: 'Le Cellier de Beaune',
    siret: '73282932000074',
    siren: '732829320',
    nic: '00074',
    paymentDelay: 'days30',
    paymentTypes: ['transfer', 'check'],
    agentUserId: u.agent,
    tags: ['Bourgogne'],
    city: 'Beaune',
    zipcode: '21200',
    department: '21',
  },
  {
    shopId,
    id: c.buyer,
    userId: u.buyer,
    civility: 'Monsieur',
    firstname: 'Julien',
    lastname: 'Bernard',
    email: 'buyer@sarment.test',
    phone: '+33612345678',
    city: 'Dijon',
    zipcode: '21000',
    department: '21',
  },
  {
    shopId,
    id: c.restaurant,
    typology: 'restaurateur',
    civility: 'SAS',
    lastname: 'Morel',
    firstname: 'Marc',
    email: 'contact@table-de-beaune.test',
    phone: '+33380240000',
    isPro: true,
    businessReason: 'SAS Table de Beaune',
    businessName: 'La Table de Beaune',
    siret: '44306184100047',
    siren: '443061841',
    nic: '00047',
    vatNumber: 'FR64443061841',
    paymentDelay: 'days45EndOfMonth',
    paymentTypes: ['transfer'],
    tags: ['Restaurant', 'Bourgogne'],
    notes: 'Carte des vins renouvelée en mars.',
    city: 'Beaune',
    zipcode: '21200',
    department: '21',
  },
  {
    shopId,
    id: c.particulier,
    typology: 'particulier',
    civility: 'Madame',
    firstname: 'Hélène',
    lastname: 'Dubois',
    email: 'helene.dubois@exemple.test',
    phone: '+33611223344',
    marketingConsent: true,
    marketingConsentAt: new Date('2026-03-14T10:00:00Z'),
    marketingConsentSource: 'Salon des vins de Dijon',
    city: 'Lyon',
    zipcode: '69003',
    department: '69',
  },
  {
    shopId,
    id: c.prospect,
    pipe: 'Prospect',
    prospectStage: 'contacted',
    lastContactAt: new Date('2026-11-02T09:30:00Z'),
    civility: 'SARL',
    firstname: 'Émile',
    lastname: 'Rousseau',
    email: 'emile@comptoir-des-vignes.test',
    isPro: true,
    businessReason: 'SARL Comptoir des Vignes',
    businessName: 'Le Comptoir des Vignes',
    agentUserId: u.agent,
    city: 'Dijon',
    zipcode: '21000',
    department: '21',
  },
];

const demoContacts: NewClientContact[] = [
  {
    shopId,
    id: 'ctc_table_de_beaune_sommelier',
    clientId: c.restaurant,
    firstname: 'Inès',
    lastname: 'Garnier',
    role: 'Sommelière',
    email: 'ines@table-de-beaune.test',
    phone: '+33611009988',
    position: 0,
  },
];

const demoAddresses: NewClientAddress[] = [
  {
    shopId,
    id: 'adr_cellier_lambert_billing',
    clientId: c.caviste,
    kind: 'billing',
    isDefault: true,
    name: 'Le Cellier de Beaune',
    street: '7 place Carnot',
    zipcode: '21200',
    city: 'Beaune',
    country: 'FR',
    department: '21',
  },
  {
    shopId,
    id: 'adr_julien_bernard_billing',
    clientId: c.buyer,
    kind: 'billing',
    isDefault: true,
    name: 'Julien Bernard',
    street: '18 rue de la Liberté',
    zipcode: '21000',
    city: 'Dijon',
    country: 'FR',
    department: '21',
  },
  {
    shopId,
    id: 'adr_table_de_beaune_billing',
    clientId: c.restaurant,
    kind: 'billing',
    isDefault: true,
    name: 'La Table de Beaune',
    street: '3 rue d’Alsace',
    zipcode: '21200',
    city: 'Beaune',
    country: 'FR',
    department: '21',
  },
  {
    shopId,
    id: 'adr_table_de_beaune_delivery',
    clientId: c.restaurant,
    kind: 'delivery',
    isDefault: true,
    name: 'La Table de Beaune (livraisons)',
    street: '5 impasse des Tonneliers',
    zipcode: '21200',
    city: 'Beaune',
    country: 'FR',
    department: '21',
  },
  {
    shopId,
    id: 'adr_helene_dubois_billing',
    clientId: c.particulier,
    kind: 'billing',
    isDefault: true,
    street: '12 quai Victor Augagneur',
    zipcode: '69003',
    city: 'Lyon',
    country: 'FR',
    department: '69',
  },
];

/** Inserts the demo clients; the accounts and typologies must be there. */
export async function insertDemoCrm(db: Executor): Promise<void> {
  await db.insert(clients).values(demoClients);
  await db.insert(clientContacts).values(demoContacts);
  await db.insert(clientAddresses).values(demoAddresses);
}
