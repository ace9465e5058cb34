// Demo receivables (issue 19): Distillerie du Mont's professional client Cave des Remparts owes a bill of the
// previous fiscal year, long overdue — what the unpaids list, its reminders and the payments journey start from.
// Its number belongs to the 2025 series, whose counter moves on, so no later bill takes it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import { clients } from '../schema/crm.ts';
import { documentCounters } from '../schema/sales.ts';
import { salesDocumentLines, salesDocuments } from '../schema/sales-documents.ts';
import { demoIds } from './demo-ids.ts';

const shopId = demoIds.shops.mont;

export const demoReceivableIds = {
  client: 'cli_mont_cave_remparts',
  overdueBill: 'bil_mont_remparts_2025',
} as const;

/**
 * The seller an issued document keeps (the keys of document-print.ts's SellerSnapshot, as migration 0025 builds
 * them for the documents issued before it): its PDF no longer follows the shop's settings.
 */
const sellerSnapshotOfShop = sql`
  select jsonb_build_object(
    'shopName', s.name,
    'businessName', coalesce(nullif(s.legal->>'businessName', ''), s.name),
    'legalForm', s.legal->'legalForm',
    'capitalCents', s.legal->'capitalCents',
    'siret', s.legal->'siret',
    'rcs', s.legal->'rcs',
    'vatNumber', s.legal->'vatNumber',
    'exciseNumber', s.legal->'exciseNumber',
    'address', s.legal->'address',
    'hasVat', coalesce(s.settings->'hasTVA', 'true'::jsonb) <> 'false'::jsonb,
    'email', s.contact_email,
    'phone', s.phone,
    'color', s.edited_shop->'color',
    'logoUrl', coalesce(s.edited_shop->>'logo', s.logo),
    'legalFooter', coalesce(s.settings#>>'{sections,billing,legalFooter}', ''),
    'iban', b.iban,
    'bic', b.bic
  )
  from shops as s
  left join lateral (
    select sb.iban, sb.bic from shop_banks as sb
    where sb.shop_id = s.id
    order by sb.is_default desc, sb.id
    limit 1
  ) as b on true
  where s.id = ${shopId}`;

export async function insertDemoReceivables(db: Executor): Promise<void> {
  await db.insert(clients).values({
    shopId,
    id: demoReceivableIds.client,
    civility: 'Madame',
    firstname: 'Claire',
    lastname: 'Moreau',
    email: 'compta@cave-remparts.test',
    isPro: true,
    businessReason: 'SAS Cave des Remparts',
    businessName: 'Cave des Remparts',
    siren: '552100554',
    paymentDelay: 'days30',
    paymentTypes: ['transfer'],
    city: 'Reims',
    zipcode: '51100',
    department: '51',
  });
  // lines go in while the bill is a draft (an issued document's lines are frozen), then it is issued
  await db.insert(salesDocuments).values({
    shopId,
    id: demoReceivableIds.overdueBill,
    kind: 'bill',
    clientId: demoReceivableIds.client,
    clientSnapshot: {
      name: 'SAS Cave des Remparts - Cave des Remparts - Moreau Claire',
      email: 'compta@cave-remparts.test',
      isPro: true,
      siren: '552100554',
    },
    totalHtCents: 30000,
    totalVatCents: 6000,
    totalTtcCents: 36000,
    paymentDelay: 'days30',
  });
  await db.insert(salesDocumentLines).values({
    shopId,
    documentId: demoReceivableIds.overdueBill,
    lineNo: 1,
    kind: 'free',
    label: 'Fine de Bourgogne — 12 bouteilles',
    quantity: 12,
    unitHtCents: 2500,
    vatRateBp: 2000,
    totalHtCents: 30000,
    totalVatCents: 6000,
    totalTtcCents: 36000,
  });
  await db
    .update(salesDocuments)
    .set({
      status: 'issued',
      number: 'FA2025-00001',
      fiscalYear: '2025',
      issuedAt: new Date('2025-09-15T08:00:00Z'),
      issuedOn: '2025-09-15',
      dueOn: '2025-10-15',
      sellerSnapshot: sql`(${sellerSnapshotOfShop})`,
    })
    .where(
      sql`${salesDocuments.shopId} = ${shopId} and ${salesDocuments.id} = ${demoReceivableIds.overdueBill}`,
    );
  await db.insert(documentCounters).values({ shopId, series: 'bill-2025', nextNumber: 2 });
}
