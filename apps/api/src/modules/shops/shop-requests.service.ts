import type { Database } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import { vocabularyFor } from '@sarment/domain/reference';
import type { AuthContext } from '../../http/auth-context.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { notifyShopStaff } from '../notifications/notify.ts';
import type { ShopRow } from '../tenancy/shop-records.repo.ts';
import { priceGridAnswerLink } from './shop-clients.service.ts';
import { findUserProfile, hasRecentShopNotification } from './shops.repo.ts';

/** A request waits a day before the same person may send it again (no flood of the owner's notifications). */
const REPEAT_AFTER_MS = 24 * 3600 * 1000;

export const shopRequestMessages = {
  priceGridSent: 'Votre demande de grille tarifaire a bien été envoyée au producteur.',
  priceGridProOnly: 'La demande de grille tarifaire est réservée aux professionnels.',
  priceGridMember: 'Vous travaillez pour cette boutique : tous ses tarifs vous sont déjà accessibles.',
  priceGridPending: 'Votre demande de grille tarifaire a déjà été envoyée : le producteur vous répondra.',
  agentSent: 'Votre proposition a bien été envoyée au producteur.',
  agentAlready: 'Vous représentez déjà ce producteur.',
  agentPending: 'Votre proposition a déjà été envoyée à ce producteur.',
} as const;

const withMessage = (content: string, message: string | undefined) =>
  message ? `${content} Message : « ${message} »` : content;

async function requesterOf(db: Database, auth: AuthContext) {
  const profile = await findUserProfile(db, auth.user.id);
  return { email: auth.user.email, name: profile ? personDisplayName(profile) : auth.user.email };
}

/**
 * spec §1: a professional asks a shop for a negotiated price grid; the owners (and collaborators allowed to see
 * every price) get a notification that opens the price grid with the answer to that buyer (shop-clients).
 */
export async function requestPriceGrid(
  db: Database,
  auth: AuthContext,
  shop: ShopRow,
  message: string | undefined,
): Promise<string> {
  if (auth.memberships.some((m) => m.shopId === shop.id)) {
    throw unprocessable(shopRequestMessages.priceGridMember, 'shop_member');
  }
  if (!auth.user.isPro) throw unprocessable(shopRequestMessages.priceGridProOnly, 'not_professional');
  const requester = await requesterOf(db, auth);
  const redirectLink = priceGridAnswerLink(auth.user.id);
  const since = new Date(Date.now() - REPEAT_AFTER_MS);
  await db.transaction(async (tx) => {
    if (await hasRecentShopNotification(tx, { shopId: shop.id, type: 'priceRequest', redirectLink, since })) {
      throw conflict(shopRequestMessages.priceGridPending, 'request_pending');
    }
    await notifyShopStaff(tx, {
      shopId: shop.id,
      type: 'priceRequest',
      content: withMessage(
        `${requester.name} (${requester.email}) demande une grille tarifaire professionnelle.`,
        message,
      ),
      redirectLink,
      permission: 'seeAllPrice',
    });
  });
  return shopRequestMessages.priceGridSent;
}

/** spec §2 /shops/add: an agent offers to represent a producer; its owners hear of it. */
export async function requestAgentRepresentation(
  db: Database,
  auth: AuthContext,
  shop: ShopRow,
  message: string | undefined,
): Promise<string> {
  if (auth.memberships.some((m) => m.shopId === shop.id)) {
    throw conflict(shopRequestMessages.agentAlready, 'already_agent');
  }
  const requester = await requesterOf(db, auth);
  const redirectLink = `/dashboard/agents?search=${encodeURIComponent(requester.email)}`;
  const since = new Date(Date.now() - REPEAT_AFTER_MS);
  const business = vocabularyFor(shop.businessType);
  await db.transaction(async (tx) => {
    if (await hasRecentShopNotification(tx, { shopId: shop.id, type: 'agentRequest', redirectLink, since })) {
      throw conflict(shopRequestMessages.agentPending, 'request_pending');
    }
    await notifyShopStaff(tx, {
      shopId: shop.id,
      type: 'agentRequest',
      content: withMessage(
        `L'agent commercial ${requester.name} (${requester.email}) propose de représenter votre ${business.businessSingular}.`,
        message,
      ),
      redirectLink,
    });
  });
  return shopRequestMessages.agentSent;
}
