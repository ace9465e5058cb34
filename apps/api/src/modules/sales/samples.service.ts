// Samples (échantillons), issue 18: bottles given to a client at no charge, with a reason. Each is a sales
// document of kind sample, numbered at once in the EC series, with its delivery note (warehouse, reason); its
// stock leaves through the ledger, one `sample` movement per line (the DRM counts samples among its exits).
// Who: the owner; an iam with seeAllOrder to read and createOrder to write; an agent for the clients assigned to
// them only (another agent's client answers 404, as another shop's).
import { newId, queryRows, sql } from '@sarment/db';
import { hasPermission, type Permission } from '@sarment/domain/access';
import { parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import { forbidden, notFound } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { formatName } from '../catalogue/catalogue.service.ts';
import { type LedgerMovement, writeMovements } from '../stocks/ledger.repo.ts';
import * as documents from './documents.repo.ts';
import { totalsOf } from './documents.service.ts';
import type { DocumentLineDraft } from './documents-pricing.ts';
import * as repo from './shipments.repo.ts';
import type { SampleBody, SampleListQuery } from './shipments.schemas.ts';
import { describeSample, issueNow, itemKey, shopWarehouse, stockManagedItems } from './shipments.service.ts';

export const sampleErrors = {
  notFound: 'Échantillon introuvable',
  clientNotFound: 'Client introuvable',
  productNotFound: 'Produit introuvable',
} as const;

/** null: every client of the shop; else the agent whose clients only are visible. */
function sampleViewerOf(ctx: ServiceContext, intent: 'read' | 'write'): { agentId: string | null } {
  const auth = ctx.auth;
  const membership = auth?.memberships.find((m) => m.shopId === ctx.shopId);
  if (!auth || !membership) throw new Error('samples: the caller is no member of the shop');
  if (membership.role === 'owner') return { agentId: null };
  const userId = auth.user.id;
  const user = { id: userId, role: membership.role, shops: auth.memberships.map((m) => ({ id: m.shopId })) };
  const authorizations = membership.authorizations
    ? { byUser: { [userId]: membership.authorizations as Record<string, boolean> } }
    : null;
  const permission: Permission = intent === 'read' ? 'seeAllOrder' : 'createOrder';
  if (membership.role === 'agent') return { agentId: userId };
  if (!hasPermission(user, { id: ctx.shopId, authorizations }, permission)) throw forbidden();
  return { agentId: null };
}

interface CatalogueItem {
  product_id: string;
  product_name: string;
  format_id: string;
  name_in_shop: string | null;
  container: string;
  unity: string;
  unity_value: number;
  show_unity_value: boolean;
  vintage_id: string | null;
  vintage_name: string | null;
}

/** Names of the lines' items, each of this shop (a product, format or vintage of another shop: 404). */
async function sampleLines(ctx: ServiceContext, body: SampleBody): Promise<DocumentLineDraft[]> {
  const found = await queryRows<CatalogueItem>(
    ctx.tx,
    sql`select p.id as product_id, p.name as product_name, f.id as format_id, f.name_in_shop, f.container, f.unity,
        f.unity_value::float8 as unity_value, f.show_unity_value, v.id as vintage_id, v.name as vintage_name
      from products p
      join formats f on f.shop_id = p.shop_id and f.product_id = p.id
      left join vintages v on v.shop_id = p.shop_id and v.product_id = p.id
      where p.shop_id = ${ctx.shopId} and p.id in ${[...new Set(body.lines.map((l) => l.product.id))]}`,
  );
  return body.lines.map((line, index) => {
    const vintageId = line.vintage?.id ?? null;
    const item = found.find(
      (row) =>
        row.product_id === line.product.id &&
        row.format_id === line.format.id &&
        (vintageId === null || row.vintage_id === vintageId),
    );
    if (!item) {
      throw notFound(sampleErrors.productNotFound, 'product_not_found');
    }
    const format = formatName({
      nameInShop: item.name_in_shop,
      container: item.container,
      unity: item.unity,
      unityValue: item.unity_value,
      showUnityValue: item.show_unity_value,
    });
    const vintage = vintageId && item.vintage_name ? ` ${item.vintage_name}` : '';
    return {
      lineNo: index + 1,
      kind: 'product' as const,
      productId: line.product.id,
      formatId: line.format.id,
      vintageId,
      label: `${item.product_name}${vintage} – ${format}`,
      quantity: line.quantity,
      // a sample is given: no charge
      unitHtCents: 0,
      discountBp: 0,
      vatRateBp: 0,
    };
  });
}

export function createSample(ctx: ServiceContext, body: SampleBody) {
  const viewer = sampleViewerOf(ctx, 'write');
  return withTransaction(ctx, async (tx) => {
    const client = await documents.findClient(tx, body.client.id);
    if (!client || (viewer.agentId !== null && client.agentUserId !== viewer.agentId)) {
      throw notFound(sampleErrors.clientNotFound, 'client_not_found');
    }
    const warehouse = await shopWarehouse(tx, body.warehouse.id);
    const drafts = await sampleLines(tx, body);
    const { lines, totals } = totalsOf(drafts, 0);
    const id = newId('smp');
    await documents.insertDocument(tx, {
      shopId: tx.shopId,
      id,
      kind: 'sample',
      clientId: client.id,
      clientSnapshot: {
        name:
          client.businessName ||
          client.businessReason ||
          [client.lastname, client.firstname].filter(Boolean).join(' ') ||
          client.email ||
          client.id,
        isPro: client.isPro,
        email: client.email,
        ...(await documents.clientAddressSnapshot(tx, client.id)),
      },
      typology: client.typology,
      totalHtCents: totals.totalHtCents,
      totalVatCents: totals.totalVatCents,
      totalTtcCents: totals.totalTtcCents,
      notes: body.notes ?? null,
      createdByUserId: tx.actor?.id ?? null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await documents.replaceLines(tx, id, lines);
    const number = await issueNow(tx, 'sample', id);
    await tx.tx.execute(sql`insert into delivery_notes (shop_id, document_id, warehouse_id, reason, created_at, updated_at)
      values (${tx.shopId}, ${id}, ${warehouse.id}, ${body.reason}, ${tx.now}, ${tx.now})`);
    const items = drafts.map((d) => ({
      productId: d.productId!,
      formatId: d.formatId!,
      vintageId: d.vintageId,
    }));
    const managed = await stockManagedItems(tx, items);
    const movements: LedgerMovement[] = drafts
      .filter((_, index) => managed.has(itemKey(items[index]!)))
      .map((draft) => ({
        warehouseId: warehouse.id,
        productId: draft.productId!,
        formatId: draft.formatId!,
        vintageId: draft.vintageId,
        delta: -draft.quantity,
        reason: 'sample',
        documentType: 'sample',
        documentId: id,
        note: `Échantillon ${number} : ${body.reason}`,
      }));
    if (movements.length) await writeMovements(tx, movements);
    const answer = describeSample((await repo.findDeliveryNote(tx, 'sample', id))!);
    await recordActivity(tx, {
      entity: 'sample',
      entityId: id,
      action: 'created',
      before: null,
      after: answer,
    });
    return answer;
  });
}

export async function readSample(ctx: ServiceContext, id: string) {
  const viewer = sampleViewerOf(ctx, 'read');
  const row = await repo.findDeliveryNote(ctx, 'sample', id, { agentId: viewer.agentId });
  if (!row) throw notFound(sampleErrors.notFound, 'sample_not_found');
  return describeSample(row);
}

export async function listSamplePage(
  ctx: ServiceContext,
  query: Omit<SampleListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const viewer = sampleViewerOf(ctx, 'read');
  const page = await repo.listDeliveryNotes(
    ctx,
    {
      kind: 'sample',
      search: query.search,
      clientId: query.client,
      warehouseId: query.warehouse,
      agentId: viewer.agentId,
      from: query.from ? parisStartOfDay(query.from) : undefined,
      before: query.to ? parisStartOfDay(addDays(query.to, 1)) : undefined,
    },
    query.sort,
    window,
  );
  return { rows: page.rows.map(describeSample), total: page.total };
}
