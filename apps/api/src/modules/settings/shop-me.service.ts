import type { Shop } from '@sarment/db';
import { cents, centsToEuros, eurosToCents } from '@sarment/domain/money';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { loadShopParts, updateShop } from './shop-me.repo.ts';
import type { ShopMe, ShopMeUpdate } from './shop-me.schemas.ts';

export const SHOP_SAVED = 'Les informations de la boutique ont bien été enregistrées';

/**
 * spec §3 Shop with everything its owner or collaborator reads (GET /v1/shops/me); `banks: false` leaves the
 * banks out (an empty list) for a reader who may not see the billing settings.
 */
export async function describeShopMe(
  ctx: ServiceContext,
  shop: Shop,
  show: { banks: boolean },
): Promise<ShopMe> {
  const parts = await loadShopParts(ctx);
  const { minOrderAmountCents, ...settings } = shop.settings;
  const tabsById = new Map(parts.tabs.map((tab) => [tab.id, tab]));
  return {
    id: shop.id,
    code: shop.code,
    name: shop.name,
    urlShop: shop.urlName,
    businessType: shop.businessType,
    online: shop.online,
    settings: {
      ...settings,
      minOrderAmount: minOrderAmountCents === null ? null : centsToEuros(cents(minOrderAmountCents)),
    },
    typologies: Object.fromEntries(
      parts.typologies.map((t) => [
        t.key,
        {
          name: t.name,
          public: t.public,
          ttc: t.ttc,
          globalDiscount: t.globalDiscountBp / 100,
          allRulesInEq75: t.allRulesInEq75,
        },
      ]),
    ),
    contactEmail: shop.contactEmail,
    phone: shop.phone,
    banks: (show.banks ? parts.banks : []).map((b) => ({
      id: b.id,
      label: b.label,
      rib: b.iban,
      bic: b.bic,
      default: b.isDefault,
    })),
    cardProvider: shop.cardProvider ?? { accountId: null, active: false },
    paymentsList: shop.paymentsList,
    owner: parts.owner,
    integration: shop.integration,
    refId: null,
    color: shop.color,
    logo: shop.logo,
    editedShop: shop.editedShop ?? { color: null, banner: null, logo: null },
    header: (shop.header as Record<string, unknown> | null) ?? null,
    legal: (shop.legal as Record<string, unknown> | null) ?? null,
    authorizations: {
      byUser: Object.fromEntries(parts.authorizations.map((a) => [a.userId, a.authorizations ?? {}])),
    },
    tabs: parts.tabs
      .filter((tab) => !tab.parentId || !tabsById.has(tab.parentId))
      .map((tab) => ({
        id: tab.id,
        name: tab.name,
        order: tab.position,
        exists: !tab.hidden,
        children: parts.tabs.filter((child) => child.parentId === tab.id).map((child) => child.id),
      })),
  };
}

/** PUT /v1/shops/me: merges the given fields into the shop (spec §7: noMessage is never stored). */
export async function updateShopMe(ctx: ServiceContext, shop: Shop, input: ShopMeUpdate): Promise<Shop> {
  const { noMessage: _noMessage, settings, editedShop, header, ...fields } = input;
  const changes: Parameters<typeof updateShop>[1] = { ...fields };
  if (settings) {
    const { minOrderAmount, ...rest } = settings;
    changes.settings = {
      ...shop.settings,
      ...rest,
      ...(minOrderAmount === undefined
        ? {}
        : { minOrderAmountCents: minOrderAmount === null ? null : eurosToCents(minOrderAmount) }),
    };
  }
  if (editedShop)
    changes.editedShop = { ...(shop.editedShop ?? { color: null, banner: null, logo: null }), ...editedShop };
  if (header) changes.header = { ...(shop.header ?? {}), ...header } as Shop['header'];
  const updated = await updateShop(ctx, changes);
  if (!updated) throw notFound('Boutique introuvable', 'shop_not_found');
  return updated;
}
