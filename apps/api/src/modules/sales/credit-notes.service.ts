// A credit note (avoir) against an issued bill (issue 18): the whole bill or some of its lines, at the bill's
// prices and discounts, issued at once in the same transaction. Its lines keep the bill's line numbers, so what
// earlier credit notes gave back is known and a line is never credited beyond what was billed.
import { newId, queryRows, sql } from '@sarment/db';
import { type CreditedLine, creditNoteLines } from '@sarment/domain/sales/document-totals';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './documents.repo.ts';
import { describeDocument, documentMessages, moveDocument, totalsOf } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';

export const creditNoteMessages = {
  billNotIssued: 'Seule une facture émise peut être corrigée par un avoir.',
  lineNotOnBill: (lineNo: number) => `La ligne ${lineNo} n'est pas sur la facture.`,
  tooMany: (lineNo: number, left: number) =>
    left === 0
      ? `La ligne ${lineNo} a déjà été entièrement remboursée par un avoir.`
      : `La ligne ${lineNo} ne peut plus être remboursée que pour ${left} unité(s).`,
} as const;

/** Quantities already given back per bill line by the bill's credit notes (drafts included, not cancelled). */
async function creditedQuantities(ctx: ServiceContext, billId: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ lineNo: number; quantity: number }>(
    ctx.tx,
    sql`select l.line_no as "lineNo", sum(l.quantity)::int as quantity
      from sales_document_lines l join sales_documents d on d.shop_id = l.shop_id and d.id = l.document_id
      where d.shop_id = ${ctx.shopId} and d.kind = 'creditNote' and d.bill_id = ${billId}
        and d.status <> 'cancelled' and l.shop_id = ${ctx.shopId}
      group by l.line_no`,
  );
  return new Map(rows.map((row) => [row.lineNo, row.quantity]));
}

export function creditBill(
  ctx: ServiceContext,
  billId: string,
  credited: readonly CreditedLine[] | undefined,
) {
  const viewer = documentViewerOf(ctx, 'creditNote', 'write');
  return withTransaction(ctx, async (tx) => {
    const bill = await repo.findDocument(tx, 'bill', billId, { lock: true });
    if (!bill) throw notFound(documentMessages.notFound, 'document_not_found');
    if (bill.status !== 'issued') throw unprocessable(creditNoteMessages.billNotIssued, 'bill_not_issued');
    const billLines = await repo.findLines(tx, billId);
    const already = await creditedQuantities(tx, billId);
    const wanted = credited?.length
      ? credited
      : billLines
          .map((line) => ({ lineNo: line.lineNo, quantity: line.quantity - (already.get(line.lineNo) ?? 0) }))
          .filter((line) => line.quantity > 0);
    for (const entry of wanted) {
      const line = billLines.find((candidate) => candidate.lineNo === entry.lineNo);
      if (!line) throw unprocessable(creditNoteMessages.lineNotOnBill(entry.lineNo), 'line_not_on_bill');
      const left = line.quantity - (already.get(line.lineNo) ?? 0);
      if ((entry.quantity ?? line.quantity) > left) {
        throw unprocessable(creditNoteMessages.tooMany(entry.lineNo, left), 'line_already_credited');
      }
    }
    if (wanted.length === 0)
      throw unprocessable(creditNoteMessages.tooMany(billLines[0]?.lineNo ?? 1, 0), 'bill_credited');
    const lines = creditNoteLines(billLines, wanted);
    const { lines: priced, totals } = totalsOf(lines, bill.globalDiscountBp);
    const id = newId('crn');
    await repo.insertDocument(tx, {
      shopId: tx.shopId,
      id,
      kind: 'creditNote',
      clientId: bill.clientId,
      clientSnapshot: bill.clientSnapshot,
      typology: bill.typology,
      billId: bill.id,
      orderId: bill.orderId,
      globalDiscountBp: bill.globalDiscountBp,
      totalHtCents: totals.totalHtCents,
      totalVatCents: totals.totalVatCents,
      totalTtcCents: totals.totalTtcCents,
      paymentDelay: 'atOrder',
      createdByUserId: viewer.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await repo.replaceLines(tx, id, priced);
    const draft = describeDocument(
      (await repo.findDocument(tx, 'creditNote', id)) as repo.DocumentRow,
      await repo.findLines(tx, id),
    );
    await recordActivity(tx, {
      entity: 'creditNote',
      entityId: id,
      action: 'created',
      before: null,
      after: draft,
    });
    return moveDocument(tx, 'creditNote', id, 'issue');
  });
}
