import type { NewShop } from '../schema/rows.ts';
import type { Address, LegalIdentity } from '../schema/types.ts';
import { type DemoShopKey, demoIds } from './demo-ids.ts';
import { homeTabHtml, legalNoticeHtml } from './demo-texts.ts';
import { makeIntegration, makeShop, makeShopHeader, makeShopSettings } from './factories/shops.ts';

export interface DemoShop {
  key: DemoShopKey;
  shop: NewShop;
  address: Address;
  warehouseName: string;
  bank: { label: string; iban: string; bic: string };
}

interface DemoShopInput {
  key: DemoShopKey;
  code: string;
  urlName: string;
  name: string;
  businessType: NewShop['businessType'];
  integration: NewShop['integration'];
  titleProducts: string;
  color: string;
  phone: string;
  legal: LegalIdentity;
  director: string;
  warehouseName: string;
  bank: DemoShop['bank'];
}

const inputs: DemoShopInput[] = [
  {
    key: 'troisVallees',
    code: 'TROISV',
    urlName: 'trois-vallees',
    name: 'Domaine des Trois Vallées',
    businessType: 'wine',
    integration: makeIntegration('all'),
    titleProducts: 'Nos vins',
    color: '#7b1e3a',
    phone: '+33386421810',
    legal: {
      businessName: 'SCEA Domaine des Trois Vallées',
      legalForm: "société civile d'exploitation agricole",
      capitalCents: 15_000_000,
      siret: '81234567600017',
      rcs: 'Auxerre',
      vatNumber: 'FR19812345676',
      exciseNumber: 'FR089001E1234',
      address: { street: '3 chemin des Vallées', zipcode: '89800', city: 'Chablis', country: 'FR' },
    },
    director: 'Claire Vallet',
    warehouseName: 'Chai du domaine',
    bank: { label: 'BNP Paribas Auxerre', iban: 'FR7630004008230001023456728', bic: 'BNPAFRPPXXX' },
  },
  {
    key: 'lemoine',
    code: 'LEMOIN',
    urlName: 'champagne-lemoine',
    name: 'Champagne Lemoine',
    businessType: 'champaign',
    // contract: all active except futures and purchase
    integration: makeIntegration([
      'crm',
      'campaigns',
      'salesPoint',
      'stocks',
      'agents',
      'iam',
      'shop',
      'analytics',
      'reservations',
      'accounting',
      'iframes',
    ]),
    titleProducts: 'Nos champagnes',
    color: '#b8860b',
    phone: '+33326550421',
    legal: {
      businessName: 'Champagne Lemoine SAS',
      legalForm: 'société par actions simplifiée',
      capitalCents: 50_000_000,
      siret: '85347629900013',
      rcs: 'Reims',
      vatNumber: 'FR31853476299',
      exciseNumber: 'FR051002E0872',
      address: { street: '27 avenue de Champagne', zipcode: '51200', city: 'Épernay', country: 'FR' },
    },
    director: 'Antoine Lemoine',
    warehouseName: 'Caves de craie',
    bank: { label: 'Crédit Mutuel Épernay', iban: 'FR7610278025000002034567829', bic: 'CMCIFR2A' },
  },
  {
    key: 'mont',
    code: 'DUMONT',
    urlName: 'distillerie-du-mont',
    name: 'Distillerie du Mont',
    businessType: 'spirit',
    integration: makeIntegration(['crm', 'stocks', 'shop', 'accounting']),
    titleProducts: 'Nos eaux-de-vie',
    color: '#2f5d50',
    phone: '+33479070312',
    legal: {
      businessName: 'Distillerie du Mont SAS',
      legalForm: 'société par actions simplifiée',
      capitalCents: 8_000_000,
      siret: '79051283400017',
      rcs: 'Chambéry',
      vatNumber: 'FR64790512834',
      exciseNumber: 'FR073004E0215',
      address: { street: '5 route du Col', zipcode: '73700', city: 'Bourg-Saint-Maurice', country: 'FR' },
    },
    director: 'Pierre Berthod',
    warehouseName: 'Chai de la distillerie',
    bank: { label: 'Crédit Agricole des Savoie', iban: 'FR7618106000320003045678976', bic: 'AGRIFRPP881' },
  },
];

function buildDemoShop(input: DemoShopInput): DemoShop {
  const contactEmail = `contact@${input.urlName}.test`;
  return {
    key: input.key,
    address: input.legal.address,
    warehouseName: input.warehouseName,
    bank: input.bank,
    shop: makeShop({
      id: demoIds.shops[input.key],
      code: input.code,
      urlName: input.urlName,
      name: input.name,
      businessType: input.businessType,
      settings: makeShopSettings({ titleProducts: input.titleProducts }),
      integration: input.integration,
      header: makeShopHeader({ color: '#ffffff', font: 'Playfair Display' }),
      color: input.color,
      logo: null,
      editedShop: { color: input.color, banner: null, logo: null },
      contactEmail,
      phone: input.phone,
      legal: input.legal,
      legalNoticeHtml: legalNoticeHtml(input.name, input.legal, input.director, contactEmail),
      paymentsList: ['cb', 'transfer', 'check'],
      cardProvider: { accountId: null, active: false },
      online: true,
    }),
  };
}

export const demoShops: DemoShop[] = inputs.map(buildDemoShop);

export { homeTabHtml };
