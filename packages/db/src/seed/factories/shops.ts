import { eq } from 'drizzle-orm';
import type { Executor } from '../../database.ts';
import { idPrefix, newId } from '../../ids.ts';
import { clients } from '../../schema/crm.ts';
import { type IntegrationKey, integrationKeys, type MemberRole } from '../../schema/enums.ts';
import { users } from '../../schema/identity.ts';
import type {
  NewShop,
  NewShopMember,
  NewShopTypology,
  NewWarehouse,
  Shop,
  ShopTypology,
  Warehouse,
} from '../../schema/rows.ts';
import { shopMembers, shops, shopTypologies } from '../../schema/shops.ts';
import { warehouses } from '../../schema/stocks.ts';
import type { Authorizations, ShopHeader, ShopIntegration, ShopSettings } from '../../schema/types.ts';

// spec §9: VAT defaults 20 / 10 / 5.5 %, fiscal year from 1 January (logStartMonth is 0-based)
export function makeShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    hasTVA: true,
    logStartMonth: 0,
    logStartDay: 1,
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    titleProducts: null,
    allRulesInEq75: false,
    minOrderAmountCents: null,
    minProductCount: null,
    maxProductCount: null,
    quantityMultiple: null,
    membersOnlyPrices: false,
    ...overrides,
  };
}

/** Every integration of spec §3, active when listed (or all of them for 'all'). */
export function makeIntegration(active: readonly IntegrationKey[] | 'all'): ShopIntegration {
  const isActive = (key: IntegrationKey) => active === 'all' || active.includes(key);
  return Object.fromEntries(
    integrationKeys.map((key) => [key, { active: isActive(key) }]),
  ) as ShopIntegration;
}

export function makeShopHeader(overrides: Partial<ShopHeader> = {}): ShopHeader {
  return {
    shadow: false,
    elevation: 0,
    color: '#ffffff',
    dark: false,
    border: true,
    font: 'Lato',
    justifyContent: 'center',
    underline: false,
    isUppercase: false,
    logoPlacement: 'start',
    hideLogo: false,
    logoShadow: false,
    ...overrides,
  };
}

export function makeShop(overrides: Partial<NewShop> = {}): NewShop {
  const id = overrides.id ?? newId(idPrefix.shop);
  const suffix = id.slice(-8).toLowerCase();
  return {
    id,
    code: suffix.toUpperCase(),
    urlName: `boutique-${suffix}`,
    name: `Boutique ${suffix}`,
    businessType: 'wine',
    settings: makeShopSettings(),
    integration: makeIntegration('all'),
    header: makeShopHeader(),
    editedShop: { color: null, banner: null, logo: null },
    paymentsList: ['cb', 'transfer', 'check'],
    cardProvider: { accountId: null, active: false },
    online: true,
    ...overrides,
  };
}

// The contract's four typologies: particulier is public and priced TTC, the professionals HT
export const defaultTypologies = [
  { key: 'particulier', name: 'Particulier', public: true, ttc: true },
  { key: 'caviste', name: 'Caviste', public: false, ttc: false },
  { key: 'restaurateur', name: 'Restaurateur', public: false, ttc: false },
  { key: 'importateur', name: 'Importateur', public: false, ttc: false },
] as const;

export type DefaultTypologyKey = (typeof defaultTypologies)[number]['key'];

export function makeTypologies(shopId: string): NewShopTypology[] {
  return defaultTypologies.map((typology, position) => ({ shopId, ...typology, position }));
}

export function makeWarehouse(shopId: string, overrides: Partial<NewWarehouse> = {}): NewWarehouse {
  return { shopId, id: newId(idPrefix.warehouse), name: 'Entrepôt principal', isDefault: true, ...overrides };
}

export function makeMember(
  shopId: string,
  userId: string,
  role: MemberRole,
  authorizations: Authorizations | null = null,
): NewShopMember {
  return { shopId, userId, role, authorizations };
}

export interface InsertedShop {
  shop: Shop;
  typologies: ShopTypology[];
  warehouse: Warehouse;
}

/** A shop with the four default typologies and a default warehouse. */
export async function insertShop(db: Executor, overrides: Partial<NewShop> = {}): Promise<InsertedShop> {
  const [shop] = await db.insert(shops).values(makeShop(overrides)).returning();
  const typologies = await db.insert(shopTypologies).values(makeTypologies(shop!.id)).returning();
  const [warehouse] = await db.insert(warehouses).values(makeWarehouse(shop!.id)).returning();
  return { shop: shop!, typologies, warehouse: warehouse! };
}

export async function insertMember(
  db: Executor,
  shopId: string,
  userId: string,
  role: MemberRole,
  authorizations: Authorizations | null = null,
) {
  await db.insert(shopMembers).values(makeMember(shopId, userId, role, authorizations));
}

/**
 * Makes a buyer account a client of a shop (issue 17), optionally with a typology (price category); the client
 * file starts with the account's names and contact details. Returns the client's id.
 */
export async function insertClient(
  db: Executor,
  shopId: string,
  userId: string,
  typology: string | null = null,
): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const id = newId(idPrefix.client);
  await db.insert(clients).values({
    shopId,
    id,
    userId,
    typology,
    firstname: user?.firstname ?? null,
    lastname: user?.lastname ?? null,
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    isPro: user?.isPro ?? false,
    businessReason: user?.business?.reason ?? null,
    businessName: user?.business?.name ?? null,
  });
  return id;
}
