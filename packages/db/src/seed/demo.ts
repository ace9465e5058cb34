import type { Database, DbHandle, Executor } from '../database.ts';
import {
  formatPrices,
  formats,
  gtins,
  nutritionDeclarations,
  packings,
  products,
  vintages,
} from '../schema/catalogue.ts';
import { collectionPoints, deliveryModes } from '../schema/delivery.ts';
import { eventRates, eventSlots, events } from '../schema/events.ts';
import { mainAccountLinks, users } from '../schema/identity.ts';
import { notifications } from '../schema/platform.ts';
import type {
  NewFormat,
  NewFormatPrice,
  NewNutritionDeclaration,
  NewProduct,
  NewVintage,
} from '../schema/rows.ts';
import { shopBanks, shopMembers, shops, shopTabs, shopTypologies } from '../schema/shops.ts';
import { warehouses } from '../schema/stocks.ts';
import { withSchemaLock } from '../schema-lock.ts';
import { type DemoProduct, demoCatalogue } from './demo-catalogue.ts';
import { insertDemoCrm } from './demo-crm.ts';
import { buildDemoEvent } from './demo-event.ts';
import { insertDemoExcise } from './demo-excise.ts';
import { DEMO_PASSWORD, demoIds } from './demo-ids.ts';
import { insertDemoReceivables } from './demo-receivables.ts';
import { demoShops, homeTabHtml } from './demo-shops.ts';
import { demoMainAccount, demoMembers, demoUsers } from './demo-users.ts';
import {
  buildFormatPrices,
  makeFormat,
  makeNutritionDeclaration,
  makeProduct,
  makeVintage,
} from './factories/catalogue.ts';
import {
  insertStock,
  makeCollectionPoint,
  makeDeliveryMode,
  makeNotification,
} from './factories/operations.ts';
import { makeTypologies, makeWarehouse } from './factories/shops.ts';
import { energyPer100Ml } from './nutrition-energy.ts';
import { hashPassword as defaultHashPassword, type HashPassword } from './password.ts';

export interface SeedOptions {
  /** default: `hashPassword` of ./password.ts (argon2id) */
  hashPassword?: HashPassword;
  /** the seed date: event slots are the Saturdays after it (default: now) */
  now?: Date;
}

/**
 * Seeds the demo data of contract.md if the database has no shop and no user yet, under the schema advisory
 * lock: two processes starting on an empty database seed it once.
 */
export async function seedDemoData(
  handle: DbHandle,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  return withSchemaLock(handle, async (db) => {
    if (!(await isEmpty(db))) return { seeded: false };
    await db.transaction((tx) => insertDemoData(tx, options));
    return { seeded: true };
  });
}

async function isEmpty(db: Database): Promise<boolean> {
  const [shop] = await db.select({ id: shops.id }).from(shops).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !shop && !user;
}

/** Inserts the whole demo data set; the tables must be empty of it. */
export async function insertDemoData(db: Executor, options: SeedOptions = {}): Promise<void> {
  await insertShops(db);
  await insertAccounts(db, options.hashPassword ?? defaultHashPassword);
  await insertCatalogue(db);
  const { event, slots, rates } = buildDemoEvent(options.now ?? new Date());
  await db.insert(events).values(event);
  await db.insert(eventSlots).values(slots);
  await db.insert(eventRates).values(rates);
  await insertDemoExcise(db);
}

async function insertShops(db: Executor): Promise<void> {
  await db.insert(shops).values(demoShops.map((s) => s.shop));
  await db.insert(shopTypologies).values(demoShops.flatMap((s) => makeTypologies(demoIds.shops[s.key])));
  for (const { key, address, warehouseName, bank } of demoShops) {
    const shopId = demoIds.shops[key];
    await db.insert(shopTabs).values({
      shopId,
      id: demoIds.tabs[key],
      name: 'Accueil',
      position: 0,
      contentHtml: homeTabHtml[key],
      // the home page of the shop running reservations invites to its tasting (an events block, spec §2)
      blocks:
        key === 'troisVallees'
          ? [{ type: 'events', title: 'Venez nous voir', eventIds: [demoIds.events.tasting] }]
          : [],
    });
    const shopSlug = shopId.slice('shp_'.length);
    await db.insert(shopBanks).values({ shopId, id: `bnk_${shopSlug}`, ...bank, isDefault: true });
    await db
      .insert(warehouses)
      // a producer's own cellar is a bonded warehouse (entrepositaire agréé): duties suspended until it leaves
      .values(
        makeWarehouse(shopId, {
          id: demoIds.warehouses[key],
          name: warehouseName,
          address,
          taxStatus: 'suspended',
        }),
      );
    await db.insert(packings).values({
      shopId,
      id: `pck_${shopSlug}_carton_6`,
      name: 'Carton de 6 bouteilles',
      packingQuantity: 6,
      weightG: 450,
    });
    await db.insert(deliveryModes).values(makeDeliveryMode(shopId, { id: demoIds.deliveryModes[key] }));
    await db
      .insert(collectionPoints)
      .values(makeCollectionPoint(shopId, { id: demoIds.collectionPoints[key], address }));
  }
}

async function insertAccounts(db: Executor, hashPassword: HashPassword): Promise<void> {
  const now = new Date();
  const rows = await Promise.all(
    demoUsers.map(async (user) => ({
      ...user,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      language: 'fr',
      emailValidatedAt: now,
    })),
  );
  await db.insert(users).values(rows);
  await db.insert(shopMembers).values(demoMembers);
  await insertDemoCrm(db);
  await insertDemoReceivables(db);
  await db.insert(mainAccountLinks).values(
    demoMainAccount.subUserIds.map((subUserId, position) => ({
      mainUserId: demoMainAccount.mainUserId,
      subUserId,
      position,
    })),
  );
  // one unread notification per owner, so the notification centre has something to show
  const owners = demoMembers.filter((member) => member.role === 'owner');
  await db.insert(notifications).values(
    owners.map(({ userId, shopId }) =>
      makeNotification(userId, {
        shopId,
        type: 'info',
        content:
          'Bienvenue sur Sarment ! Votre boutique est en ligne : complétez votre catalogue et vos tarifs.',
        redirectLink: '/dashboard/products',
      }),
    ),
  );
}

interface CatalogueRows {
  products: NewProduct[];
  vintages: NewVintage[];
  formats: NewFormat[];
  prices: NewFormatPrice[];
  nutrition: NewNutritionDeclaration[];
}

function buildCatalogueRows(catalogue: DemoProduct[]): CatalogueRows {
  const rows: CatalogueRows = { products: [], vintages: [], formats: [], prices: [], nutrition: [] };
  const positions = new Map<string, number>();
  for (const item of catalogue) {
    const shopId = demoIds.shops[item.shop];
    const seller = demoShops.find((s) => s.key === item.shop)!.shop;
    const productId = item.product.id;
    const position = positions.get(shopId) ?? 0;
    positions.set(shopId, position + 1);
    rows.products.push(makeProduct(shopId, { position, ...item.product }));
    if (item.vintage) {
      const { id, name, abvPercent } = item.vintage;
      rows.vintages.push(
        makeVintage(shopId, productId, { id, name, advanced: { alcool: { value: abvPercent } } }),
      );
    }
    item.formats.forEach((demoFormat, formatPosition) => {
      const format = makeFormat(shopId, productId, { position: formatPosition, ...demoFormat.format });
      rows.formats.push(format);
      rows.prices.push(...buildFormatPrices(shopId, format.id!, demoFormat.prices));
      if (item.nutrition && demoFormat.ean) {
        const { abvPercent, carbohydratesG, sugarsG, proteinG, saltG, ...labels } = item.nutrition;
        rows.nutrition.push(
          makeNutritionDeclaration(shopId, productId, {
            id: `nut_${format.id!.slice('fmt_'.length)}`,
            vintageId: item.vintage?.id ?? null,
            formatId: format.id!,
            gtin: demoFormat.ean,
            ...labels,
            alcoholPercent: abvPercent,
            containerVolumeMl: volumeMl(format),
            ...energyPer100Ml({ abvPercent, carbohydratesG, proteinG, fatG: 0 }),
            fatG: 0,
            saturatesG: 0,
            carbohydratesG,
            sugarsG,
            proteinG,
            saltG,
            brand: seller.name,
            owner: seller.legal?.businessName ?? null,
            country: 'France',
          }),
        );
      }
    });
  }
  return rows;
}

const ML_PER_UNITY: Record<string, number> = { 'Centilitre(s)': 10, 'Litre(s)': 1000, 'Millilitre(s)': 1 };

function volumeMl(format: NewFormat): number | null {
  const factor = ML_PER_UNITY[format.unity];
  return factor === undefined ? null : Math.round(format.unityValue * factor);
}

async function insertCatalogue(db: Executor): Promise<void> {
  const rows = buildCatalogueRows(demoCatalogue);
  await db.insert(products).values(rows.products);
  await db.insert(vintages).values(rows.vintages);
  await db.insert(formats).values(rows.formats);
  await db.insert(formatPrices).values(rows.prices);
  await db.insert(nutritionDeclarations).values(rows.nutrition);
  await db.insert(gtins).values(
    rows.nutrition.map((n) => ({
      gtin: n.gtin!,
      shopId: n.shopId,
      productId: n.productId,
      vintageId: n.vintageId ?? null,
      formatId: n.formatId!,
    })),
  );
  for (const item of demoCatalogue) {
    for (const { format, stock } of item.formats) {
      if (stock === null) continue;
      await insertStock(
        db,
        {
          shopId: demoIds.shops[item.shop],
          warehouseId: demoIds.warehouses[item.shop],
          productId: item.product.id,
          vintageId: item.vintage?.id ?? null,
          formatId: format.id,
        },
        stock,
      );
    }
  }
}
