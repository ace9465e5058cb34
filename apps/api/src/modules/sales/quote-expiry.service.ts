// Quote expiry (issue 18): a sent quote past its validity date becomes expired. Issuing a quote schedules a
// background job (jobs interface) for the day after its validity, one per shop and day (dedupe key); that job
// expires every due quote of the shop. Read paths run the same expiry first, so no page ever offers an expired
// quote as acceptable, and accepting one past its date is refused (422, French) whatever the job did.
import { and, type Database, eq, lt, salesDocuments } from '@sarment/db';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueJob, registerJobHandler } from '../jobs/index.ts';

export const quoteExpiryJob = 'sales.expireQuotes';

/** Expires the shop's sent quotes whose validity ended before today (Paris); logs each. Idempotent. */
export async function expireDueQuotes(ctx: ServiceContext): Promise<string[]> {
  const today = parisDateOf(ctx.now);
  const expired = await ctx.tx
    .update(salesDocuments)
    .set({ status: 'expired', updatedAt: ctx.now })
    .where(
      and(
        ofShop(ctx, salesDocuments),
        eq(salesDocuments.kind, 'quote'),
        eq(salesDocuments.status, 'sent'),
        lt(salesDocuments.validUntil, today),
      ),
    )
    .returning({ id: salesDocuments.id, number: salesDocuments.number });
  for (const quote of expired) {
    await recordActivity(ctx, {
      entity: 'quote',
      entityId: quote.id,
      action: 'statusChanged',
      before: { status: 'sent' },
      after: { status: 'expired' },
      summary: quote.number,
    });
  }
  return expired.map((quote) => quote.id);
}

/** Queues the shop's expiry run for the day after `validUntil` (Paris midnight); once per shop and day. */
export async function scheduleQuoteExpiry(ctx: ServiceContext, validUntil: string): Promise<void> {
  const day = addDays(validUntil, 1);
  await enqueueJob(ctx.tx, {
    shopId: ctx.shopId,
    kind: quoteExpiryJob,
    runAt: parisStartOfDay(day),
    dedupeKey: `${quoteExpiryJob}:${day}`,
  });
}

/** Registers the job's handler (from the sales routes' registration, so servers and tests know it). */
export function registerQuoteExpiryJob(): void {
  registerJobHandler(quoteExpiryJob, async (job, tools) => {
    const db = tools.db as Database;
    const ctx: ServiceContext = { shopId: job.shopId, actor: null, now: new Date(), tx: db, auth: null, db };
    const expired = await db.transaction((tx) => expireDueQuotes({ ...ctx, tx }));
    await tools.progress(1, 1);
    return { expired: expired.length };
  });
}
