// Sending a sales document by e-mail (issue 18, spec §3 "Email dynamic fields"): the shop's model for the kind
// (or the French default), filled with the client's, shop's and sender's fields, queued in the outbox with the
// document's PDF attached (document-pdf.ts), in the same transaction as the rest. Sending a draft quote issues
// it (draft → sent: numbered, valid 30 days unless dated); any other draft is issued first on its own page.
import { and, eq, salesMailModels, shops } from '@sarment/db';
import { personDisplayName } from '@sarment/domain/identity';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { salesDocumentKinds } from '@sarment/domain/sales/document-flow';
import {
  type DocumentMailModel,
  type DocumentMailValues,
  defaultDocumentMailModel,
  defaultSignature,
  documentMailFieldLabels,
  documentMailFields,
  fillMailTemplate,
  mailAmount,
  mailPhone,
} from '@sarment/domain/sales/document-mail';
import { unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { sendMail } from '../mail/send-mail.ts';
import type { MailDraftAnswer, MailModelAnswer, SendBody } from './document-editor.schemas.ts';
import { documentPdfFilename, renderSalesDocumentPdf } from './document-pdf.ts';
import * as repo from './documents.repo.ts';
import { describeDocument, moveDocument, visibleDocument } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';

export const documentMailMessages = {
  draft: "Émettez ce document avant de l'envoyer : un brouillon n'a pas de numéro.",
  cancelled: "Un document annulé ne s'envoie pas.",
} as const;

/** The shop's model for a kind, else the French default. */
async function modelOf(ctx: ServiceContext, kind: SalesDocumentKind): Promise<MailModelAnswer> {
  const [saved] = await ctx.tx
    .select()
    .from(salesMailModels)
    .where(and(ofShop(ctx, salesMailModels), eq(salesMailModels.kind, kind)));
  if (saved) return { kind, subject: saved.subject, body: saved.body, isDefault: false };
  return { kind, ...defaultDocumentMailModel(kind), isDefault: true };
}

/** The spec §3 fields of one document: its client, the shop, the sender and the amount TTC. */
async function fieldsOf(ctx: ServiceContext, row: repo.DocumentRow): Promise<DocumentMailValues> {
  const client = await repo.findClient(ctx, row.clientId);
  const [shop] = await ctx.tx
    .select({ name: shops.name, phone: shops.phone, contactEmail: shops.contactEmail })
    .from(shops)
    .where(eq(shops.id, ctx.shopId));
  const sender = ctx.auth?.user;
  const shopName = shop?.name ?? '';
  const ownEmail = sender?.email ?? shop?.contactEmail ?? '';
  const phone = mailPhone(shop?.phone);
  const senderName = sender ? personDisplayName({ ...sender, business: null }) : '';
  return {
    clientFirstname: client?.firstname ?? '',
    clientLastname: client?.lastname ?? '',
    shopName,
    businessName: client?.businessName ?? '',
    legalName: client?.businessReason ?? '',
    ownEmail,
    phone,
    documentNumber: row.number ?? '',
    amountTTC: mailAmount(row.totalTtcCents),
    signature: [senderName, defaultSignature({ shopName, phone, ownEmail })].filter(Boolean).join('\n'),
  };
}

function filled(model: DocumentMailModel, values: DocumentMailValues): DocumentMailModel {
  return { subject: fillMailTemplate(model.subject, values), body: fillMailTemplate(model.body, values) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const htmlOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');

/** GET /v1/{kind}/{id}/mail: what the send dialog proposes (the client's e-mail, the model filled). */
export async function mailDraft(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  id: string,
): Promise<MailDraftAnswer> {
  const viewer = documentViewerOf(ctx, kind, 'write');
  const row = await visibleDocument(ctx, viewer, kind, id);
  const client = await repo.findClient(ctx, row.clientId);
  const model = filled(await modelOf(ctx, kind), await fieldsOf(ctx, row));
  return { to: client?.email ?? '', ...model, attachment: documentPdfFilename(kind, row.number, row.id) };
}

/** POST /v1/{kind}/{id}/send: queues the e-mail with the PDF; a draft quote becomes sent first. */
export function sendDocument(ctx: ServiceContext, kind: SalesDocumentKind, id: string, body: SendBody) {
  const viewer = documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    let row = await visibleDocument(tx, viewer, kind, id, true);
    if (row.status === 'draft') {
      if (kind !== 'quote') throw unprocessable(documentMailMessages.draft, 'document_draft');
      await moveDocument(tx, kind, id, 'issue');
      row = await visibleDocument(tx, viewer, kind, id);
    }
    if (row.status === 'cancelled') throw unprocessable(documentMailMessages.cancelled, 'document_cancelled');
    const values = await fieldsOf(tx, row);
    const model = await modelOf(tx, kind);
    const mail = filled({ subject: body.subject ?? model.subject, body: body.body ?? model.body }, values);
    const pdf = await renderSalesDocumentPdf(tx.tx, tx, id, { kind });
    const mailId = await sendMail(tx.tx, {
      to: body.to,
      subject: mail.subject,
      text: mail.body,
      html: htmlOf(mail.body),
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
    });
    const document = describeDocument(row, await repo.findLines(tx, id));
    await recordActivity(tx, {
      entity: kind,
      entityId: id,
      action: 'updated',
      before: { mailedTo: null },
      after: { mailedTo: body.to, mailSubject: mail.subject, attachment: pdf.filename },
      summary: `Envoyé par e-mail à ${body.to}`,
    });
    return { mail: { id: mailId, to: body.to, subject: mail.subject, attachment: pdf.filename }, document };
  });
}

/** GET /v1/sales-mail-models: the model of every kind (saved or default) and the fields a model may use. */
export async function listMailModels(ctx: ServiceContext) {
  documentViewerOf(ctx, 'quote', 'write');
  const models = [];
  for (const kind of salesDocumentKinds) models.push(await modelOf(ctx, kind));
  return {
    models,
    fields: documentMailFields.map((key) => ({ key, label: documentMailFieldLabels[key] })),
  };
}

/** PUT /v1/sales-mail-models: saves the shop's model of one kind (owner; iam who may write that kind). */
export function saveMailModel(
  ctx: ServiceContext,
  body: { kind: SalesDocumentKind; subject: string; body: string },
) {
  documentViewerOf(ctx, body.kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const before = await modelOf(tx, body.kind);
    await tx.tx
      .insert(salesMailModels)
      .values({
        shopId: tx.shopId,
        kind: body.kind,
        subject: body.subject,
        body: body.body,
        updatedAt: tx.now,
      })
      .onConflictDoUpdate({
        target: [salesMailModels.shopId, salesMailModels.kind],
        set: { subject: body.subject, body: body.body, updatedAt: tx.now },
      });
    const after: MailModelAnswer = {
      kind: body.kind,
      subject: body.subject,
      body: body.body,
      isDefault: false,
    };
    await recordActivity(tx, {
      entity: 'salesMailModel',
      entityId: body.kind,
      action: before.isDefault ? 'created' : 'updated',
      before: before.isDefault ? null : before,
      after,
    });
    return after;
  });
}

/**
 * POST /v1/sales-mail-models/reset: the shop's model of one kind goes back to the French default (its saved one
 * is deleted, so later changes of the default reach it); answers the default.
 */
export function resetMailModel(ctx: ServiceContext, kind: SalesDocumentKind) {
  documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const before = await modelOf(tx, kind);
    const after: MailModelAnswer = { kind, ...defaultDocumentMailModel(kind), isDefault: true };
    if (before.isDefault) return after;
    await tx.tx
      .delete(salesMailModels)
      .where(and(ofShop(tx, salesMailModels), eq(salesMailModels.kind, kind)));
    await recordActivity(tx, {
      entity: 'salesMailModel',
      entityId: kind,
      action: 'updated',
      before,
      after,
      summary: 'Modèle d’e-mail remis par défaut',
    });
    return after;
  });
}
