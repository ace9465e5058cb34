import { demoIds } from '@sarment/db';
import type { LoggedIn } from '../../testing/auth.ts';
import { type CrossShopArea, get, post, world } from './harness.ts';

// The catalogue: products (as their staff read them), promotion codes, box builders, the price grids (tarifs) and
// the grid a client buys at.
const promoCodes = { victim: '', attacker: '' };
const builders = { victim: '', attacker: '' };
// biome-ignore lint/suspicious/noExplicitAny: the products as their staff read them, to build request bodies
const products: Record<'victim' | 'attacker', any> = { victim: null, attacker: null };

/** A box builder of the victim's bottles. */
const victimBuilderBody = () => ({
  name: 'Coffret découverte',
  size: 6,
  priceKind: 'sum',
  products: [
    {
      product: { id: demoIds.products.bourgognePinotNoir },
      format: { id: demoIds.formats.bourgognePinotNoir75cl },
    },
  ],
});
/** The attacker's own Brut Réserve, as a builder or a box names a bottle. */
const attackerBrutBottle = () => ({
  product: { id: demoIds.products.brutReserve },
  format: { id: demoIds.formats.brutReserve75cl },
});

export const catalogue: CrossShopArea = {
  async setup() {
    const { victim, attacker } = world;
    const promoCode = (session: LoggedIn) =>
      post(session, '/v1/promo-codes', { code: 'BIENVENUE10', kind: 'percent', value: 10 });
    promoCodes.victim = (await promoCode(victim)).id;
    promoCodes.attacker = (await promoCode(attacker)).id;
    const builder = (session: LoggedIn, bottle: object) =>
      post(session, '/v1/builders', { ...victimBuilderBody(), products: [bottle] });
    builders.victim = (await builder(victim, victimBuilderBody().products[0]!)).id;
    builders.attacker = (await builder(attacker, attackerBrutBottle())).id;
    products.victim = await get(victim, `/v1/products/${demoIds.products.bourgognePinotNoir}`);
    products.attacker = await get(attacker, `/v1/products/${demoIds.products.brutReserve}`);
  },
  victimIdFor: {
    'products/:id': () => demoIds.products.bourgognePinotNoir,
    'promo-codes/:id': () => promoCodes.victim,
    'builders/:id': () => builders.victim,
    // the victim's client (Trois Vallées gave the caviste its Caviste grid)
    'clients/:userId': () => demoIds.users.caviste,
  },
  bodies: () => ({
    // the product as its staff reads it (that route's contract)
    'POST /v1/products': { ...products.victim, name: 'Pinot pirate', vintages: [], formats: [], gtins: [] },
    'PUT /v1/products/:id': products.victim,
    'POST /v1/promo-codes': { code: 'PIRATE', kind: 'percent', value: 50 },
    'PUT /v1/promo-codes/:id': {
      id: promoCodes.victim,
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 90,
    },
    'POST /v1/builders': victimBuilderBody(),
    'PUT /v1/builders/:id': { ...victimBuilderBody(), id: builders.victim },
    'PUT /v1/tarifs': {
      changes: [{ formatId: demoIds.formats.bourgognePinotNoir75cl, typology: 'caviste', amount: 11 }],
    },
    'POST /v1/tarifs/bulk': { typology: 'caviste', percent: 3 },
    'POST /v1/tarifs/import': {
      csv: `Référence;Caviste (HT)\r\n${demoIds.formats.bourgognePinotNoir75cl};11,00\r\n`,
    },
    'PUT /v1/clients/:userId/typology': { typology: 'caviste' },
  }),
  attempts: () => {
    // the attacker's own product, carrying the victim's vintages and formats
    const withVictimParts = {
      ...products.attacker,
      vintages: products.victim?.vintages,
      formats: products.victim?.formats,
    };
    return {
      'POST /v1/products': [
        ['/v1/products', { ...withVictimParts, name: 'Pirate' }],
        // a box of the attacker's made of the victim's bottles
        [
          '/v1/products',
          {
            name: 'Coffret pirate',
            productType: 'box',
            components: [
              {
                product: { id: demoIds.products.bourgognePinotNoir },
                format: { id: demoIds.formats.bourgognePinotNoir75cl },
                quantity: 1,
              },
            ],
          },
        ],
      ],
      'PUT /v1/products/:id': [[`/v1/products/${demoIds.products.brutReserve}`, withVictimParts]],
      // the attacker's own code, its body naming the victim's code
      'PUT /v1/promo-codes/:id': [
        [
          `/v1/promo-codes/${promoCodes.attacker}`,
          { id: promoCodes.victim, code: 'BIENVENUE10', kind: 'percent', value: 90 },
        ],
      ],
      // the attacker's builder offering the victim's bottles, or naming the victim's builder
      'POST /v1/builders': [['/v1/builders', victimBuilderBody()]],
      'PUT /v1/builders/:id': [
        [`/v1/builders/${builders.attacker}`, victimBuilderBody()],
        [
          `/v1/builders/${builders.attacker}`,
          { ...victimBuilderBody(), id: builders.victim, products: [attackerBrutBottle()] },
        ],
      ],
      // the attacker's grid, naming the victim's format
      'PUT /v1/tarifs': [
        [
          '/v1/tarifs',
          { changes: [{ formatId: demoIds.formats.bourgognePinotNoir75cl, typology: 'caviste', amount: 1 }] },
        ],
      ],
    };
  },
};
