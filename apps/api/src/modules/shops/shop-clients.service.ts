// spec §1: a professional asks a shop for a negotiated price grid (shop-requests.service.ts); the shop answers by
// giving that buyer one of its typologies, whose prices the buyer then sees and pays (spec §6).
import type { Database, Shop } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { notify } from '../notifications/notify.ts';
import { listTypologies } from '../tenancy/shop-records.repo.ts';
import { findShopClient, hasPriceGridRequest, upsertShopClient } from './shop-clients.repo.ts';
import type { ClientTypologyAnswer } from './shop-clients.schemas.ts';
import { findUserProfile } from './shops.repo.ts';

export const shopClientMessages = {
  notFound: 'Client introuvable',
  unknownTypology: "Cette typologie n'existe pas dans votre boutique.",
} as const;

/** Where the staff's notification of a price-grid request leads: the price grid, its answer dialog open. */
export const priceGridAnswerLink = (userId: string) =>
  `/dashboard/tarifs?grantTo=${encodeURIComponent(userId)}`;

export interface ShopClientContext {
  db: Database;
  shop: Shop;
  actor: Actor;
}

/**
 * The buyer as the shop sees them. Only a client of the shop, or a buyer who asked it for a price grid, is
 * known to it: anyone else answers 404, as another shop's resource does.
 */
async function knownBuyer(db: Database, shopId: string, userId: string) {
  const [profile, client] = await Promise.all([
    findUserProfile(db, userId),
    findShopClient(db, shopId, userId),
  ]);
  if (!profile || (!client && !(await hasPriceGridRequest(db, shopId, priceGridAnswerLink(userId))))) {
    throw notFound(shopClientMessages.notFound, 'client_not_found');
  }
  return { profile, linked: !!client, typology: client?.typology ?? null };
}

export async function readClientTypology(
  context: ShopClientContext,
  userId: string,
): Promise<ClientTypologyAnswer> {
  const { profile, typology } = await knownBuyer(context.db, context.shop.id, userId);
  return { userId, name: personDisplayName(profile), email: profile.email, typology };
}

/**
 * Gives the buyer a typology of the shop: the client link, the shop's history and the buyer's notification are
 * written in one transaction. The same typology again changes nothing and notifies nobody.
 */
export async function giveClientTypology(
  context: ShopClientContext,
  userId: string,
  typologyKey: string,
): Promise<ClientTypologyAnswer> {
  const { db, shop, actor } = context;
  const typology = (await listTypologies(db, shop.id)).find((t) => t.key === typologyKey);
  if (!typology) throw unprocessable(shopClientMessages.unknownTypology, 'unknown_typology');
  const { profile, linked, typology: before } = await knownBuyer(db, shop.id, userId);
  if (before !== typology.key) {
    await db.transaction(async (tx) => {
      await upsertShopClient(tx, shop.id, userId, typology.key);
      await recordActivity(
        { tx, shopId: shop.id, actor, now: new Date() },
        {
          entity: 'client',
          entityId: userId,
          action: linked ? 'updated' : 'created',
          before: { typology: before },
          after: { typology: typology.key },
          summary: `Grille tarifaire ${typology.name}`,
        },
      );
      await notify(tx, {
        userId,
        shopId: shop.id,
        type: 'priceGrid',
        content: `Votre grille tarifaire ${typology.name} chez ${shop.name} est disponible.`,
        redirectLink: `/${shop.urlName}`,
      });
    });
  }
  return { userId, name: personDisplayName(profile), email: profile.email, typology: typology.key };
}
