import { demoIds, queryRows, sql } from '@sarment/db';
import { attackerBrut, type CrossShopArea, post, victimPinot, victimShop, world } from './harness.ts';

// Stocks: the victim's Pinot in its cellar (the default one: deleting it is refused), movements, inventories and
// transfers, capsules (CRD) and allocations (issue 20).
const stockIds = { victimLevel: '', victimAllocation: '', attackerAllocation: '' };
const victimCellar = () => ({
  id: demoIds.warehouses.troisVallees,
  name: 'Chai du domaine',
  taxStatus: 'suspended',
  exciseNumber: null,
  address: null,
});
/** The victim's Pinot allocated to its caviste market. */
const victimAllocationBody = () => ({
  ...victimPinot(),
  target: { kind: 'market', id: 'caviste' },
  quantity: 1,
});
const inVictimCellar = { warehouse: { id: demoIds.warehouses.troisVallees } };

export const stocks: CrossShopArea = {
  async setup() {
    const [level] = await queryRows<{ id: string }>(
      world.database.db,
      sql`select id from stock_levels where shop_id = ${victimShop} and product_id = ${demoIds.products.bourgognePinotNoir}
          order by id limit 1`,
    );
    stockIds.victimLevel = level!.id;
    stockIds.victimAllocation = (await post(world.victim, '/v1/allocations', victimAllocationBody())).id;
    stockIds.attackerAllocation = (
      await post(world.attacker, '/v1/allocations', {
        ...attackerBrut(),
        target: { kind: 'market', id: 'caviste' },
        quantity: 1,
      })
    ).id;
  },
  victimIdFor: {
    'stocks/:id': () => stockIds.victimLevel,
    'warehouses/:id': () => demoIds.warehouses.troisVallees,
    'crd-items/:id': () => 'crd_demo_vert_75',
    'allocations/:id': () => stockIds.victimAllocation,
  },
  bodies: () => ({
    'PUT /v1/stocks/:id': { alertThreshold: 5 },
    'POST /v1/warehouses': { ...victimCellar(), id: undefined, name: 'Chai pirate' },
    'PUT /v1/warehouses/:id': victimCellar(),
    'POST /v1/stock-movements': { ...victimPinot(), ...inVictimCellar, quantity: 1, reason: 'production' },
    'POST /v1/stock-movements/transfer': {
      ...victimPinot(),
      from: { id: demoIds.warehouses.troisVallees },
      to: { id: demoIds.warehouses.troisVallees },
      quantity: 1,
    },
    'POST /v1/stock-movements/inventory': { ...inVictimCellar, lines: [{ ...victimPinot(), counted: 200 }] },
    'POST /v1/stock-movements/inventory/csv': {
      ...inVictimCellar,
      csv: `Réf. produit;Réf. format;Réf. millésime;Compté\r\n${demoIds.products.bourgognePinotNoir};${demoIds.formats.bourgognePinotNoir75cl};${demoIds.vintages.bourgognePinotNoir2022};200\r\n`,
    },
    'POST /v1/crd-items': { name: 'CRD pirate', color: 'vert', type: '75 cl', isCrd: true },
    'PUT /v1/crd-items/:id': { name: 'CRD verte 75 cl', color: 'vert', type: '75 cl', isCrd: true },
    'POST /v1/crd-items/:id/movements': { quantity: 10, reason: 'entry', day: '2026-11-02' },
    'POST /v1/allocations': victimAllocationBody(),
    'PUT /v1/allocations/:id': { ...victimAllocationBody(), quantity: 2 },
  }),
  attempts: () => ({
    // the attacker's own shop moving, counting or transferring the victim's bottles, or into the victim's cellar
    'POST /v1/stock-movements': [
      [
        '/v1/stock-movements',
        {
          ...victimPinot(),
          warehouse: { id: demoIds.warehouses.lemoine },
          quantity: 1,
          reason: 'production',
        },
      ],
      ['/v1/stock-movements', { ...attackerBrut(), ...inVictimCellar, quantity: 1, reason: 'production' }],
    ],
    'POST /v1/stock-movements/transfer': [
      [
        '/v1/stock-movements/transfer',
        {
          ...victimPinot(),
          from: { id: demoIds.warehouses.lemoine },
          to: { id: demoIds.warehouses.troisVallees },
          quantity: 1,
        },
      ],
    ],
    'POST /v1/stock-movements/inventory': [
      ['/v1/stock-movements/inventory', { ...inVictimCellar, lines: [{ ...victimPinot(), counted: 0 }] }],
    ],
    'POST /v1/stock-movements/inventory/csv': [
      [
        '/v1/stock-movements/inventory/csv',
        {
          ...inVictimCellar,
          csv: `Réf. produit;Réf. format;Compté\r\n${demoIds.products.bourgognePinotNoir};${demoIds.formats.bourgognePinotNoir75cl};0\r\n`,
        },
      ],
    ],
    // the attacker's shop allocating the victim's Pinot, or its own Brut to the victim's client
    'POST /v1/allocations': [
      ['/v1/allocations', victimAllocationBody()],
      [
        '/v1/allocations',
        { ...attackerBrut(), target: { kind: 'client', id: 'cli_trois_vallees_caviste' }, quantity: 1 },
      ],
    ],
    'PUT /v1/allocations/:id': [[`/v1/allocations/${stockIds.attackerAllocation}`, victimAllocationBody()]],
    // a warehouse body's id is the one of the path (ignored on POST): the path tests cover it
    'POST /v1/warehouses': [],
    'PUT /v1/warehouses/:id': [],
  }),
};
