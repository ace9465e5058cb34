// Prospection (issue 17, spec §1): the shop's prospects by stage and last contact, their follow-up, and the
// conversion of a prospect into a client in one action. The history stays in the activity log (entity 'client').
import type { Shop } from '@sarment/db';
import { opportunityMessages } from '@sarment/domain/crm/opportunity';
import type { PipelineStage } from '@sarment/domain/crm/pipeline';
import { personDisplayName } from '@sarment/domain/identity';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import type { Tenant } from '../../http/access.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { stagesOf } from './opportunities.service.ts';
import * as repo from './prospection.repo.ts';
import {
  type ProspectAnswer,
  type ProspectFollowUpBody,
  type ProspectListQuery,
  prospectionMessages,
} from './prospection.schemas.ts';

const ENTITY = 'client';
const prospectNotFound = () => notFound(prospectionMessages.notFound, 'prospect_not_found');

/** An agent works on the clients assigned to them only (spec §2); owners and iam on every client. */
export const agentScopeOf = (tenant: Tenant, userId: string) =>
  tenant.membership.role === 'agent' ? userId : undefined;

const stageOf = (stages: readonly PipelineStage[], id: string | null) =>
  stages.find((stage) => stage.id === id) ?? stages[0]!;

export function describeProspect(row: repo.ProspectRow, stages: readonly PipelineStage[]): ProspectAnswer {
  const stage = stageOf(stages, row.prospectStage);
  return {
    id: row.id,
    name: personDisplayName({ ...row, business: { reason: row.businessReason, name: row.businessName } }),
    email: row.email,
    phone: row.phone,
    city: row.city,
    isPro: row.isPro,
    stage: { id: stage.id, name: stage.name },
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
    // the next open task of the client first (tasks, issue 17), else the follow-up's own next action
    nextAction: row.nextTaskId
      ? {
          label: row.nextTaskTitle ?? '',
          dueOn: row.nextTaskDueAt ? parisDateOf(new Date(row.nextTaskDueAt)) : null,
          task: { id: row.nextTaskId },
        }
      : row.nextAction
        ? { label: row.nextAction, dueOn: row.nextActionOn, task: null }
        : null,
    agent: row.agent?.id
      ? { id: row.agent.id, name: personDisplayName({ ...row.agent, business: null }) }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function filtersOf(
  ctx: ServiceContext,
  stages: readonly PipelineStage[],
  query: Pick<ProspectListQuery, 'search' | 'stage' | 'contact'>,
  agentUserId: string | undefined,
): repo.ProspectFilters {
  return {
    search: query.search,
    stages: query.stage,
    firstStage: stages[0]?.id,
    contact: query.contact,
    agentUserId,
    now: ctx.now,
  };
}

export async function listProspectPage(
  ctx: ServiceContext,
  shop: Shop,
  query: ProspectListQuery,
  agentUserId: string | undefined,
) {
  const stages = stagesOf(shop);
  const page = await repo.listProspects(
    ctx,
    filtersOf(ctx, stages, query, agentUserId),
    query.sort,
    pageWindow(query),
  );
  return { rows: page.rows.map((row) => describeProspect(row, stages)), total: page.total };
}

async function findProspect(ctx: ServiceContext, id: string, agentUserId: string | undefined) {
  const row = await repo.findClientPipe(ctx, id);
  // an agent's view of another agent's client is no view at all: 404, as for another shop's
  if (!row || (agentUserId && row.agentUserId !== agentUserId)) throw prospectNotFound();
  if (row.pipe !== 'Prospect') throw unprocessable(prospectionMessages.notProspect, 'not_a_prospect');
  return row;
}

const nameOf = (row: NonNullable<Awaited<ReturnType<typeof repo.findClientPipe>>>) =>
  personDisplayName({ ...row, business: { reason: row.businessReason, name: row.businessName } });

export async function followUpProspect(
  ctx: ServiceContext,
  shop: Shop,
  id: string,
  body: ProspectFollowUpBody,
  agentUserId: string | undefined,
): Promise<void> {
  const stages = stagesOf(shop);
  const row = await findProspect(ctx, id, agentUserId);
  if (!stages.some((stage) => stage.id === body.stage.id)) {
    const message = opportunityMessages.unknownStage;
    throw unprocessable(message, 'unknown_stage', [{ path: 'stage.id', message }]);
  }
  const before = {
    stage: stageOf(stages, row.prospectStage).name,
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
    nextAction: row.nextAction,
    nextActionOn: row.nextActionOn,
  };
  const label = body.nextAction?.label || null;
  const after = {
    stage: stageOf(stages, body.stage.id).name,
    lastContactAt: body.lastContactAt ? new Date(body.lastContactAt).toISOString() : null,
    nextAction: label,
    nextActionOn: label ? (body.nextAction?.dueOn ?? null) : null,
  };
  await withTransaction(ctx, async (ctx) => {
    await repo.updateClientPipeline(ctx, id, {
      prospectStage: body.stage.id,
      lastContactAt: after.lastContactAt ? new Date(after.lastContactAt) : null,
      nextAction: after.nextAction,
      nextActionOn: after.nextActionOn,
    });
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before,
      after,
      summary: nameOf(row),
    });
  });
}

/** 'Convertir en client': the prospect's pipe becomes Client; its file, opportunities and history stay. */
export async function convertProspect(ctx: ServiceContext, id: string, agentUserId: string | undefined) {
  const row = await findProspect(ctx, id, agentUserId);
  await withTransaction(ctx, async (ctx) => {
    await repo.updateClientPipeline(ctx, id, { pipe: 'Client' });
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'statusChanged',
      before: { pipe: 'Prospect' },
      after: { pipe: 'Client' },
      summary: `${nameOf(row)} : prospect converti en client`,
    });
  });
  return { id, pipe: 'Client' as const, success: true as const, message: prospectionMessages.converted };
}
