// The one way every area writes the shop's activity log, inside its own business transaction.

import { newId } from '@sarment/db';
import { type ActivityAction, changedHalves, diffFields } from '@sarment/domain/activity';
import { personDisplayName } from '@sarment/domain/identity';
import type { AuthContext } from '../../http/auth-context.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { insertActivity } from './activity.repo.ts';

/** Who did it: a user with the name they had then, or null for the system (imports, scheduled jobs). */
export type Actor = { id: string; name: string } | null;

export function actorOf(auth: AuthContext | null): Actor {
  if (!auth) return null;
  return { id: auth.user.id, name: personDisplayName({ ...auth.user, business: null }) };
}

export interface ActivityInput {
  /** 'product', 'price', 'order'... */
  entity: string;
  entityId: string;
  action: ActivityAction;
  /** the resource's fields before (null when it is created) and after (null when it is deleted) */
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
  summary?: string | null;
}

/** What an entry needs of the service context: the shop, who acts, when, and the business transaction. */
export type ActivityContext = Pick<ServiceContext, 'shopId' | 'actor' | 'now' | 'tx'>;

/**
 * Writes one entry of the context's shop, by its actor, at its time, in its transaction, with only the fields that
 * changed between `before` and `after`. An update that changes nothing writes nothing (false); anything else is
 * written (true).
 */
export async function recordActivity(ctx: ActivityContext, input: ActivityInput): Promise<boolean> {
  const changes = diffFields(input.before, input.after);
  if (changes.length === 0 && (input.action === 'updated' || input.action === 'statusChanged')) return false;
  const { before, after } = changedHalves(changes);
  await insertActivity(ctx.tx, {
    shopId: ctx.shopId,
    id: newId('act'),
    at: ctx.now,
    actorId: ctx.actor?.id ?? null,
    actorName: ctx.actor?.name ?? null,
    entity: input.entity,
    entityId: input.entityId,
    action: input.action,
    before,
    after,
    summary: input.summary ?? null,
  });
  return true;
}
