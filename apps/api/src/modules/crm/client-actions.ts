// The client list's helpers (issue 17): the form's duplicate check before saving, and the bulk actions (assign an
// agent, a typology, add or remove a tag, add to a marketing list), each changed client logged.
import { and, clients, inArray } from '@sarment/db';
import { clientDisplayName, clientMessages } from '@sarment/domain/crm/client';
import {
  type DuplicateCheckInput,
  duplicateKeysOf,
  duplicateMessage,
  duplicateReasons,
} from '@sarment/domain/crm/client-duplicates';
import { unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';
import { addClientsToList } from '../marketing/lists.service.ts';
import { clientWriterOf } from './client-viewer.ts';
import * as repo from './clients.repo.ts';
import type { ClientBulkBody, DuplicateAnswer } from './clients.schemas.ts';
import { ENTITY } from './clients.service.ts';

/**
 * The shop's clients already holding the e-mail or SIRET typed. An agent learns that a client out of their scope
 * holds it, not who (the file would answer them 404 anyway).
 */
export async function checkDuplicates(
  ctx: ServiceContext,
  input: DuplicateCheckInput,
): Promise<DuplicateAnswer[]> {
  const viewer = clientWriterOf(ctx);
  const keys = duplicateKeysOf(input);
  const found = await repo.findClientsByKeys(ctx, keys, input.excludeId ?? null);
  return found.map((client) => {
    const visible = viewer.agentId === null || client.agentUserId === viewer.agentId;
    const reasons = duplicateReasons(keys, client);
    const name = visible ? clientDisplayName(client) : 'un autre client de la boutique';
    const messages = Object.fromEntries(
      reasons.map((reason) => [
        reason,
        visible
          ? duplicateMessage(reason, client)
          : `${reason === 'email' ? 'Ce mail' : 'Ce SIRET'} est déjà celui d'un autre client de la boutique`,
      ]),
    );
    return { id: visible ? client.id : '', displayName: name, reasons, messages };
  });
}

type Change = { field: 'agent' | 'typology' | 'tags'; value: unknown };

/** One action on the selected clients the caller may write; the others (another shop's, not an agent's own) are skipped. */
export async function applyBulkAction(
  ctx: ServiceContext,
  body: ClientBulkBody,
): Promise<{ updated: number }> {
  const viewer = clientWriterOf(ctx);
  if (body.action === 'addToList') {
    // the list is the marketing area's; the route checked the caller may write lists
    const selected = await repo.findClientsIn(ctx, viewer, body.ids);
    const ids = selected.filter((client) => !client.anonymisedAt).map((client) => client.id);
    return { updated: await addClientsToList(ctx, body.list.id, ids, 'clientList') };
  }
  if (
    body.action === 'setTypology' &&
    body.typology !== null &&
    !(await repo.isTypologyOfShop(ctx, body.typology))
  ) {
    throw unprocessable(clientMessages.typology, 'client_invalid', [
      { path: 'typology', message: clientMessages.typology },
    ]);
  }
  if (body.action === 'assignAgent') {
    const agentId = body.agent?.id ?? null;
    // an agent hands no client over: it would leave their view
    if (viewer.agentId !== null && agentId !== viewer.agentId)
      throw unprocessable(clientMessages.agent, 'client_invalid');
    if (agentId !== null && !(await repo.isAgentOfShop(ctx, agentId))) {
      throw unprocessable(clientMessages.agent, 'client_invalid', [
        { path: 'agent', message: clientMessages.agent },
      ]);
    }
  }
  return withTransaction(ctx, async (ctx) => {
    const selected = await repo.findClientsIn(ctx, viewer, body.ids);
    let updated = 0;
    for (const client of selected) {
      if (client.anonymisedAt) continue;
      const change = changeOf(body, client);
      if (!change) continue;
      const { before, after, set } = change;
      await ctx.tx
        .update(clients)
        .set({ ...set, updatedAt: ctx.now })
        .where(and(ofShop(ctx, clients), inArray(clients.id, [client.id])));
      await recordActivity(ctx, {
        entity: ENTITY,
        entityId: client.id,
        action: 'updated',
        before: { [before.field]: before.value },
        after: { [after.field]: after.value },
        summary: clientDisplayName(client),
      });
      if (client.userId && body.action === 'setTypology') await announceAuthChange(ctx.tx, client.userId);
      updated += 1;
    }
    return { updated };
  });
}

function changeOf(body: ClientBulkBody, client: typeof clients.$inferSelect) {
  const change = (
    field: Change['field'],
    from: unknown,
    to: unknown,
    set: Partial<typeof clients.$inferInsert>,
  ) =>
    JSON.stringify(from) === JSON.stringify(to)
      ? null
      : { before: { field, value: from }, after: { field, value: to }, set };
  switch (body.action) {
    case 'assignAgent': {
      const agentId = body.agent?.id ?? null;
      return change('agent', client.agentUserId, agentId, { agentUserId: agentId });
    }
    case 'setTypology':
      return change('typology', client.typology, body.typology, { typology: body.typology });
    case 'addTag': {
      const tags = client.tags.includes(body.tag) ? client.tags : [...client.tags, body.tag];
      return change('tags', client.tags, tags, { tags });
    }
    case 'removeTag': {
      const tags = client.tags.filter((tag) => tag !== body.tag);
      return change('tags', client.tags, tags, { tags });
    }
    case 'addToList':
      return null;
  }
}
