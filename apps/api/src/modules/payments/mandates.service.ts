// SEPA direct-debit mandates of a client (issue 19, spec §4: pending, processing, completed, error), held by the
// card provider: the IBAN goes to the provider and only its masked form is kept. The row is claimed (pending)
// before the provider is called with a key of that row, so a retry never registers the mandate twice.
import { and, asc, clients, eq, newId, sepaMandates } from '@sarment/db';
import { canMoveMandate, maskIban } from '@sarment/domain/payments';
import { notFound } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { CardProvider, SepaMandateResult } from './card-provider.ts';

type MandateRow = typeof sepaMandates.$inferSelect;

export function describeMandate(row: MandateRow) {
  return {
    id: row.id,
    client: { id: row.clientId },
    holderName: row.holderName,
    iban: row.ibanMasked,
    status: row.status,
    provider: row.provider,
    reference: row.reference,
    error: row.error,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireClient(ctx: ServiceContext, clientId: string) {
  const [client] = await ctx.tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(and(ofShop(ctx, clients), eq(clients.id, clientId)))
    .limit(1);
  if (!client) throw notFound('Client introuvable', 'client_not_found');
  return client;
}

export async function listClientMandates(ctx: ServiceContext, clientId: string) {
  await requireClient(ctx, clientId);
  const rows = await ctx.tx
    .select()
    .from(sepaMandates)
    .where(and(ofShop(ctx, sepaMandates), eq(sepaMandates.clientId, clientId)))
    .orderBy(asc(sepaMandates.createdAt), asc(sepaMandates.id));
  return rows.map(describeMandate);
}

function changesOf(result: SepaMandateResult, now: Date) {
  if (result.status === 'error')
    return {
      status: 'error' as const,
      error: result.reason,
      ...(result.mandateRef ? { providerRef: result.mandateRef } : {}),
    };
  return {
    status: result.status,
    providerRef: result.mandateRef,
    reference: result.reference ?? null,
    error: null,
    ...(result.status === 'completed' ? { signedAt: now } : {}),
  };
}

async function applyResult(ctx: ServiceContext, row: MandateRow, result: SepaMandateResult) {
  const changes = changesOf(result, ctx.now);
  if (!canMoveMandate(row.status, changes.status)) return row;
  return withTransaction(ctx, async (tx) => {
    const [updated] = await tx.tx
      .update(sepaMandates)
      .set({ ...changes, updatedAt: tx.now })
      .where(and(ofShop(tx, sepaMandates), eq(sepaMandates.id, row.id)))
      .returning();
    if (updated!.status !== row.status) {
      await recordActivity(tx, {
        entity: 'client',
        entityId: row.clientId,
        action: 'updated',
        before: { sepaMandate: row.status },
        after: { sepaMandate: updated!.status },
        summary: `Mandat SEPA ${row.ibanMasked}`,
      });
    }
    return updated!;
  });
}

export async function createClientMandate(
  ctx: ServiceContext,
  provider: CardProvider,
  accountRef: string | null | undefined,
  clientId: string,
  input: { iban: string; holderName: string },
) {
  const client = await requireClient(ctx, clientId);
  const row = await withTransaction(ctx, async (tx) => {
    const [inserted] = await tx.tx
      .insert(sepaMandates)
      .values({
        shopId: tx.shopId,
        id: newId('sdm'),
        clientId,
        holderName: input.holderName,
        ibanMasked: maskIban(input.iban),
        status: 'pending',
        provider: provider.name,
        createdByUserId: tx.actor?.id ?? null,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    await recordActivity(tx, {
      entity: 'client',
      entityId: clientId,
      action: 'updated',
      before: { sepaMandate: null },
      after: { sepaMandate: 'pending' },
      summary: `Mandat SEPA ${inserted!.ibanMasked}`,
    });
    return inserted!;
  });
  const result = await provider.createSepaMandate({
    idempotencyKey: `mandate:${ctx.shopId}:${row.id}`,
    iban: input.iban,
    holderName: input.holderName,
    email: client.email,
    accountRef,
  });
  return describeMandate(await applyResult(ctx, row, result));
}

/** Asks the provider where each mandate of the client stands that is not yet completed or in error. */
export async function refreshClientMandates(
  ctx: ServiceContext,
  provider: CardProvider,
  accountRef: string | null | undefined,
  clientId: string,
) {
  await requireClient(ctx, clientId);
  const rows = await ctx.tx
    .select()
    .from(sepaMandates)
    .where(and(ofShop(ctx, sepaMandates), eq(sepaMandates.clientId, clientId)))
    .orderBy(asc(sepaMandates.createdAt), asc(sepaMandates.id));
  const answers = [];
  for (const row of rows) {
    if (
      (row.status === 'pending' || row.status === 'processing') &&
      row.providerRef &&
      row.provider === provider.name
    ) {
      answers.push(
        describeMandate(
          await applyResult(ctx, row, await provider.readSepaMandate(row.providerRef, accountRef)),
        ),
      );
    } else answers.push(describeMandate(row));
  }
  return answers;
}
