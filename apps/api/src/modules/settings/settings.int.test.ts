import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { defaultPipelineStages } from '@sarment/domain/crm/pipeline';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let ownerLemoine: LoggedIn;
let iam: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  ownerLemoine = await loginAs(app, 'owner@champagne-lemoine.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, who: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
const read = async (who: LoggedIn = owner): Promise<any> => (await call('GET', '/v1/settings', who)).json();
const FORBIDDEN = { success: false, message: "Vous n'avez pas les droits pour effectuer cette action." };
const SAVED = { success: true, message: 'Les paramètres ont bien été enregistrés' };

const validInfos = {
  name: 'Domaine des Trois Vallées',
  businessName: 'SCEA des Trois Vallées',
  legalForm: 'SCEA',
  capital: 15000,
  siret: '732 829 320 00074',
  rcs: 'RCS Dijon',
  vatNumber: 'FR44732829320',
  exciseNumber: 'FR012345E1234',
  address: { street: '1 rue des Vignes', zipcode: '21200', city: 'Beaune', country: 'FR' },
  contactEmail: 'contact@trois-vallees.test',
  phone: '06 12 34 56 78',
  online: true,
  minOrderAmount: 50,
  minProductCount: 1,
  maxProductCount: 120,
  quantityMultiple: 6,
  membersOnlyPrices: false,
};

describe('link=infos (spec §2, §5)', () => {
  it('saves identity and legal mentions; SIREN and NIC come from the SIRET', async () => {
    expect((await call('PUT', '/v1/settings/infos', owner, validInfos)).json()).toEqual(SAVED);
    const { infos } = await read();
    expect(infos).toMatchObject({
      siret: '73282932000074',
      siren: '732829320',
      nic: '00074',
      minOrderAmount: 50,
      quantityMultiple: 6,
      contactEmail: 'contact@trois-vallees.test',
    });
  });

  it('an invalid SIRET answers the spec message and saves nothing', async () => {
    const before = (await read()).infos;
    const res = await call('PUT', '/v1/settings/infos', owner, {
      ...validInfos,
      siret: '73282932000075',
      name: 'X Y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le numéro SIRET n'est pas valide");
    expect((await read()).infos).toEqual(before);
  });

  it('an invalid e-mail or phone answers the spec messages', async () => {
    const mail = await call('PUT', '/v1/settings/infos', owner, { ...validInfos, contactEmail: 'nope' });
    expect(mail.json().message).toBe('Le mail est incorrect');
    const phone = await call('PUT', '/v1/settings/infos', owner, { ...validInfos, phone: '12' });
    expect(phone.json().message).toBe("Ce numéro n'est pas valide");
  });

  it('the iam may read the settings but its writes are refused with 422, nothing changed', async () => {
    expect((await call('GET', '/v1/settings', iam)).statusCode).toBe(200);
    const res = await call('PUT', '/v1/settings/infos', iam, { ...validInfos, name: 'Pirate' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(FORBIDDEN);
    expect((await read()).infos.name).toBe('Domaine des Trois Vallées');
  });
});

describe('link=typos and matchGrids', () => {
  it('saves typologies and refuses two public ones', async () => {
    const { typos } = await read();
    const changed = typos.typologies.map((t: { key: string }) =>
      t.key === 'caviste' ? { ...t, globalDiscount: 5 } : t,
    );
    expect((await call('PUT', '/v1/settings/typos', owner, { typologies: changed })).json()).toEqual(SAVED);
    const caviste = (await read()).typos.typologies.find((t: { key: string }) => t.key === 'caviste');
    expect(caviste.globalDiscount).toBe(5);
    const twoPublic = changed.map((t: object) => ({ ...t, public: true }));
    const res = await call('PUT', '/v1/settings/typos', owner, { typologies: twoPublic });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Une seule typologie doit être publique');
  });

  it('a match grid must name a typology of the shop', async () => {
    const res = await call('PUT', '/v1/settings/matchGrids', owner, { grids: { inconnue: 'Grille A' } });
    expect(res.json()).toMatchObject({ success: false, message: 'Typologie inconnue' });
    expect(
      (await call('PUT', '/v1/settings/matchGrids', owner, { grids: { caviste: 'Pro' } })).json(),
    ).toEqual(SAVED);
    expect((await read()).matchGrids).toEqual({ grids: { caviste: 'Pro' } });
  });
});

const billing = {
  banks: [
    { label: 'Crédit Agricole', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', default: true },
  ],
  paymentsList: ['cb', 'transfer'],
  paymentDelays: ['atOrder', 'days30EndOfMonth'],
  defaultPaymentDelay: 'atOrder',
  numbering: { quote: 'DV', order: 'CM', bill: 'FA', credit: 'AV', deposit: 'AC', deliveryNote: 'BL' },
  legalFooter: 'Pénalités de retard : 3 fois le taux légal.',
};

describe('link=billing', () => {
  it('shows, before any choice, the prefixes documents and orders are really numbered with', async () => {
    expect((await read(ownerLemoine)).billing.numbering).toEqual({
      quote: 'DE',
      order: 'CMD-LEMOIN',
      bill: 'FA',
      credit: 'AV',
      deposit: 'AC',
      deliveryNote: 'BL',
    });
  });

  it('saves banks (IBAN normalized, one default), payment types, delays and numbering', async () => {
    expect((await call('PUT', '/v1/settings/billing', owner, billing)).json()).toEqual(SAVED);
    const saved = (await read()).billing;
    expect(saved.banks).toMatchObject([{ iban: 'FR7630006000011234567890189', default: true }]);
    expect(saved).toMatchObject({
      paymentsList: ['cb', 'transfer'],
      paymentDelays: ['atOrder', 'days30EndOfMonth'],
    });
    expect(saved.numbering.quote).toBe('DV');
  });

  it('an invalid IBAN answers the spec message and saves nothing', async () => {
    const bad = { ...billing, banks: [{ ...billing.banks[0], iban: 'FR7630006000011234567890180' }] };
    const res = await call('PUT', '/v1/settings/billing', owner, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'IBAN n'est pas valide");
    expect((await read()).billing.banks[0].iban).toBe('FR7630006000011234567890189');
  });

  it('refuses an unknown payment delay', async () => {
    const res = await call('PUT', '/v1/settings/billing', owner, { ...billing, paymentDelays: ['days31'] });
    expect(res.statusCode).toBe(400);
  });
});

describe('link=products (VAT rates)', () => {
  const products = {
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    titleProducts: 'Nos cuvées',
    defaultFormats: ['Bouteille 75 cl'],
    packings: [{ name: 'Carton de 6', quantity: 6 }],
  };
  it('saves the VAT rates and the product title', async () => {
    expect((await call('PUT', '/v1/settings/products', owner, products)).json()).toEqual(SAVED);
    expect((await read()).products).toMatchObject({ titleProducts: 'Nos cuvées' });
  });
  it('a VAT rate of 100 answers the spec message and saves nothing', async () => {
    const res = await call('PUT', '/v1/settings/products', owner, {
      ...products,
      vatRate: { ...products.vatRate, standard: 100 },
      titleProducts: 'Autre',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le taux de TVA doit être compris entre 0 et 100');
    expect((await read()).products).toMatchObject({ titleProducts: 'Nos cuvées', vatRate: { standard: 20 } });
  });
});

describe('link=promotions', () => {
  it('stores no codes in the settings any more: the tab points to /v1/promo-codes (issue 16)', async () => {
    const promo = {
      code: 'PRINTEMPS',
      type: '%',
      amount: 10,
      threshold: { kind: 'none', value: 0 },
      active: true,
    };
    const res = await call('PUT', '/v1/settings/promotions', owner, { promotions: [promo] });
    expect(res.statusCode).toBe(404);
    expect((await read()).promotions).toEqual({ resource: '/v1/promo-codes' });
  });
});

describe('link=delivery (manageDelivery)', () => {
  it('updates a mode in the spec §9 department order and adds a collection point', async () => {
    const { delivery } = await read();
    const mode = { ...delivery.modes[0], price: 11.5, departments: ['974', '21', '2A', '01'] };
    const point = { name: 'Retrait à Beaune', address: null, price: 0, active: true };
    const body = { modes: [mode], collectionPoints: [...delivery.collectionPoints, point] };
    expect((await call('PUT', '/v1/settings/delivery', owner, body)).json()).toEqual(SAVED);
    const after = (await read()).delivery;
    expect(after.modes[0]).toMatchObject({ price: 11.5, departments: ['01', '2A', '21', '974'] });
    expect(after.collectionPoints).toHaveLength(2);
  });

  it("another shop's delivery mode is unknown (404) and nothing is saved", async () => {
    const { delivery } = await read(ownerLemoine);
    const body = { modes: [{ ...delivery.modes[0], price: 0.5 }], collectionPoints: [] };
    const res = await call('PUT', '/v1/settings/delivery', owner, body);
    expect(res.statusCode).toBe(404);
    expect((await read(ownerLemoine)).delivery.modes[0].price).toBe(delivery.modes[0].price);
  });

  it('a transport fee of 25 answers the spec message', async () => {
    const { delivery } = await read();
    const res = await call('PUT', '/v1/settings/delivery', owner, {
      modes: [{ ...delivery.modes[0], extraParcel: 25 }],
      collectionPoints: [],
    });
    expect(res.json().message).toBe('Les frais de transport doivent être compris entre 0 et 25');
  });

  it('the contract iam (no manageDelivery) is refused with 422', async () => {
    const res = await call('PUT', '/v1/settings/delivery', iam, { modes: [], collectionPoints: [] });
    expect(res.statusCode).toBe(422);
  });
});

describe('link=roles (accessCollaborator)', () => {
  it('the contract iam cannot open the roles nor write them', async () => {
    expect((await call('GET', '/v1/settings/roles', iam)).statusCode).toBe(422);
    const res = await call('PUT', `/v1/settings/roles/${demoIds.users.iamTroisVallees}`, iam, {
      authorizations: null,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expect.objectContaining(FORBIDDEN));
  });

  it("the owner sets a collaborator's permissions; unknown flags are dropped", async () => {
    const list = (await call('GET', '/v1/settings/roles', owner)).json();
    const member = list.find((m: { userId: string }) => m.userId === demoIds.users.iamTroisVallees);
    expect(member.authorizations).toMatchObject({ seeAllOrder: true });
    const flags = { ...member.authorizations, manageDelivery: true, hack: true };
    const url = `/v1/settings/roles/${demoIds.users.iamTroisVallees}`;
    expect((await call('PUT', url, owner, { authorizations: flags })).json()).toEqual(SAVED);
    const after = (await call('GET', '/v1/settings/roles', owner)).json();
    const saved = after.find((m: { userId: string }) => m.userId === demoIds.users.iamTroisVallees);
    expect(saved.authorizations.manageDelivery).toBe(true);
    expect(saved.authorizations.hack).toBeUndefined();
    // restore the contract's rights for the other tests
    await call('PUT', url, owner, { authorizations: member.authorizations });
  });

  it("another shop's user is unknown here (404)", async () => {
    const res = await call('PUT', `/v1/settings/roles/${demoIds.users.ownerLemoine}`, owner, {
      authorizations: null,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('link=integrations', () => {
  it('switches reservations off: its API routes then answer 422', async () => {
    const { integrations } = await read();
    const body = { ...integrations, reservations: false };
    expect((await call('PUT', '/v1/settings/integrations', owner, body)).json()).toEqual(SAVED);
    expect((await read()).integrations.reservations).toBe(false);
    const me = (await call('GET', '/v1/shops/me', owner)).json();
    expect(me.integration.reservations.active).toBe(false);
    await call('PUT', '/v1/settings/integrations', owner, integrations);
  });

  it('the iam cannot switch modules', async () => {
    const { integrations } = await read();
    expect((await call('PUT', '/v1/settings/integrations', iam, integrations)).statusCode).toBe(422);
  });
});

describe('link=accounting (editAccountingCodes)', () => {
  it('the owner saves accounting codes; the contract iam is refused', async () => {
    const body = { codes: [{ label: 'Ventes France', account: '707100' }] };
    expect((await call('PUT', '/v1/settings/accounting', owner, body)).json()).toEqual(SAVED);
    expect((await call('PUT', '/v1/settings/accounting', iam, body)).statusCode).toBe(422);
    expect((await read()).accounting).toEqual(body);
  });
});

describe('link=crm: the reception e-mail list (spec §5)', () => {
  const crm = (receptionEmails: unknown) => ({ defaultPipe: 'Prospect', receptionEmails });

  it('saves a list of addresses and reads it back', async () => {
    const body = crm(['ventes@trois-vallees.test', 'cave@trois-vallees.test']);
    expect((await call('PUT', '/v1/settings/crm', owner, body)).json()).toEqual(SAVED);
    // issue 17: the pipeline stages read beside, the default list until saved
    expect((await read()).crm).toEqual({ ...body, stages: defaultPipelineStages });
  });

  it('an empty list or an invalid address answers the spec message and saves nothing', async () => {
    const before = (await read()).crm;
    const empty = await call('PUT', '/v1/settings/crm', owner, crm([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Veuillez renseigner au moins une adresse mail');
    const invalid = await call('PUT', '/v1/settings/crm', owner, crm(['ventes@trois-vallees.test', 'cave@']));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("L'adresse cave@ n'est pas valide");
    expect((await read()).crm).toEqual(before);
  });

  it('a single address stored before the list reads as a list of one', async () => {
    await queryRows(
      database.db,
      sql`update shops set settings = jsonb_set(settings, '{sections,crm}',
        '{"defaultPipe":"Client","receptionEmail":"ancien@trois-vallees.test"}'::jsonb, true)
        where id = ${demoIds.shops.troisVallees}`,
    );
    expect((await read()).crm).toEqual({
      defaultPipe: 'Client',
      receptionEmails: ['ancien@trois-vallees.test'],
      stages: defaultPipelineStages,
    });
  });
});
