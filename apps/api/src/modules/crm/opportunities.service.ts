// A shop's opportunities (issue 17): read, create, change, move on the board, win and lose, each write in one
// transaction with its activity log entry. Amounts cross the edge as euros; the table keeps cents.
import { newId, type Shop } from '@sarment/db';
import { canClose, opportunityMessages } from '@sarment/domain/crm/opportunity';
import {
  type PipelineStage,
  placeInColumn,
  readPipelineStages,
  stageTotals,
  weightedAmountCents,
} from '@sarment/domain/crm/pipeline';
import { personDisplayName } from '@sarment/domain/identity';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { clientReaderOf } from './client-viewer.ts';
import * as repo from './opportunities.repo.ts';
import type {
  BoardColumnAnswer,
  OpportunityAnswer,
  OpportunityBody,
  OpportunityListQuery,
} from './opportunities.schemas.ts';

const ENTITY = 'opportunity';
/** cards read for the board; past this, the list view pages them */
const BOARD_LIMIT = 500;

const opportunityNotFound = () => notFound(opportunityMessages.notFound, 'opportunity_not_found');
const fieldRefusal = (path: string, message: string, code: string) =>
  unprocessable(message, code, [{ path, message }]);
const euros = (cents: number) => cents / 100;

/** The shop's pipeline stages (settings, crm tab), or the default list. */
export function stagesOf(shop: Shop): PipelineStage[] {
  // the crm tab's document (settings area: shops.settings.sections.crm), read here so settings may call crm
  const sections = (shop.settings as unknown as { sections?: { crm?: { stages?: unknown } } }).sections;
  return readPipelineStages(sections?.crm?.stages);
}

export function describeOpportunity(
  row: repo.OpportunityRow,
  stages: readonly PipelineStage[],
): OpportunityAnswer {
  // a stage removed from settings while closed opportunities named it keeps its id as its name
  const stage = stages.find((s) => s.id === row.stageId) ?? { id: row.stageId, name: row.stageId };
  return {
    id: row.id,
    name: row.name,
    client: {
      id: row.clientId,
      name: personDisplayName({
        ...row.client,
        business: { reason: row.client.businessReason, name: row.client.businessName },
      }),
    },
    amount: euros(row.amountCents),
    weightedAmount: euros(weightedAmountCents(row.amountCents, row.probability)),
    probability: row.probability,
    expectedDate: row.expectedDate,
    stage: { id: stage.id, name: stage.name },
    position: row.position,
    owner:
      row.ownerUserId && row.owner
        ? { id: row.ownerUserId, name: personDisplayName({ ...row.owner, business: null }) }
        : null,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    lostReason: row.lostReason,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the activity log compares: the fields the owner sets, names included (the history reads them). */
function logged(answer: OpportunityAnswer) {
  const { id: _id, weightedAmount: _w, createdAt: _c, updatedAt: _u, position: _p, ...fields } = answer;
  return {
    ...fields,
    client: fields.client.name,
    stage: fields.stage.name,
    owner: fields.owner?.name ?? null,
  };
}

export function filtersOf(
  query: Pick<OpportunityListQuery, 'search' | 'stage' | 'owner' | 'client' | 'status'>,
): repo.OpportunityFilters {
  return {
    search: query.search,
    stages: query.stage,
    owners: query.owner,
    clients: query.client,
    statuses: query.status,
  };
}

/**
 * Reading opportunities (the list and one): the owner and an iam with seeAllClient read the shop's; an agent reads
 * those of the clients assigned to them (the quote editor opens one), another's answering 404.
 */
export async function listOpportunityPage(ctx: ServiceContext, shop: Shop, query: OpportunityListQuery) {
  const stages = stagesOf(shop);
  const { agentId } = clientReaderOf(ctx);
  const page = await repo.listOpportunities(
    ctx,
    { ...filtersOf(query), agentId },
    query.sort,
    pageWindow(query),
  );
  return { rows: page.rows.map((row) => describeOpportunity(row, stages)), total: page.total };
}

/**
 * The board: one column per stage with its open cards in order and its sums. A card whose stage was removed
 * shows in the first column.
 */
export async function readBoard(
  ctx: ServiceContext,
  shop: Shop,
  filters: { owner?: string[] | undefined; client?: string[] | undefined },
): Promise<BoardColumnAnswer[]> {
  const stages = stagesOf(shop);
  const known = new Set(stages.map((s) => s.id));
  const rows = await repo.listOpenOpportunities(
    ctx,
    { owners: filters.owner, clients: filters.client },
    BOARD_LIMIT,
  );
  const placed = rows.map((row) => (known.has(row.stageId) ? row : { ...row, stageId: stages[0]!.id }));
  const totals = stageTotals(stages, placed);
  return stages.map((stage, index) => {
    const total = totals[index]!;
    return {
      ...stage,
      count: total.count,
      amount: euros(total.amountCents),
      weightedAmount: euros(total.weightedCents),
      opportunities: placed
        .filter((row) => row.stageId === stage.id)
        .map((row) => describeOpportunity(row, stages)),
    };
  });
}

export async function listOwnerChoices(ctx: ServiceContext) {
  const rows = await repo.listOwnerChoices(ctx);
  return rows.map((row) => ({
    id: row.id,
    name: personDisplayName({ ...row, business: null }),
    role: row.role,
  }));
}

export async function readOpportunity(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
): Promise<OpportunityAnswer> {
  const row = await repo.findOpportunity(ctx, id, clientReaderOf(ctx).agentId);
  if (!row) throw opportunityNotFound();
  return describeOpportunity(row, stagesOf(shop));
}

/** The references of a body checked against the shop: its client, stage and owner (422 with the field's path). */
async function checkReferences(ctx: ServiceContext, stages: readonly PipelineStage[], body: OpportunityBody) {
  if (!stages.some((stage) => stage.id === body.stage.id)) {
    throw fieldRefusal('stage.id', opportunityMessages.unknownStage, 'unknown_stage');
  }
  // another shop's client or user is unknown here: 404, as any other shop's resource (contract)
  if (!(await repo.isShopClient(ctx, body.client.id))) {
    throw notFound(opportunityMessages.clientNotFound, 'client_not_found');
  }
  if (body.owner) {
    const owners = await repo.listOwnerChoices(ctx);
    if (!owners.some((owner) => owner.id === body.owner?.id)) {
      throw notFound(opportunityMessages.ownerNotFound, 'owner_not_found');
    }
  }
}

function fieldsOf(body: OpportunityBody) {
  return {
    name: body.name,
    clientId: body.client.id,
    // 2 decimals at most (the body's rule): the product by 100 is whole once rounded
    amountCents: Math.round(body.amount * 100),
    probability: body.probability,
    expectedDate: body.expectedDate,
    ownerUserId: body.owner?.id ?? null,
    notes: body.notes,
  };
}

async function reread(ctx: ServiceContext, stages: readonly PipelineStage[], id: string) {
  const row = await repo.findOpportunity(ctx, id);
  if (!row) throw opportunityNotFound();
  return describeOpportunity(row, stages);
}

export async function createOpportunity(
  ctx: ServiceContext,
  shop: Shop,
  body: OpportunityBody,
): Promise<OpportunityAnswer> {
  const stages = stagesOf(shop);
  await checkReferences(ctx, stages, body);
  return withTransaction(ctx, async (ctx) => {
    const id = newId('opp');
    // a new card goes to the top of its column
    const column = await repo.columnIds(ctx, body.stage.id);
    await repo.insertOpportunity(ctx, { id, ...fieldsOf(body), stageId: body.stage.id, position: 0 });
    await repo.renumberColumn(ctx, [id, ...column]);
    const answer = await reread(ctx, stages, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: logged(answer),
      summary: answer.name,
    });
    return answer;
  });
}

export async function updateOpportunity(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
  body: OpportunityBody & { id?: string | undefined },
): Promise<OpportunityAnswer> {
  const stages = stagesOf(shop);
  const existing = await repo.findOpportunity(ctx, id);
  // an id in the body names the opportunity it was read from: another one is not this one
  if (!existing || (body.id !== undefined && body.id !== id)) throw opportunityNotFound();
  await checkReferences(ctx, stages, body);
  return withTransaction(ctx, async (ctx) => {
    const before = describeOpportunity(existing, stages);
    const stageChanged = existing.stageId !== body.stage.id;
    await repo.updateOpportunity(ctx, id, { ...fieldsOf(body), stageId: body.stage.id });
    if (stageChanged && existing.status === 'open') {
      await repo.renumberColumn(ctx, [
        id,
        ...(await repo.columnIds(ctx, body.stage.id)).filter((o) => o !== id),
      ]);
      await repo.renumberColumn(ctx, await repo.columnIds(ctx, existing.stageId));
    }
    const answer = await reread(ctx, stages, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(before),
      after: logged(answer),
      summary: answer.name,
    });
    return answer;
  });
}

/** Drag and drop, or the 'move to' menu: the card goes to `position` of the stage's column. */
export async function moveOpportunity(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
  move: { stage: { id: string }; position: number },
): Promise<OpportunityAnswer> {
  const stages = stagesOf(shop);
  const existing = await repo.findOpportunity(ctx, id);
  if (!existing) throw opportunityNotFound();
  if (!stages.some((stage) => stage.id === move.stage.id)) {
    throw fieldRefusal('stage.id', opportunityMessages.unknownStage, 'unknown_stage');
  }
  if (!canClose(existing.status)) throw unprocessable(opportunityMessages.closed, 'opportunity_closed');
  return withTransaction(ctx, async (ctx) => {
    const before = describeOpportunity(existing, stages);
    await repo.updateOpportunity(ctx, id, { stageId: move.stage.id });
    await repo.renumberColumn(
      ctx,
      placeInColumn(await repo.columnIds(ctx, move.stage.id), id, move.position),
    );
    if (existing.stageId !== move.stage.id) {
      await repo.renumberColumn(ctx, await repo.columnIds(ctx, existing.stageId));
    }
    const answer = await reread(ctx, stages, id);
    // a move within its column changes no field the history shows: nothing is logged then
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(before),
      after: logged(answer),
      summary: answer.name,
    });
    return answer;
  });
}

/**
 * Closes an open opportunity as won or lost. Won: the seam for the sales documents (issue on quotes): once they
 * exist, winning creates the client's quote draft here, in the same transaction; until then it is marked won.
 */
export async function closeOpportunity(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
  outcome: { status: 'won' } | { status: 'lost'; reason: string },
): Promise<OpportunityAnswer> {
  const stages = stagesOf(shop);
  const existing = await repo.findOpportunity(ctx, id);
  if (!existing) throw opportunityNotFound();
  if (!canClose(existing.status)) throw unprocessable(opportunityMessages.closed, 'opportunity_closed');
  return withTransaction(ctx, async (ctx) => {
    const before = describeOpportunity(existing, stages);
    await repo.updateOpportunity(ctx, id, {
      status: outcome.status,
      closedAt: ctx.now,
      lostReason: outcome.status === 'lost' ? outcome.reason || null : null,
      ...(outcome.status === 'won' ? { probability: 100 } : {}),
    });
    await repo.renumberColumn(ctx, await repo.columnIds(ctx, existing.stageId));
    const answer = await reread(ctx, stages, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'statusChanged',
      before: logged(before),
      after: logged(answer),
      summary: answer.name,
    });
    return answer;
  });
}

/** For the settings' crm tab: the stages that still hold open opportunities. */
export const stagesHoldingOpportunities = (ctx: ServiceContext) => repo.stagesInUse(ctx);

/** The dialog's client picker: 20 of the shop's clients and prospects matching the search, by name. */
export async function listClientChoices(ctx: ServiceContext, search: string | undefined) {
  const rows = await repo.findClientChoices(ctx, search, 20);
  return rows.map((row) => ({
    id: row.id,
    name: personDisplayName({ ...row, business: { reason: row.businessReason, name: row.businessName } }),
    pipe: row.pipe,
  }));
}
