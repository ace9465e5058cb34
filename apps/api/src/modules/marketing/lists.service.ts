// Marketing lists (spec §1 Marketing, /dashboard/crm/lists): create, rename, delete, add and remove clients. The
// client list's bulk action 'addToList' (crm) adds through `addClientsToList`: crm depends on marketing, never the
// reverse. Every change is in the shop's activity log.
import { newId } from '@sarment/db';
import { clientDisplayName } from '@sarment/domain/crm/client';
import { marketingListMessages as messages } from '@sarment/domain/marketing/lists';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './lists.repo.ts';
import type { MarketingListAnswer, MarketingListBody, MarketingListMemberAnswer } from './lists.schemas.ts';

export const ENTITY = 'marketingList';

export function describeList(row: repo.MarketingListRow): MarketingListAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members: row.members,
    reachable: row.reachable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function describeMember(row: repo.MemberRow): MarketingListMemberAnswer {
  return {
    id: row.clientId,
    client: {
      id: row.clientId,
      displayName: clientDisplayName(row),
      email: row.email,
      isPro: row.isPro,
      city: row.city,
      marketingConsent: row.marketingConsent,
    },
    source: row.source,
    addedAt: row.addedAt.toISOString(),
  };
}

export async function getList(ctx: ServiceContext, id: string): Promise<repo.MarketingListRow> {
  const list = await repo.findMarketingList(ctx, id);
  if (!list) throw notFound(messages.notFound);
  return list;
}

async function refuseTakenName(ctx: ServiceContext, name: string, exceptId: string | null) {
  const holder = await repo.findListIdByName(ctx, name);
  if (holder && holder !== exceptId) {
    throw unprocessable(messages.nameTaken, 'name_taken', [{ field: 'name', message: messages.nameTaken }]);
  }
}

export function createList(ctx: ServiceContext, body: MarketingListBody): Promise<repo.MarketingListRow> {
  return withTransaction(ctx, async (tx) => {
    await refuseTakenName(tx, body.name, null);
    const id = newId('mkl');
    await repo.insertMarketingList(tx, { id, name: body.name, description: body.description, now: tx.now });
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: { name: body.name, description: body.description },
      summary: body.name,
    });
    return getList(tx, id);
  });
}

export function updateList(
  ctx: ServiceContext,
  id: string,
  body: MarketingListBody,
): Promise<repo.MarketingListRow> {
  return withTransaction(ctx, async (tx) => {
    const before = await getList(tx, id);
    await refuseTakenName(tx, body.name, id);
    await repo.updateMarketingList(tx, id, { name: body.name, description: body.description, now: tx.now });
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: { name: before.name, description: before.description },
      after: { name: body.name, description: body.description },
      summary: body.name,
    });
    return getList(tx, id);
  });
}

export function deleteList(ctx: ServiceContext, id: string): Promise<void> {
  return withTransaction(ctx, async (tx) => {
    const before = await getList(tx, id);
    await repo.deleteMarketingList(tx, id);
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: { name: before.name, members: before.members },
      after: null,
      summary: before.name,
    });
  });
}

/**
 * Adds clients of the shop to a list; those already in it stay as they were. A client id the shop does not know
 * refuses the whole request (404), so nothing is half added.
 */
export function addClientsToList(
  ctx: ServiceContext,
  listId: string,
  clientIds: readonly string[],
  source: 'clientList' | 'listPage',
): Promise<number> {
  return withTransaction(ctx, async (tx) => {
    const list = await getList(tx, listId);
    const unique = [...new Set(clientIds)];
    const known = await repo.clientIdsOfShop(tx, unique);
    // another shop's client is unknown here: 404, as for any resource of another shop
    if (known.length !== unique.length) throw notFound(messages.clientsOutOfShop, 'clients_out_of_shop');
    const added = await repo.insertMembers(tx, listId, unique, source, tx.now);
    if (added > 0) {
      await recordActivity(tx, {
        entity: ENTITY,
        entityId: listId,
        action: 'updated',
        before: { members: list.members },
        after: { members: list.members + added },
        summary: list.name,
      });
    }
    return added;
  });
}

export function removeClientFromList(ctx: ServiceContext, listId: string, clientId: string): Promise<void> {
  return withTransaction(ctx, async (tx) => {
    const list = await getList(tx, listId);
    if (!(await repo.deleteMember(tx, listId, clientId)))
      throw notFound('Ce client ne fait pas partie de la liste.');
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: listId,
      action: 'updated',
      before: { members: list.members },
      after: { members: list.members - 1 },
      summary: list.name,
    });
  });
}
