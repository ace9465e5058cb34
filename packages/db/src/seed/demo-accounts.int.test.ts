import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query-rows.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { verifyPassword } from './password.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true });
});
afterAll(() => testDb.drop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(testDb.db, query);

describe('demo accounts match contract.md', () => {
  it.each([
    ['owner@trois-vallees.test', 'owner'],
    ['owner@champagne-lemoine.test', 'owner'],
    ['owner@distillerie-du-mont.test', 'owner'],
    ['iam@trois-vallees.test', 'iam'],
    ['agent@sarment.test', 'agent'],
    ['buyer@sarment.test', 'buyer'],
    ['caviste@sarment.test', 'buyer'],
    ['admin@sarment.test', 'admin'],
  ])('%s has role %s and password Sarment2026', async (email, role) => {
    const [user] = await rows<{ role: string; hash: string }>(
      sql`select role, password_hash as hash from users where email = ${email}`,
    );
    expect(user?.role).toBe(role);
    expect(await verifyPassword('Sarment2026', user!.hash)).toBe(true);
    expect(await verifyPassword('sarment2026', user!.hash)).toBe(false);
  });

  it('gives each owner their own shop', async () => {
    const owners = await rows<{ email: string; shop: string }>(
      sql`select u.email, s.url_name as shop from shop_members m join users u on u.id = m.user_id
        join shops s on s.id = m.shop_id where m.role = 'owner' order by u.email`,
    );
    expect(owners).toEqual([
      { email: 'owner@champagne-lemoine.test', shop: 'champagne-lemoine' },
      { email: 'owner@distillerie-du-mont.test', shop: 'distillerie-du-mont' },
      { email: 'owner@trois-vallees.test', shop: 'trois-vallees' },
    ]);
  });

  it('gives the iam collaborator exactly the 7 listed permissions at Trois Vallées (spec §6)', async () => {
    const [member] = await rows<{ shop: string; role: string; authorizations: Record<string, boolean> }>(
      sql`select s.url_name as shop, m.role, m.authorizations from shop_members m
        join users u on u.id = m.user_id join shops s on s.id = m.shop_id where u.email = 'iam@trois-vallees.test'`,
    );
    expect(member).toMatchObject({ shop: 'trois-vallees', role: 'iam' });
    const allowed = Object.entries(member!.authorizations).filter(([, value]) => value === true);
    expect(allowed.map(([permission]) => permission).sort()).toEqual(
      [
        'seeAllOrder',
        'createOrder',
        'createQuote',
        'seeAllClient',
        'createClient',
        'seeAllProduct',
        'seeAllMessages',
      ].sort(),
    );
  });

  it('makes the agent a sales agent of Trois Vallées and Champagne Lemoine only', async () => {
    const shops = await rows<{ shop: string; role: string }>(
      sql`select s.url_name as shop, m.role from shop_members m join users u on u.id = m.user_id
        join shops s on s.id = m.shop_id where u.email = 'agent@sarment.test' order by 1`,
    );
    expect(shops).toEqual([
      { shop: 'champagne-lemoine', role: 'agent' },
      { shop: 'trois-vallees', role: 'agent' },
    ]);
  });

  it('gives the individual buyer no typology anywhere and a delivery address in Dijon, France', async () => {
    const [buyer] = await rows<{ isPro: boolean; address: { city: string; country: string }; links: number }>(
      sql`select u.is_pro as "isPro", u.delivery_address as address,
        (select count(*)::int from clients c where c.user_id = u.id and c.typology is not null) as links
        from users u where u.email = 'buyer@sarment.test'`,
    );
    expect(buyer).toMatchObject({ isPro: false, links: 0, address: { city: 'Dijon', country: 'FR' } });
  });

  it('makes the caviste a professional with typology caviste at Trois Vallées', async () => {
    const links = await rows<{ isPro: boolean; shop: string; typology: string }>(
      sql`select u.is_pro as "isPro", s.url_name as shop, c.typology from clients c
        join users u on u.id = c.user_id join shops s on s.id = c.shop_id where u.email = 'caviste@sarment.test'`,
    );
    expect(links).toEqual([{ isPro: true, shop: 'trois-vallees', typology: 'caviste' }]);
  });

  it('gives the main account two sub-accounts: the owners of Trois Vallées and Champagne Lemoine', async () => {
    const subs = await rows<{ email: string }>(
      sql`select sub.email from main_account_links l join users main on main.id = l.main_user_id
        join users sub on sub.id = l.sub_user_id where main.email = 'main@sarment.test' order by l.position`,
    );
    expect(subs.map((sub) => sub.email)).toEqual([
      'owner@trois-vallees.test',
      'owner@champagne-lemoine.test',
    ]);
  });
});

describe('demo shops match contract.md', () => {
  const inactive = (integration: Record<string, { active: boolean }>) =>
    Object.entries(integration)
      .filter(([, value]) => !value.active)
      .map(([key]) => key)
      .sort();

  it.each([
    ['trois-vallees', 'Domaine des Trois Vallées', 'wine', []],
    ['champagne-lemoine', 'Champagne Lemoine', 'champaign', ['futures', 'purchase']],
    [
      'distillerie-du-mont',
      'Distillerie du Mont',
      'spirit',
      [
        'agents',
        'analytics',
        'campaigns',
        'futures',
        'iam',
        'iframes',
        'purchase',
        'reservations',
        'salesPoint',
      ],
    ],
  ])('/%s is %s (%s) with inactive integrations %j', async (urlName, name, businessType, inactiveKeys) => {
    const [shop] = await rows<{
      name: string;
      businessType: string;
      integration: Record<string, { active: boolean }>;
    }>(sql`select name, business_type as "businessType", integration from shops where url_name = ${urlName}`);
    expect(shop).toMatchObject({ name, businessType });
    expect(Object.keys(shop!.integration)).toHaveLength(13);
    expect(inactive(shop!.integration)).toEqual(inactiveKeys);
  });

  it('sets hasTVA, VAT 20 / 10 / 5.5 and a fiscal year from 1 January in every shop (spec §9)', async () => {
    const settings = await rows<{ settings: Record<string, unknown> }>(sql`select settings from shops`);
    expect(settings).toHaveLength(3);
    for (const { settings: s } of settings) {
      expect(s).toMatchObject({
        hasTVA: true,
        vatRate: { standard: 20, medium: 10, reduced: 5.5 },
        logStartMonth: 0,
        logStartDay: 1,
      });
    }
  });

  it('gives every shop the typologies particulier (public, TTC), caviste, restaurateur, importateur (HT)', async () => {
    const typologies = await rows<{ shop: string; list: string }>(
      sql`select shop_id as shop, string_agg(key || ':' || name || ':' || public || ':' || ttc, ',' order by position) as list
        from shop_typologies group by shop_id`,
    );
    expect(typologies).toHaveLength(3);
    for (const { list } of typologies) {
      expect(list).toBe(
        'particulier:Particulier:true:true,caviste:Caviste:false:false,restaurateur:Restaurateur:false:false,importateur:Importateur:false:false',
      );
    }
  });

  it('delivers with Colissimo domicile: 9.90 TTC, 12 bottles a parcel, 7.00 per extra parcel, franco 24 or 300.00', async () => {
    const modes = await rows<Record<string, unknown>>(
      sql`select name, countries, price_ttc_cents, bottles_per_parcel, extra_parcel_cents, franco_min_products,
        franco_min_amount_cents from delivery_modes`,
    );
    expect(modes).toHaveLength(3);
    for (const mode of modes) {
      expect(mode).toEqual({
        name: 'Colissimo domicile',
        countries: ['FR'],
        price_ttc_cents: 990,
        bottles_per_parcel: 12,
        extra_parcel_cents: 700,
        franco_min_products: 24,
        franco_min_amount_cents: 30_000,
      });
    }
  });

  it('offers a free collection point "Retrait au domaine" in every shop', async () => {
    const points = await rows<{ shop: string; name: string; price: number }>(
      sql`select shop_id as shop, name, price_cents as price from collection_points order by shop_id`,
    );
    expect(points.map(({ name, price }) => ({ name, price }))).toEqual(
      Array(3).fill({ name: 'Retrait au domaine', price: 0 }),
    );
  });

  it('publishes a legal notice with SIRET, RCS, VAT and excise numbers, and a home tab, in every shop', async () => {
    const shops = await rows<{
      legal: { siret: string; vatNumber: string; exciseNumber: string };
      notice: string;
      home: string;
    }>(
      sql`select s.legal, s.legal_notice_html as notice,
        (select t.content_html from shop_tabs t where t.shop_id = s.id and t.name = 'Accueil') as home from shops s`,
    );
    for (const { legal, notice, home } of shops) {
      expect(legal.siret).toMatch(/^\d{14}$/);
      expect(notice).toContain(legal.siret);
      expect(notice).toContain(legal.vatNumber);
      expect(notice).toContain(legal.exciseNumber);
      expect(notice).toMatch(/RCS \p{L}+/u);
      expect(home).toMatch(/^<h1>.+<\/h1>/);
    }
  });
});

describe('demo event "Dégustation des Premiers Crus" matches contract.md', () => {
  it('has two 1h30 slots of 12 places every Saturday, 10:00 and 15:00 in Paris, for the 8 weeks after the seed', async () => {
    const slots = await rows<{
      day: string;
      dow: number;
      start: string;
      minutes: number;
      places: number;
      seededAt: string;
    }>(
      sql`select to_char(sl.starts_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day,
          extract(isodow from sl.starts_at at time zone 'Europe/Paris')::int as dow,
          to_char(sl.starts_at at time zone 'Europe/Paris', 'HH24:MI') as start,
          (extract(epoch from sl.ends_at - sl.starts_at) / 60)::int as minutes, sl.places_total as places,
          to_char(e.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as "seededAt"
        from event_slots sl join events e on e.shop_id = sl.shop_id and e.id = sl.event_id
        where e.title = 'Dégustation des Premiers Crus' order by sl.starts_at`,
    );
    expect(slots).toHaveLength(16);
    expect(new Set(slots.map((slot) => slot.day)).size).toBe(8);
    for (const [index, slot] of slots.entries()) {
      expect(slot).toMatchObject({
        dow: 6,
        start: index % 2 === 0 ? '10:00' : '15:00',
        minutes: 90,
        places: 12,
      });
    }
    const daysAfterSeed = (day: string) => (Date.parse(day) - Date.parse(slots[0]!.seededAt)) / 86_400_000;
    expect(daysAfterSeed(slots[0]!.day)).toBeGreaterThan(0);
    expect(daysAfterSeed(slots[0]!.day)).toBeLessThanOrEqual(7);
    expect(daysAfterSeed(slots.at(-1)!.day)).toBeLessThanOrEqual(56);
  });

  it('is held at the domaine of Trois Vallées in French and English, with rates Adulte, Enfant, Taxe de séjour', async () => {
    const [event] = await rows<{ shop: string; languages: string[]; location: string; rates: string }>(
      sql`select s.url_name as shop, e.languages, e.location,
          (select string_agg(r.name || ':' || r.price_ttc_cents || ':' || r.kind, ',' order by r.position)
            from event_rates r where r.shop_id = e.shop_id and r.event_id = e.id) as rates
        from events e join shops s on s.id = e.shop_id where e.title = 'Dégustation des Premiers Crus'`,
    );
    expect(event).toMatchObject({ shop: 'trois-vallees', languages: ['fr', 'en'] });
    expect(event!.location).toContain('Domaine des Trois Vallées');
    expect(event!.rates).toBe('Adulte:2500:counting,Enfant:0:notCounting,Taxe de séjour:100:touristTax');
  });
});
