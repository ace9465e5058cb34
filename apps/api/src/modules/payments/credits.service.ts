// Client credits (issue 19, spec §4 Credit: full, partial, empty, cancelled): an overpayment's leftover or an
// issued credit note, used on later bills of the client (allocations with the credit as source) or refunded.
import { newId, queryRows, type SQL, sql } from '@sarment/db';
import { eurosToCents, formatEuros, cents as toCents } from '@sarment/domain/money';
import type { z } from 'zod';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import { type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { allocateFrom, undoAllocation } from './bill-allocations.ts';
import * as repo from './receivables.repo.ts';
import {
  type CreditAnswer,
  type CreditListQuery,
  type CreditRowAnswer,
  type creditRefundBody,
  type creditUseBody,
  receivableMessages as m,
} from './receivables.schemas.ts';
import { clientName, describeAllocations, euros, typeLabel } from './receivables-answers.ts';

const creditNotFound = () => notFound(m.creditNotFound, 'credit_not_found');

interface CreditListRow extends repo.CreditTableRow, Omit<repo.ClientNameFields, 'clientId'> {
  creditNoteNumber: string | null;
  total: number;
}

const sortSql: Record<CreditListQuery['sort']['field'], SQL> = {
  createdAt: sql`c.created_at`,
  amount: sql`c.amount_cents`,
  balance: sql`c.balance_cents`,
  status: sql`c.status`,
  client: sql`normalize(lower(concat_ws(' ', cl.business_reason, cl.lastname, cl.firstname)), NFD)`,
};

type CreditFilters = Omit<CreditListQuery, 'page' | 'pageSize' | 'sort'>;

async function queryCredits(
  scope: ShopScope,
  where: SQL,
  order: SQL,
  window: { limit: number; offset: number },
): Promise<CreditListRow[]> {
  return queryRows<CreditListRow>(
    scope.tx,
    sql`${repo.creditSelect}, ${repo.clientColumns}, d.number as "creditNoteNumber", count(*) over ()::int as total
      from client_credits c
      join clients cl on cl.shop_id = c.shop_id and cl.id = c.client_id
      left join sales_documents d on d.shop_id = c.shop_id and d.id = c.credit_note_id
      where c.shop_id = ${scope.shopId} and ${where}
      order by ${order}, c.id
      limit ${window.limit} offset ${window.offset}`,
  );
}

function whereOf(query: CreditFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  const regex = searchRegex(query.search);
  if (regex)
    conditions.push(
      matchesSearchSql(
        sql`concat_ws(' ', d.number, cl.firstname, cl.lastname, cl.business_name, cl.business_reason)`,
        regex,
      ),
    );
  if (query.status?.length) conditions.push(sql`c.status in (${repo.inList(query.status)})`);
  if (query.origin?.length) conditions.push(sql`c.origin in (${repo.inList(query.origin)})`);
  if (query.client?.length) conditions.push(sql`c.client_id in (${repo.inList(query.client)})`);
  return sql.join(conditions, sql` and `);
}

function describeCredit(row: CreditListRow): CreditRowAnswer {
  return {
    id: row.id,
    origin: row.origin,
    client: { id: row.clientId, name: clientName({ ...row, clientId: row.clientId }) },
    creditNote: row.creditNoteId ? { id: row.creditNoteId, number: row.creditNoteNumber } : null,
    payment: row.paymentId ? { id: row.paymentId } : null,
    amount: euros(row.amountCents),
    used: euros(row.usedCents),
    refunded: euros(row.refundedCents),
    balance: euros(row.balanceCents),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listCreditRows(
  ctx: ServiceContext,
  query: CreditFilters & { sort: CreditListQuery['sort'] },
  window: { limit: number; offset: number },
) {
  await repo.syncCreditNotes(ctx);
  const order = sql`${sortSql[query.sort.field]} ${query.sort.descending ? sql`desc` : sql`asc`}`;
  const rows = await queryCredits(ctx, whereOf(query), order, window);
  return { rows: rows.map(describeCredit), total: rows[0]?.total ?? 0 };
}

export const listCreditPage = (ctx: ServiceContext, query: CreditListQuery) =>
  listCreditRows(ctx, query, pageWindow(query));

export async function readCredit(ctx: ServiceContext, id: string): Promise<CreditAnswer> {
  await repo.syncCreditNotes(ctx);
  const [row] = await queryCredits(ctx, sql`c.id = ${id}`, sql`c.created_at`, { limit: 1, offset: 0 });
  if (!row) throw creditNotFound();
  const uses = await describeAllocations(ctx, await repo.listAllocations(ctx, { creditId: id }));
  const refunds = await queryRows<{
    id: string;
    amountCents: number;
    type: string;
    day: string;
    reference: string | null;
    createdAt: Date | string;
  }>(
    ctx.tx,
    sql`select id, amount_cents as "amountCents", type, refunded_on::text as day, reference,
        created_at as "createdAt"
      from credit_refunds where shop_id = ${ctx.shopId} and credit_id = ${id} order by created_at, id`,
  );
  return {
    ...describeCredit(row),
    uses,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: euros(refund.amountCents),
      type: refund.type,
      typeLabel: typeLabel(refund.type),
      date: refund.day,
      reference: refund.reference,
      createdAt: new Date(refund.createdAt).toISOString(),
    })),
  };
}

async function lockedCredit(ctx: ServiceContext, id: string): Promise<repo.CreditTableRow> {
  await repo.syncCreditNotes(ctx);
  const credit = await repo.findCredit(ctx, id, true);
  if (!credit) throw creditNotFound();
  if (credit.cancelled) throw unprocessable(m.creditCancelled, 'credit_cancelled');
  return credit;
}

/** Uses part of a credit on a bill of the same client (the bill's paid amount grows as with a payment). */
export async function useCredit(
  ctx: ServiceContext,
  id: string,
  body: z.output<typeof creditUseBody>,
): Promise<CreditAnswer> {
  await withTransaction(ctx, async (ctx) => {
    const credit = await lockedCredit(ctx, id);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(ctx.now);
    await allocateFrom(
      ctx,
      { creditId: id },
      credit.clientId,
      credit.amountCents - credit.usedCents - credit.refundedCents,
      [{ billId: body.bill.id, amountCents: eurosToCents(body.amount) }],
      day,
    );
  });
  return readCredit(ctx, id);
}

export async function undoCreditUse(ctx: ServiceContext, id: string, allocationId: string) {
  await repo.syncCreditNotes(ctx);
  await undoAllocation(ctx, { creditId: id }, allocationId);
  return readCredit(ctx, id);
}

/** Records money given back to the client from their credit (the refund itself is made outside, or by F's provider). */
export async function refundCredit(
  ctx: ServiceContext,
  id: string,
  body: z.output<typeof creditRefundBody>,
): Promise<CreditAnswer> {
  await withTransaction(ctx, async (ctx) => {
    const credit = await lockedCredit(ctx, id);
    const amountCents = eurosToCents(body.amount);
    const balance = credit.amountCents - credit.usedCents - credit.refundedCents;
    if (amountCents > balance || !(await repo.moveCreditSums(ctx, id, 0, amountCents, ctx.now)))
      throw unprocessable(m.refundExceedsCredit, 'refund_exceeds_credit', [
        { path: 'amount', message: m.refundExceedsCredit },
      ]);
    await ctx.tx.execute(sql`insert into credit_refunds
        (shop_id, id, credit_id, amount_cents, type, refunded_on, reference, created_by_user_id, created_at)
      values (${ctx.shopId}, ${newId('rfd')}, ${id}, ${amountCents}, ${body.type}, ${body.date}::date,
        ${body.reference || null}, ${ctx.actor?.id ?? null}, ${ctx.now})`);
    await recordActivity(ctx, {
      entity: 'credit',
      entityId: id,
      action: 'updated',
      before: { refunded: euros(credit.refundedCents) },
      after: { refunded: euros(credit.refundedCents + amountCents) },
      summary: `Remboursement de ${formatEuros(toCents(amountCents))} (${typeLabel(body.type)}) sur l'avoir`,
    });
  });
  return readCredit(ctx, id);
}
