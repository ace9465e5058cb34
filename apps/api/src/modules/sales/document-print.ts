// Everything a sales document's PDF and its Factur-X XML print (issue 18), read once from the document, its lines,
// the seller (frozen at issue; a draft's from the shop's settings), the client's addresses (CRM) and the order,
// bill or quote it refers to. Pure data: document-pdf.ts draws it, facturx-xml.ts writes it as CII.
import {
  and,
  clientAddresses,
  eq,
  inArray,
  orders,
  products,
  queryRows,
  salesDocuments,
  shopBanks,
  shops,
  sql,
} from '@sarment/db';
import { findPaymentDelay, paymentDelayLabel } from '@sarment/domain/reference';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import {
  type OperationCategory,
  operationCategoryOf,
  type SellerLegalFacts,
} from '@sarment/domain/sales/legal-mentions';
import {
  type PaymentMentionSettings,
  readPaymentMentionSettings,
} from '@sarment/domain/sales/payment-mentions';
import { splitSiret } from '@sarment/domain/validation';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import * as repo from './documents.repo.ts';

export interface PrintAddress {
  name?: string | null;
  street: string;
  street2?: string | null;
  zipcode: string;
  city: string;
  country: string;
}

export interface PrintLine {
  lineNo: number;
  kind: 'product' | 'free' | 'shipping';
  label: string;
  quantity: number;
  unitHtCents: number;
  discountBp: number;
  vatRateBp: number;
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  isService: boolean;
}

export interface PrintableDocument {
  id: string;
  kind: SalesDocumentKind;
  status: string;
  number: string | null;
  issueDate: string | null;
  createdOn: string;
  dueDate: string | null;
  validUntil: string | null;
  paymentDelay: string | null;
  paymentTerms: { fr: string; en: string } | null;
  notes: string | null;
  /** the number of what it refers to: the bill a credit note cancels, the order a bill or shipment comes from */
  billNumber: string | null;
  billIssueDate: string | null;
  orderNumber: string | null;
  /** frozen at issue (sales_documents.seller_snapshot); a draft shows the shop's current settings */
  seller: PrintSeller;
  buyer: {
    id: string;
    name: string;
    isPro: boolean;
    email: string | null;
    siren: string | null;
    siret: string | null;
    vatNumber: string | null;
    billingAddress: PrintAddress | null;
    deliveryAddress: PrintAddress | null;
  };
  /**
   * the late-penalty rate and early-payment discount printed under the totals (C. com. L441-9, L441-10): frozen
   * at issue; a draft shows the shop's current ones
   */
  paymentMentions: PaymentMentionSettings;
  lines: PrintLine[];
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  depositsTtcCents: number;
  /** the global discount already applied to every line's HT (basis points) */
  globalDiscountBp: number;
  vatByRate: { vatRateBp: number; baseCents: number; vatCents: number }[];
  operationCategory: OperationCategory;
  /** alcohol lines whose unit price carries the excise duties (the demo's and the catalogue's rule) */
  exciseIncluded: boolean;
}

/** The seller as a document prints it: the shop's legal identity, contact, look, legal footer and bank. */
export interface SellerSnapshot extends SellerLegalFacts {
  shopName: string;
  businessName: string;
  exciseNumber: string | null;
  address: PrintAddress | null;
  hasVat: boolean;
  email: string | null;
  phone: string | null;
  /** #rrggbb of the shop's look, else the platform's */
  color: string;
  /** where the logo lives (a /v1/media/... path or an https URL), drawn when it can be read */
  logoUrl: string | null;
  legalFooter: string;
  /** the default bank's (else the first one's) */
  iban: string | null;
  bic: string | null;
}

export type PrintSeller = SellerSnapshot & { siren: string | null };

const defaultColour = '#7b1e3a';
const colourOf = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : defaultColour;

function addressOf(value: unknown): PrintAddress | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : '');
  if (!text('street') && !text('city')) return null;
  return {
    name: text('name') || null,
    street: text('street'),
    street2: text('street2') || null,
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country') || 'FR',
  };
}

interface ShopPrintRow {
  name: string;
  logo: string | null;
  editedShop: { color?: string | null; logo?: string | null } | null;
  contactEmail: string | null;
  phone: string | null;
  legal: (SellerLegalFacts & { businessName: string; exciseNumber: string | null; address: unknown }) | null;
  settings: {
    hasTVA?: boolean;
    sections?: { billing?: { legalFooter?: string; paymentMentions?: unknown } };
  } | null;
}

/** The seller as the shop's settings say now: what a document issued now freezes, what a draft prints. */
export async function currentSeller(scope: ShopScope): Promise<SellerSnapshot> {
  const [shopRows, banks] = await Promise.all([
    scope.tx
      .select({
        name: shops.name,
        logo: shops.logo,
        editedShop: shops.editedShop,
        contactEmail: shops.contactEmail,
        phone: shops.phone,
        legal: shops.legal,
        settings: shops.settings,
      })
      .from(shops)
      .where(eq(shops.id, scope.shopId)),
    scope.tx.select().from(shopBanks).where(ofShop(scope, shopBanks)),
  ]);
  const shop = shopRows[0] as ShopPrintRow | undefined;
  if (!shop) throw new Error(`shop ${scope.shopId} not found`);
  const legal = shop.legal;
  const bank = banks.find((b) => b.isDefault) ?? banks[0];
  return {
    shopName: shop.name,
    businessName: legal?.businessName || shop.name,
    legalForm: legal?.legalForm ?? null,
    capitalCents: legal?.capitalCents ?? null,
    siret: legal?.siret ?? null,
    rcs: legal?.rcs ?? null,
    vatNumber: legal?.vatNumber ?? null,
    exciseNumber: legal?.exciseNumber ?? null,
    address: addressOf(legal?.address),
    hasVat: shop.settings?.hasTVA !== false,
    email: shop.contactEmail,
    phone: shop.phone,
    color: colourOf(shop.editedShop?.color),
    logoUrl: shop.editedShop?.logo ?? shop.logo ?? null,
    legalFooter: shop.settings?.sections?.billing?.legalFooter ?? '',
    iban: bank?.iban ?? null,
    bic: bank?.bic ?? null,
  };
}

/** A stored seller snapshot read back (jsonb: every field checked); null when the document has none. */
export function readSellerSnapshot(stored: unknown): SellerSnapshot | null {
  if (!stored || typeof stored !== 'object') return null;
  const s = stored as Record<string, unknown>;
  const text = (key: string) => (typeof s[key] === 'string' ? (s[key] as string) : null);
  const shopName = text('shopName') ?? '';
  return {
    shopName,
    businessName: text('businessName') || shopName,
    legalForm: text('legalForm'),
    capitalCents: typeof s.capitalCents === 'number' ? s.capitalCents : null,
    siret: text('siret'),
    rcs: text('rcs'),
    vatNumber: text('vatNumber'),
    exciseNumber: text('exciseNumber'),
    address: addressOf(s.address),
    hasVat: s.hasVat !== false,
    email: text('email'),
    phone: text('phone'),
    color: colourOf(s.color),
    logoUrl: text('logoUrl'),
    legalFooter: text('legalFooter') ?? '',
    iban: text('iban'),
    bic: text('bic'),
  };
}

/** The shop's payment mentions as its billing settings say now: what a bill issued now freezes. */
export async function currentPaymentMentions(scope: ShopScope): Promise<PaymentMentionSettings> {
  const [row] = await scope.tx
    .select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, scope.shopId));
  const settings = row?.settings as ShopPrintRow['settings'];
  return readPaymentMentionSettings(settings?.sections?.billing?.paymentMentions);
}

/** The document of the scope's shop whatever its kind (the id's prefix does not say it for every caller). */
export async function findAnyDocument(scope: ShopScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(salesDocuments)
    .where(and(ofShop(scope, salesDocuments), eq(salesDocuments.id, id)));
  return row;
}

export async function printableDocument(scope: ShopScope, row: repo.DocumentRow): Promise<PrintableDocument> {
  const issued = row.number !== null;
  // an issued document prints the seller and the payment mentions it was issued with (every document issued
  // before migration 0025 got its seller from that migration; one written without the issue step, as the demo
  // seed's, has none and prints the current settings); a draft prints the current ones
  const frozenSeller = issued ? readSellerSnapshot(row.sellerSnapshot) : null;
  const [lines, seller, currentMentions, addresses, refs] = await Promise.all([
    repo.findLines(scope, row.id),
    frozenSeller ?? currentSeller(scope),
    issued ? null : currentPaymentMentions(scope),
    scope.tx
      .select()
      .from(clientAddresses)
      .where(and(ofShop(scope, clientAddresses), eq(clientAddresses.clientId, row.clientId))),
    queryRows<{ billNumber: string | null; billIssuedOn: string | null; orderNumber: string | null }>(
      scope.tx,
      sql`select
        (select b.number from sales_documents b where b.shop_id = ${scope.shopId} and b.id = ${row.billId})
          as "billNumber",
        (select b.issued_on::text from sales_documents b where b.shop_id = ${scope.shopId} and b.id = ${row.billId})
          as "billIssuedOn",
        (select o.number from ${orders} o where o.shop_id = ${scope.shopId} and o.id = ${row.orderId})
          as "orderNumber"`,
    ),
  ]);
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is string => !!id))];
  const productRows = productIds.length
    ? await scope.tx
        .select({ id: products.id, productType: products.productType, type: products.type })
        .from(products)
        .where(and(ofShop(scope, products), inArray(products.id, productIds)))
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const snapshot = row.clientSnapshot as Record<string, unknown>;
  const snapText = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : null);
  const defaultAddress = (kind: 'billing' | 'delivery') => {
    const candidates = addresses.filter((a) => a.kind === kind);
    return candidates.find((a) => a.isDefault) ?? candidates[0];
  };
  // a snapshot that froze the addresses wins; older documents read the client's default addresses
  const billingAddress = addressOf(snapshot.billingAddress) ?? addressOf(defaultAddress('billing'));
  const deliveryAddress = addressOf(snapshot.deliveryAddress) ?? addressOf(defaultAddress('delivery'));
  const printLines: PrintLine[] = lines.map((line) => {
    const product = line.productId ? productById.get(line.productId) : undefined;
    return {
      lineNo: line.lineNo,
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      unitHtCents: line.unitHtCents,
      discountBp: line.discountBp,
      vatRateBp: line.vatRateBp,
      totalHtCents: line.totalHtCents,
      totalVatCents: line.totalVatCents,
      totalTtcCents: line.totalTtcCents,
      // a 'prestation' product (a visit, a tasting) is a service; shipping follows the goods it carries, and a
      // free-text line (a wooden case, packaging) counts as goods
      isService: product?.productType === 'prestation',
    };
  });
  const byRate = new Map<number, { baseCents: number; vatCents: number }>();
  for (const line of printLines) {
    const entry = byRate.get(line.vatRateBp) ?? { baseCents: 0, vatCents: 0 };
    entry.baseCents += line.totalHtCents;
    entry.vatCents += line.totalVatCents;
    byRate.set(line.vatRateBp, entry);
  }
  const delay = row.paymentDelay ? findPaymentDelay(row.paymentDelay) : undefined;
  const delayLabel = delay ? paymentDelayLabel(delay) : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    issueDate: row.issuedOn,
    createdOn: row.createdAt.toISOString().slice(0, 10),
    dueDate: row.dueOn,
    validUntil: row.validUntil,
    paymentDelay: row.paymentDelay,
    paymentTerms: delayLabel
      ? { fr: delayLabel, en: englishDelay(row.paymentDelay ?? '', delayLabel) }
      : null,
    notes: row.notes,
    billNumber: refs[0]?.billNumber ?? null,
    billIssueDate: refs[0]?.billIssuedOn ?? null,
    orderNumber: refs[0]?.orderNumber ?? null,
    seller: { ...seller, siren: seller.siret ? (splitSiret(seller.siret)?.siren ?? null) : null },
    buyer: {
      id: row.clientId,
      name: snapText('name') ?? '',
      isPro: snapshot.isPro === true,
      email: snapText('email'),
      siren:
        snapText('siren') ??
        (snapText('siret') ? (splitSiret(snapText('siret') ?? '')?.siren ?? null) : null),
      siret: snapText('siret'),
      vatNumber: snapText('vatNumber'),
      billingAddress,
      deliveryAddress,
    },
    // null on a document issued before they were settable: the defaults it printed
    paymentMentions: currentMentions ?? readPaymentMentionSettings(row.paymentMentions),
    lines: printLines,
    totalHtCents: row.totalHtCents,
    totalVatCents: row.totalVatCents,
    totalTtcCents: row.totalTtcCents,
    depositsTtcCents: row.depositsTtcCents,
    globalDiscountBp: row.globalDiscountBp,
    vatByRate: [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([vatRateBp, entry]) => ({ vatRateBp, ...entry })),
    operationCategory: operationCategoryOf(printLines.filter((l) => l.kind !== 'shipping')),
    exciseIncluded: productRows.some((p) => p.productType === 'bottle' || p.productType === 'box'),
  };
}

function englishDelay(id: string, french: string): string {
  const days = /^days(\d+)(EndOfMonth)?$/.exec(id);
  if (days) return `${days[1]} days${days[2] ? ' end of month' : ''}`;
  return { atOrder: 'On order', atDelivery: 'On delivery', endOfMonth: 'End of month' }[id] ?? french;
}
