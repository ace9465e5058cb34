// A shop's promotion codes (issue 16): read, create, change and delete, each write in one transaction with its
// activity log entry. Amounts cross the edge as euros and percents; the table keeps cents and basis points.
import { type Executor, newId } from '@sarment/db';
import type { PromoCodeRule } from '@sarment/domain/pricing';
import { promoCodeFormMessages } from '@sarment/domain/validation/promo-code';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './promo-codes.repo.ts';
import type { PromoCodeAnswer, PromoCodeBody, PromoCodeListQuery } from './promo-codes.schemas.ts';

export const promoCodeNotFoundMessage = 'Code promo introuvable';
const ENTITY = 'promoCode';

const promoCodeNotFound = () => notFound(promoCodeNotFoundMessage, 'promo_code_not_found');
const duplicate = () =>
  unprocessable(promoCodeFormMessages.duplicate, 'promo_code_taken', [
    { path: 'code', message: promoCodeFormMessages.duplicate },
  ]);
// 2 decimals at most (the body's rule), so the product by 100 is whole once rounded
const hundredths = (value: number) => Math.round(value * 100);

export function describePromoCode(row: repo.PromoCodeRow): PromoCodeAnswer {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value / 100,
    threshold: {
      kind: row.thresholdKind,
      value: row.thresholdKind === 'amount' ? row.thresholdValue / 100 : row.thresholdValue,
    },
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
  };
}

/** The code as the pricing reads it (domain PromoCodeRule). */
export function toPromoCodeRule(row: repo.PromoCodeRow): PromoCodeRule {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    thresholdKind: row.thresholdKind,
    thresholdValue: row.thresholdValue,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
  };
}

/** The seller's code typed by a buyer (any case) as the pricing reads it; null for no code or an unknown one. */
export async function findPromoCodeRule(
  db: Executor,
  shopId: string,
  code: string | null | undefined,
): Promise<PromoCodeRule | null> {
  const typed = code?.trim();
  if (!typed) return null;
  const row = await repo.findPromoCodeByCode(db, shopId, typed);
  return row ? toPromoCodeRule(row) : null;
}

function rowOf(body: PromoCodeBody) {
  const threshold = body.threshold;
  return {
    code: body.code,
    kind: body.kind,
    value: hundredths(body.value),
    thresholdKind: threshold.kind,
    thresholdValue:
      threshold.kind === 'amount'
        ? hundredths(threshold.value)
        : threshold.kind === 'productCount'
          ? threshold.value
          : 0,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    maxUses: body.maxUses,
    active: body.active,
  };
}

/** What the activity log compares: the code as answered, without its use count (orders move it). */
function logged(answer: PromoCodeAnswer) {
  const { id: _id, uses: _uses, ...fields } = answer;
  return fields;
}

/** Two checkouts or two tabs may race past the check: the unique index has the last word. */
function isDuplicateCode(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 4; depth += 1) {
    const candidate = cause as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === 'promo_codes_shop_code_key') return true;
    cause = candidate.cause;
  }
  return false;
}

async function guardDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateCode(error)) throw duplicate();
    throw error;
  }
}

export async function listPromoCodePage(ctx: ServiceContext, query: PromoCodeListQuery) {
  const page = await repo.listPromoCodes(ctx, filtersOf(query), query.sort, pageWindow(query));
  return { rows: page.rows.map(describePromoCode), total: page.total };
}

export function filtersOf(
  query: Pick<PromoCodeListQuery, 'search' | 'kind' | 'active'>,
): repo.PromoCodeFilters {
  return {
    search: query.search,
    kinds: query.kind,
    active: query.active === undefined ? undefined : query.active === 'true',
  };
}

export async function readPromoCode(ctx: ServiceContext, id: string): Promise<PromoCodeAnswer> {
  const row = await repo.findPromoCode(ctx, id);
  if (!row) throw promoCodeNotFound();
  return describePromoCode(row);
}

export async function createPromoCode(ctx: ServiceContext, body: PromoCodeBody): Promise<PromoCodeAnswer> {
  if (await repo.isPromoCodeTaken(ctx, body.code, null)) throw duplicate();
  return guardDuplicates(() =>
    withTransaction(ctx, async (ctx) => {
      const row = await repo.insertPromoCode(ctx, { id: newId('prc'), ...rowOf(body) });
      const answer = describePromoCode(row);
      await recordActivity(ctx, {
        entity: ENTITY,
        entityId: row.id,
        action: 'created',
        before: null,
        after: logged(answer),
        summary: row.code,
      });
      return answer;
    }),
  );
}

export async function updatePromoCode(
  ctx: ServiceContext,
  id: string,
  body: PromoCodeBody & { id?: string | undefined },
): Promise<PromoCodeAnswer> {
  const existing = await repo.findPromoCode(ctx, id);
  // an id in the body names the code it was read from: another one is not this code
  if (!existing || (body.id !== undefined && body.id !== id)) throw promoCodeNotFound();
  if (await repo.isPromoCodeTaken(ctx, body.code, id)) throw duplicate();
  return guardDuplicates(() =>
    withTransaction(ctx, async (ctx) => {
      const row = await repo.updatePromoCode(ctx, id, rowOf(body));
      if (!row) throw promoCodeNotFound();
      const answer = describePromoCode(row);
      await recordActivity(ctx, {
        entity: ENTITY,
        entityId: id,
        action: 'updated',
        before: logged(describePromoCode(existing)),
        after: logged(answer),
        summary: row.code,
      });
      return answer;
    }),
  );
}

export async function deletePromoCode(ctx: ServiceContext, id: string): Promise<void> {
  const existing = await repo.findPromoCode(ctx, id);
  if (!existing) throw promoCodeNotFound();
  await withTransaction(ctx, async (ctx) => {
    await repo.deletePromoCode(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: logged(describePromoCode(existing)),
      after: null,
      summary: existing.code,
    });
  });
}
