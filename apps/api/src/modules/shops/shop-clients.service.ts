// spec §1: a professional asks a shop for a negotiated price grid (shop-requests.service.ts); the shop answers by
// giving that buyer one of its typologies, whose prices the buyer then sees and pays (spec §6).
import type { Shop } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { notify } from '../notifications/notify.ts';
import { listTypologies } from '../tenancy/shop-records.repo.ts';
import {
  findClientAccount,
  findShopClient,
  hasPriceGridRequest,
  upsertShopClient,
} from './shop-clients.repo.ts';
import type { ClientTypologyAnswer } from './shop-clients.schemas.ts';
import { findUserProfile } from './shops.repo.ts';

export const shopClientMessages = {
  notFound: 'Client introuvable',
  unknownTypology: "Cette typologie n'existe pas dans votre boutique.",
  noAccount: "Ce client n'a pas de compte : changez sa typologie depuis sa fiche client.",
} as const;

/** issue 17: the path names a buyer account ('usr_...') or a client of the shop ('cli_...') with an account. */
async function accountOf(scope: ShopScope, id: string): Promise<string> {
  if (!id.startsWith('cli_')) return id;
  const client = await findClientAccount(scope, id);
  if (!client) throw notFound(shopClientMessages.notFound, 'client_not_found');
  if (!client.userId) throw unprocessable(shopClientMessages.noAccount, 'client_without_account');
  return client.userId;
}

/** Where the staff's notification of a price-grid request leads: the price grid, its answer dialog open. */
export const priceGridAnswerLink = (userId: string) =>
  `/dashboard/tarifs?grantTo=${encodeURIComponent(userId)}`;

/**
 * The buyer as the shop sees them. Only a client of the shop, or a buyer who asked it for a price grid, is
 * known to it: anyone else answers 404, as another shop's resource does.
 */
async function knownBuyer(scope: ShopScope, userId: string) {
  const [profile, client] = await Promise.all([
    findUserProfile(scope.tx, userId),
    findShopClient(scope, userId),
  ]);
  if (!profile || (!client && !(await hasPriceGridRequest(scope, priceGridAnswerLink(userId))))) {
    throw notFound(shopClientMessages.notFound, 'client_not_found');
  }
  return { profile, linked: !!client, typology: client?.typology ?? null };
}

export async function readClientTypology(ctx: ServiceContext, id: string): Promise<ClientTypologyAnswer> {
  const userId = await accountOf(ctx, id);
  const { profile, typology } = await knownBuyer(ctx, userId);
  return { userId, name: personDisplayName(profile), email: profile.email, typology };
}

/**
 * Gives the buyer a typology of the shop: the client link, the shop's history and the buyer's notification are
 * written in one transaction. The same typology again changes nothing and notifies nobody.
 */
export async function giveClientTypology(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
  typologyKey: string,
): Promise<ClientTypologyAnswer> {
  const userId = await accountOf(ctx, id);
  const typology = (await listTypologies(ctx.tx, ctx.shopId)).find((t) => t.key === typologyKey);
  if (!typology) throw unprocessable(shopClientMessages.unknownTypology, 'unknown_typology');
  const { profile, linked, typology: before } = await knownBuyer(ctx, userId);
  if (before !== typology.key) {
    await withTransaction(ctx, async (ctx) => {
      const clientId = await upsertShopClient(ctx, userId, typology.key);
      await recordActivity(ctx, {
        entity: 'client',
        entityId: clientId,
        action: linked ? 'updated' : 'created',
        before: { typology: before },
        after: { typology: typology.key },
        summary: `Grille tarifaire ${typology.name}`,
      });
      await notify(ctx.tx, {
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
