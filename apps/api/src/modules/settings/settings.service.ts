// spec §2 settings tabs: what the page reads and how each tab is saved.

import { newId, type Shop } from '@sarment/db';
import { integrations, type SettingsSection } from '@sarment/domain/access';
import { pipelineMessages } from '@sarment/domain/crm/pipeline';
import { cents, centsToEuros, eurosToCents } from '@sarment/domain/money';
import { departmentCodes } from '@sarment/domain/reference';
import { readPaymentMentionSettings } from '@sarment/domain/sales/payment-mentions';
import { normalizeCompanyNumber, normalizeIban, splitSiret } from '@sarment/domain/validation';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { stagesHoldingOpportunities } from '../crm/opportunities.service.ts';
import * as repo from './settings.repo.ts';
import type {
  BillingBody,
  DeliveryBody,
  InfosBody,
  SectionName,
  SectionValue,
  TyposBody,
} from './settings.schemas.ts';
import {
  defaultBilling,
  defaultSections,
  readCrmSection,
  readNumbering,
  storedSections,
  withSection,
} from './settings-defaults.ts';

export const SETTINGS_SAVED = 'Les paramètres ont bien été enregistrés';
export const settingsErrors = {
  onePublicTypology: 'Une seule typologie doit être publique',
  oneDefaultBank: 'Une seule banque peut être la banque par défaut',
  minAboveMax: 'Le nombre minimum de produits dépasse le nombre maximum',
  unknownTypology: 'Typologie inconnue',
  deliveryNotFound: 'Mode de livraison introuvable',
  collaboratorNotFound: 'Collaborateur introuvable',
  bankNotFound: 'Banque introuvable',
} as const;

/** spec §6 refusals of a permission change (422, nothing stored). */
const euros = (value: number | null | undefined) => (value == null ? null : centsToEuros(cents(value)));
const toCents = (value: number | null) => (value === null ? null : eurosToCents(value));

function describeInfos(shop: Shop) {
  const legal = shop.legal;
  const siret = legal?.siret ?? '';
  const parts = splitSiret(siret);
  return {
    name: shop.name,
    businessName: legal?.businessName ?? '',
    legalForm: legal?.legalForm ?? '',
    capital: euros(legal?.capitalCents) ?? 0,
    siret,
    siren: parts?.siren ?? '',
    nic: parts?.nic ?? '',
    rcs: legal?.rcs ?? '',
    vatNumber: legal?.vatNumber ?? '',
    exciseNumber: legal?.exciseNumber ?? null,
    address: legal?.address ?? { street: '', zipcode: '', city: '', country: 'FR' },
    contactEmail: shop.contactEmail ?? '',
    phone: shop.phone,
    online: shop.online,
    minOrderAmount: euros(shop.settings.minOrderAmountCents),
    minProductCount: shop.settings.minProductCount ?? null,
    maxProductCount: shop.settings.maxProductCount ?? null,
    quantityMultiple: shop.settings.quantityMultiple ?? null,
    membersOnlyPrices: shop.settings.membersOnlyPrices ?? false,
  };
}

/**
 * GET /v1/settings: the data of the tabs the caller may save, and only those (billing holds the full IBAN);
 * roles apart: GET /v1/settings/roles has its own permission.
 */
export async function readSettings(
  ctx: ServiceContext,
  shop: Shop,
  canSee: (section: SettingsSection) => boolean,
) {
  const none = Promise.resolve([]);
  const [typologies, banks, modes, points] = await Promise.all([
    canSee('typos') ? repo.listTypologies(ctx.tx, ctx.shopId) : none,
    canSee('billing') ? repo.listBanks(ctx) : none,
    canSee('delivery') ? repo.listDeliveryModes(ctx) : none,
    canSee('delivery') ? repo.listCollectionPoints(ctx) : none,
  ]);
  const stored = storedSections(shop);
  const section = <N extends Exclude<SectionName, 'products'>>(name: N) =>
    (stored[name] ?? defaultSections[name]) as SectionValue<N>;
  const tabs = {
    infos: () => describeInfos(shop),
    typos: () => ({
      typologies: typologies.map((t) => ({
        key: t.key,
        name: t.name,
        public: t.public,
        ttc: t.ttc,
        globalDiscount: t.globalDiscountBp / 100,
        allRulesInEq75: t.allRulesInEq75,
      })),
    }),
    billing: () => ({
      ...defaultBilling,
      ...stored.billing,
      numbering: readNumbering(shop.code, stored.billing?.numbering),
      paymentMentions: readPaymentMentionSettings(stored.billing?.paymentMentions),
      banks: banks.map((b) => ({ id: b.id, label: b.label, iban: b.iban, bic: b.bic, default: b.isDefault })),
      paymentsList: shop.paymentsList,
    }),
    delivery: () => ({
      modes: modes.map((m) => ({
        id: m.id,
        name: m.name,
        countries: m.countries,
        departments: m.departments,
        price: euros(m.priceTtcCents) ?? 0,
        margin: euros(m.marginCents) ?? 0,
        commission: m.commissionBp / 100,
        vatType: m.vatType,
        bottlesPerParcel: m.bottlesPerParcel,
        extraParcel: euros(m.extraParcelCents) ?? 0,
        francoMinProducts: m.francoMinProducts,
        francoMinAmount: euros(m.francoMinAmountCents),
        active: m.active,
      })),
      collectionPoints: points.map((p) => ({
        id: p.id,
        name: p.name,
        address: p.address ?? null,
        price: euros(p.priceCents) ?? 0,
        active: p.active,
      })),
    }),
    integrations: () => Object.fromEntries(integrations.map((key) => [key, !!shop.integration[key]?.active])),
    products: () => ({
      vatRate: shop.settings.vatRate,
      titleProducts: shop.settings.titleProducts,
      ...defaultSections.products,
      ...stored.products,
    }),
    matchGrids: () => section('matchGrids'),
    // the codes live in their own resource since issue 16: the tab reads and writes them there
    promotions: () => ({ resource: '/v1/promo-codes' }),
    documents: () => section('documents'),
    accounting: () => section('accounting'),
    crm: () => readCrmSection(stored.crm, shop.contactEmail),
    campaigns: () => section('campaigns'),
    iframes: () => section('iframes'),
  };
  return {
    shop: { id: shop.id, name: shop.name, urlShop: shop.urlName, online: shop.online, logo: shop.logo },
    ...(Object.fromEntries(
      Object.entries(tabs).flatMap(([name, describe]) =>
        canSee(name as SettingsSection) ? [[name, describe()]] : [],
      ),
    ) as { [Name in keyof typeof tabs]?: ReturnType<(typeof tabs)[Name]> }),
  };
}

export async function saveInfos(ctx: ServiceContext, shop: Shop, body: InfosBody) {
  if (
    body.minProductCount !== null &&
    body.maxProductCount !== null &&
    body.minProductCount > body.maxProductCount
  )
    throw unprocessable(settingsErrors.minAboveMax);
  await repo.updateShopRow(ctx, {
    name: body.name,
    contactEmail: body.contactEmail,
    phone: body.phone ?? null,
    online: body.online,
    legal: {
      businessName: body.businessName,
      legalForm: body.legalForm,
      capitalCents: eurosToCents(body.capital),
      siret: normalizeCompanyNumber(body.siret),
      rcs: body.rcs,
      vatNumber: body.vatNumber.replace(/\s+/g, '').toUpperCase(),
      exciseNumber: body.exciseNumber ?? null,
      address: body.address,
    },
    settings: {
      ...shop.settings,
      minOrderAmountCents: toCents(body.minOrderAmount),
      minProductCount: body.minProductCount,
      maxProductCount: body.maxProductCount,
      quantityMultiple: body.quantityMultiple,
      membersOnlyPrices: body.membersOnlyPrices,
    },
  });
}

export async function saveTypos(ctx: ServiceContext, body: TyposBody) {
  if (body.typologies.filter((t) => t.public).length !== 1)
    throw unprocessable(settingsErrors.onePublicTypology);
  await withTransaction(ctx, async (ctx) => {
    await repo.saveTypologies(
      ctx,
      body.typologies.map((t, position) => ({
        key: t.key,
        name: t.name,
        public: t.public,
        ttc: t.ttc,
        globalDiscountBp: Math.round(t.globalDiscount * 100),
        allRulesInEq75: t.allRulesInEq75,
        position,
      })),
    );
  });
}

export async function saveBilling(ctx: ServiceContext, shop: Shop, body: BillingBody) {
  const defaults = body.banks.filter((b) => b.default).length;
  if (defaults > 1) throw unprocessable(settingsErrors.oneDefaultBank);
  const { banks, paymentsList, ...given } = body;
  // a body without the payment mentions keeps the stored ones
  const extras = {
    ...given,
    paymentMentions:
      given.paymentMentions ?? readPaymentMentionSettings(storedSections(shop).billing?.paymentMentions),
  };
  // a `bnk_` id must be one of this shop's banks: another shop's bank is unknown here (404), nothing saved
  const stored = new Set((await repo.listBanks(ctx)).map((bank) => bank.id));
  if (banks.some((bank) => bank.id?.startsWith('bnk_') && !stored.has(bank.id)))
    throw notFound(settingsErrors.bankNotFound);
  await withTransaction(ctx, async (ctx) => {
    await repo.replaceBanks(
      ctx,
      banks.map((b, index) => ({
        id: b.id?.startsWith('bnk_') ? b.id : newId('bnk'),
        label: b.label,
        iban: normalizeIban(b.iban),
        bic: b.bic ?? null,
        // spec §3 Shop.banks: one default bank; the first one when none is chosen
        isDefault: defaults === 0 ? index === 0 : b.default,
      })),
    );
    await repo.updateShopRow(ctx, { paymentsList, settings: withSection(shop, 'billing', extras) });
  });
}

/** spec §9 department order, whatever order the form sent. */
const byDepartmentOrder = (codes: string[]) => departmentCodes.filter((code) => codes.includes(code));

export async function saveDelivery(ctx: ServiceContext, body: DeliveryBody) {
  const known = await repo.existingDeliveryIds(
    ctx,
    body.modes.flatMap((m) => (m.id ? [m.id] : [])),
    body.collectionPoints.flatMap((p) => (p.id ? [p.id] : [])),
  );
  // an id that is not this shop's (another shop's mode, or made up): 404, nothing saved
  if (body.modes.some((m) => m.id && !known.modes.has(m.id))) throw notFound(settingsErrors.deliveryNotFound);
  if (body.collectionPoints.some((p) => p.id && !known.points.has(p.id)))
    throw notFound(settingsErrors.deliveryNotFound);
  await withTransaction(ctx, async (ctx) => {
    await repo.saveDeliveryModes(
      ctx,
      body.modes.map((m, position) => ({
        id: m.id ?? newId('dlv'),
        name: m.name,
        countries: m.countries,
        departments: m.departments ? byDepartmentOrder(m.departments) : null,
        priceTtcCents: eurosToCents(m.price),
        marginCents: eurosToCents(m.margin),
        commissionBp: Math.round(m.commission * 100),
        vatType: m.vatType,
        bottlesPerParcel: m.bottlesPerParcel,
        extraParcelCents: eurosToCents(m.extraParcel),
        francoMinProducts: m.francoMinProducts,
        francoMinAmountCents: toCents(m.francoMinAmount),
        active: m.active,
        position,
      })),
    );
    await repo.saveCollectionPoints(
      ctx,
      body.collectionPoints.map((p, position) => ({
        id: p.id ?? newId('cpt'),
        name: p.name,
        address: p.address,
        priceCents: eurosToCents(p.price),
        active: p.active,
        position,
      })),
    );
  });
}

export async function saveIntegrations(ctx: ServiceContext, body: Record<string, boolean>) {
  const integration = Object.fromEntries(integrations.map((key) => [key, { active: body[key] === true }]));
  await repo.updateShopRow(ctx, { integration: integration as Shop['integration'] });
}

export async function saveSection(ctx: ServiceContext, shop: Shop, name: SectionName, body: unknown) {
  if (name === 'products') {
    const { vatRate, titleProducts, ...rest } = body as {
      vatRate: Shop['settings']['vatRate'];
      titleProducts?: string | null;
    };
    const settings = withSection(shop, 'products', rest);
    await repo.updateShopRow(ctx, {
      settings: { ...settings, vatRate, titleProducts: titleProducts ?? null },
    });
    return;
  }
  if (name === 'crm') return saveCrmSection(ctx, shop, body as CrmSectionBody);
  if (name === 'matchGrids') {
    const keys = new Set((await repo.listTypologies(ctx.tx, ctx.shopId)).map((t) => t.key));
    const grids = (body as { grids: Record<string, string> }).grids;
    if (Object.keys(grids).some((key) => !keys.has(key))) throw unprocessable(settingsErrors.unknownTypology);
  }
  await repo.updateShopRow(ctx, { settings: withSection(shop, name, body) });
}

type CrmSectionBody = { stages?: { id: string; name: string }[] | undefined } & Record<string, unknown>;

/**
 * The crm tab (issue 17): a body without stages keeps the stored ones; a stage that still holds open
 * opportunities cannot be removed (422), so no card is left outside the board.
 */
async function saveCrmSection(ctx: ServiceContext, shop: Shop, body: CrmSectionBody) {
  const stored = storedSections(shop).crm as { stages?: unknown } | undefined;
  const stages = body.stages ?? stored?.stages;
  if (body.stages) {
    const kept = new Set(body.stages.map((stage) => stage.id));
    const inUse = await stagesHoldingOpportunities(ctx);
    if ([...inUse].some((id) => !kept.has(id)))
      throw unprocessable(pipelineMessages.stageInUse, 'stage_in_use');
  }
  await repo.updateShopRow(ctx, {
    settings: withSection(shop, 'crm', { ...body, ...(stages ? { stages } : {}) }),
  });
}
