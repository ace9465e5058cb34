// Reads and writes of sales_documents and their lines (issue 18), always of the context's shop.
import {
  and,
  asc,
  clientAddresses,
  clients,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  orders,
  type SQL,
  salesDocumentLines,
  salesDocuments,
  sql,
} from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import type { ListSort } from '../../http/list-query.ts';
import { matchesSearchSql, searchRegex } from '../../http/list-search.ts';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { DocumentSortField } from './documents.schemas.ts';
import type { DocumentLineDraft } from './documents-pricing.ts';

/** what has been paid on a bill or deposit bill: the payments area's bill_balances, 0 before any payment (issue 19) */
const paidCents = sql<number>`coalesce((select b.paid_cents from bill_balances b
  where b.shop_id = ${salesDocuments.shopId} and b.bill_id = ${salesDocuments.id}), 0)::int`.mapWith(Number);
const documentColumns = { ...getTableColumns(salesDocuments), paidCents };

export type DocumentRow = typeof salesDocuments.$inferSelect & { paidCents?: number };
export type DocumentLineRow = typeof salesDocumentLines.$inferSelect;
export type NewDocumentRow = typeof salesDocuments.$inferInsert;

export async function findDocument(
  scope: ShopScope,
  kind: SalesDocumentKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const query = scope.tx
    .select(documentColumns)
    .from(salesDocuments)
    .where(and(ofShop(scope, salesDocuments), eq(salesDocuments.kind, kind), eq(salesDocuments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function findLines(scope: ShopScope, documentId: string): Promise<DocumentLineRow[]> {
  return scope.tx
    .select()
    .from(salesDocumentLines)
    .where(and(ofShop(scope, salesDocumentLines), eq(salesDocumentLines.documentId, documentId)))
    .orderBy(asc(salesDocumentLines.lineNo));
}

export async function findClient(scope: ShopScope, clientId: string) {
  const [row] = await scope.tx
    .select()
    .from(clients)
    .where(and(ofShop(scope, clients), eq(clients.id, clientId)));
  return row;
}

/** An address as a document freezes it (what its PDF prints). */
export interface FrozenAddress {
  name: string | null;
  street: string;
  street2: string | null;
  zipcode: string;
  city: string;
  country: string;
}

/**
 * The client's default billing and delivery addresses, to freeze into a document's client snapshot: an issued
 * bill keeps printing the addresses it was made for (C. com. L441-9) whatever the client file becomes.
 */
export async function clientAddressSnapshot(
  scope: ShopScope,
  clientId: string,
): Promise<{ billingAddress: FrozenAddress | null; deliveryAddress: FrozenAddress | null }> {
  const rows = await scope.tx
    .select()
    .from(clientAddresses)
    .where(and(ofShop(scope, clientAddresses), eq(clientAddresses.clientId, clientId)));
  const frozen = (kind: 'billing' | 'delivery'): FrozenAddress | null => {
    const candidates = rows.filter((row) => row.kind === kind);
    const row = candidates.find((candidate) => candidate.isDefault) ?? candidates[0];
    return row
      ? {
          name: row.name,
          street: row.street,
          street2: row.street2,
          zipcode: row.zipcode,
          city: row.city,
          country: row.country,
        }
      : null;
  };
  return { billingAddress: frozen('billing'), deliveryAddress: frozen('delivery') };
}

export async function orderExists(scope: ShopScope, orderId: string): Promise<boolean> {
  const [row] = await scope.tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofShop(scope, orders), eq(orders.id, orderId), eq(orders.kind, 'order')));
  return row !== undefined;
}

export async function insertDocument(scope: ShopScope, row: NewDocumentRow): Promise<void> {
  await scope.tx.insert(salesDocuments).values(row);
}

export async function replaceLines(
  scope: ShopScope,
  documentId: string,
  lines: readonly (DocumentLineDraft & {
    totalHtCents: number;
    totalVatCents: number;
    totalTtcCents: number;
  })[],
): Promise<void> {
  await scope.tx
    .delete(salesDocumentLines)
    .where(and(ofShop(scope, salesDocumentLines), eq(salesDocumentLines.documentId, documentId)));
  if (lines.length === 0) return;
  await scope.tx
    .insert(salesDocumentLines)
    .values(lines.map((line) => ({ ...line, shopId: scope.shopId, documentId })));
}

export async function updateDocument(
  scope: ShopScope,
  id: string,
  changes: Partial<NewDocumentRow>,
): Promise<void> {
  await scope.tx
    .update(salesDocuments)
    .set(changes)
    .where(and(ofShop(scope, salesDocuments), eq(salesDocuments.id, id)));
}

export async function deleteDocument(scope: ShopScope, id: string): Promise<void> {
  await scope.tx.delete(salesDocuments).where(and(ofShop(scope, salesDocuments), eq(salesDocuments.id, id)));
}

export interface DocumentFilters {
  kind: SalesDocumentKind;
  statuses?: readonly string[] | undefined;
  clientId?: string | undefined;
  /** an agent sees only their clients' documents */
  agentId?: string | null;
  search?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

const sortColumns = {
  createdAt: salesDocuments.createdAt,
  number: salesDocuments.number,
  issuedAt: salesDocuments.issuedAt,
  totalTTC: salesDocuments.totalTtcCents,
} as const;

export async function listDocuments(
  scope: ShopScope,
  filters: DocumentFilters,
  sort: ListSort<DocumentSortField>,
  window: { limit: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const searched = searchRegex(filters.search);
  const conditions: (SQL | undefined)[] = [
    ofShop(scope, salesDocuments),
    eq(salesDocuments.kind, filters.kind),
    filters.statuses?.length ? inArray(salesDocuments.status, [...filters.statuses] as never[]) : undefined,
    filters.clientId ? eq(salesDocuments.clientId, filters.clientId) : undefined,
    filters.from ? gte(salesDocuments.createdAt, filters.from) : undefined,
    filters.before ? lt(salesDocuments.createdAt, filters.before) : undefined,
    filters.agentId
      ? sql`exists (select 1 from clients c where c.shop_id = ${salesDocuments.shopId}
          and c.id = ${salesDocuments.clientId} and c.agent_user_id = ${filters.agentId})`
      : undefined,
    // spec §5: accents, case and spaces ignored, on the number and the client's name
    searched
      ? matchesSearchSql(
          sql`coalesce(${salesDocuments.number}, '') || ' ' || coalesce(${salesDocuments.clientSnapshot}->>'name', '')`,
          searched,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const column = sortColumns[sort.field];
  const [rows, totals] = await Promise.all([
    scope.tx
      .select(documentColumns)
      .from(salesDocuments)
      .where(where)
      .orderBy(sort.descending ? sql`${column} desc nulls last` : asc(column), desc(salesDocuments.id))
      .limit(window.limit)
      .offset(window.offset),
    scope.tx.select({ total: count() }).from(salesDocuments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
