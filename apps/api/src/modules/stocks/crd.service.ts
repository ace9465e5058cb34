// CRD capsules (issue 20): items, their stock and consumption; each write in one transaction with its log entry.
import { newId } from '@sarment/db';
import { crdMonth, crdSignAgrees } from '@sarment/domain/stocks/drm-crd';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './crd.repo.ts';
import type { CrdItemAnswer, CrdItemBody, CrdMonthAnswer } from './crd.schemas.ts';
import { crdMessages, type crdMovementBody } from './crd.schemas.ts';
import { nextMonthStart } from './drm-month.ts';

const ENTITY = 'crdItem';
const itemNotFound = () => notFound(crdMessages.notFound, 'crd_item_not_found');
const fieldError = (path: string, message: string) =>
  unprocessable(message, 'crd_invalid', [{ path, message }]);

const logged = (row: Pick<CrdItemAnswer, 'name' | 'color' | 'type' | 'isCrd'>) => ({
  name: row.name,
  color: row.color,
  type: row.type,
  isCrd: row.isCrd,
});

export async function listCrdItems(ctx: ServiceContext): Promise<CrdItemAnswer[]> {
  return repo.listCrdItems(ctx);
}

async function answerOf(ctx: ServiceContext, id: string): Promise<CrdItemAnswer> {
  const item = (await repo.listCrdItems(ctx)).find((row) => row.id === id);
  if (!item) throw itemNotFound();
  return item;
}

export async function createCrdItem(ctx: ServiceContext, body: CrdItemBody): Promise<CrdItemAnswer> {
  if (await repo.isCrdNameTaken(ctx, body.name, null)) throw fieldError('name', crdMessages.duplicate);
  return withTransaction(ctx, async (ctx) => {
    const row = await repo.insertCrdItem(ctx, { id: newId('crd'), ...body });
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: row.id,
      action: 'created',
      before: null,
      after: logged(row),
      summary: row.name,
    });
    return answerOf(ctx, row.id);
  });
}

export async function updateCrdItem(
  ctx: ServiceContext,
  id: string,
  body: CrdItemBody,
): Promise<CrdItemAnswer> {
  const existing = await repo.findCrdItem(ctx, id);
  if (!existing) throw itemNotFound();
  if (await repo.isCrdNameTaken(ctx, body.name, id)) throw fieldError('name', crdMessages.duplicate);
  return withTransaction(ctx, async (ctx) => {
    const row = await repo.updateCrdItem(ctx, id, { ...body, updatedAt: ctx.now });
    if (!row) throw itemNotFound();
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(existing),
      after: logged(row),
      summary: row.name,
    });
    return answerOf(ctx, id);
  });
}

export async function deleteCrdItem(ctx: ServiceContext, id: string): Promise<void> {
  const existing = await repo.findCrdItem(ctx, id);
  if (!existing) throw itemNotFound();
  // the monthly CRD summary of the DRM reads every movement: an item with some stays
  if (await repo.hasCrdMovements(ctx, id))
    throw unprocessable(crdMessages.hasMovements, 'crd_item_has_movements');
  await withTransaction(ctx, async (ctx) => {
    await repo.deleteCrdItem(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: logged(existing),
      after: null,
      summary: existing.name,
    });
  });
}

/** Records capsules received, used on bottling, lost or counted; the stock never goes below zero. */
export async function recordCrdMovement(
  ctx: ServiceContext,
  id: string,
  body: (typeof crdMovementBody)['_output'],
): Promise<CrdItemAnswer> {
  if (!crdSignAgrees(body.reason, body.quantity)) throw fieldError('quantity', crdMessages.sign);
  return withTransaction(ctx, async (ctx) => {
    // the item row lock serialises two movements of the same item
    const item = await repo.lockCrdItem(ctx, id);
    if (!item) throw itemNotFound();
    const before = await answerOf(ctx, id);
    if (before.stock + body.quantity < 0) throw fieldError('quantity', crdMessages.insufficient);
    const movement = await repo.insertCrdMovement(ctx, {
      id: newId('crm'),
      crdItemId: id,
      quantity: body.quantity,
      reason: body.reason,
      day: body.day,
      note: body.note,
      createdBy: ctx.actor?.id ?? null,
    });
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: { stock: before.stock },
      after: { stock: before.stock + movement.quantity, reason: movement.reason, day: movement.day },
      summary: item.name,
    });
    return { ...before, stock: before.stock + movement.quantity };
  });
}

/** Each item's capsules in the month (opening, entries, used on bottling, lost, counted, closing). */
export async function readCrdMonth(ctx: ServiceContext, month: string): Promise<CrdMonthAnswer[]> {
  const items = await repo.listCrdItems(ctx);
  const movements = await repo.readCrdMovementsBefore(ctx, nextMonthStart(month));
  const lines = crdMonth(
    month,
    items.map((item) => item.id),
    movements,
  );
  return items.map((item, index) => {
    const { crdItemId: _id, ...line } = lines[index] ?? {
      crdItemId: item.id,
      opening: 0,
      entries: 0,
      used: 0,
      losses: 0,
      adjustments: 0,
      closing: 0,
    };
    return { id: item.id, name: item.name, color: item.color, type: item.type, isCrd: item.isCrd, ...line };
  });
}
