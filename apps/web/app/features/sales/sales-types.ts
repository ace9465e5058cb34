// What the sales-document and order API answers (tags sales, orders), as the API's schemas say (types only: no
// server code reaches the browser).
import type { documentAnswer, documentChain, orderBackOfficeDetail, orderBackOfficeRow } from '@sarment/api';
import type { z } from 'zod';

export type SalesDocument = z.output<typeof documentAnswer>;
export type DocumentChain = z.output<typeof documentChain>;
export type ChainDocument = DocumentChain['documents'][number];
export type OrderRow = z.output<typeof orderBackOfficeRow>;
export type OrderPage = z.output<typeof orderBackOfficeDetail>;

/** The document kinds with a list page of their own under /dashboard/orders. */
export const listedKinds = ['quote', 'bill', 'depositBill', 'creditNote'] as const;
export type ListedKind = (typeof listedKinds)[number];
export type DocumentKind = ChainDocument['kind'];

/** The API path of each kind: GET /v1/<path>, /v1/<path>/{id}, POST /v1/<path>/{id}/issue... */
export const kindApiPath: Record<DocumentKind, string> = {
  quote: 'quotes',
  bill: 'bills',
  depositBill: 'deposit-bills',
  creditNote: 'credit-notes',
  sample: 'samples',
  shipment: 'shipments',
};

/** The list page of each kind (spec §2). */
export const kindListPath: Record<ListedKind, string> = {
  quote: '/dashboard/orders/quotes',
  bill: '/dashboard/orders/bills',
  depositBill: '/dashboard/orders/deposits',
  creditNote: '/dashboard/orders/credits',
};

/** The kind a document id names (ids carry their kind: qte_, bil_, dpb_, crn_, smp_, shm_), or 'order' (ord_). */
export function kindOfId(id: string): DocumentKind | 'order' | null {
  const prefix = id.slice(0, id.indexOf('_'));
  const kinds: Record<string, DocumentKind | 'order'> = {
    ord: 'order',
    qte: 'quote',
    bil: 'bill',
    dpb: 'depositBill',
    crn: 'creditNote',
    smp: 'sample',
    shm: 'shipment',
  };
  return kinds[prefix] ?? null;
}

/** Where a document of the chain opens: the sales pages for those built here, D's pages for the others. */
export function documentPagePath(document: { id: string; kind: DocumentKind }): string {
  return `/dashboard/orders/${encodeURIComponent(document.id)}`;
}
