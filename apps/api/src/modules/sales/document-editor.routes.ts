// The document editor's routes (issue 18): POST /v1/{quotes,bills,deposit-bills}/preview (live totals of a
// draft, nothing written), GET /v1/{kind}/{id}/mail and POST /v1/{kind}/{id}/send (the e-mail with the PDF),
// GET/PUT /v1/sales-mail-models (the shop's models) and POST /v1/sales-mail-models/reset. Registers the quote expiry job's handler.
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../http/service-context.ts';
import {
  mailDraftAnswer,
  mailModelAnswer,
  mailModelBody,
  mailModelResetBody,
  mailModelsAnswer,
  previewAnswer,
  sendBody,
  sentAnswer,
} from './document-editor.schemas.ts';
import {
  listMailModels,
  mailDraft,
  resetMailModel,
  saveMailModel,
  sendDocument,
} from './document-mail.service.ts';
import { previewDocument } from './document-preview.service.ts';
import { documentBody, documentParams } from './documents.schemas.ts';
import { registerQuoteExpiryJob } from './quote-expiry.service.ts';

// as sales-documents.routes.ts: the route lets members in, documents-viewer.ts applies the permissions per role
const members = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const;
const billing = { kind: 'shop', roles: ['owner', 'iam'] } as const;

const kinds: readonly {
  kind: SalesDocumentKind;
  path: string;
  noun: string;
  access: typeof members | typeof billing;
  editable: boolean;
}[] = [
  { kind: 'quote', path: '/quotes', noun: 'quote', access: members, editable: true },
  { kind: 'bill', path: '/bills', noun: 'bill', access: billing, editable: true },
  { kind: 'depositBill', path: '/deposit-bills', noun: 'deposit bill', access: billing, editable: true },
  { kind: 'creditNote', path: '/credit-notes', noun: 'credit note', access: billing, editable: false },
];

const accessNote =
  'Owner; iam with createQuote (quotes) or billOrder (bills, deposit bills, credit notes); agent: quotes of ' +
  'their own clients (403 otherwise, 404 for a document they do not see).';

export const documentEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerQuoteExpiryJob();
  const tags = ['sales'];
  for (const { kind, path, noun, access, editable } of kinds) {
    if (editable) {
      app.post(
        `${path}/preview`,
        {
          config: { access },
          schema: {
            tags,
            summary: `Prices a ${noun} draft's body as saving it would (the client's typology, the cart's rules); writes nothing`,
            description: `${accessNote} The editor's live totals; the due date (or a quote's validity) if issued today.`,
            body: documentBody,
            response: { 200: previewAnswer },
          },
        },
        async (request) => previewDocument(contextOf(request, app.db.db), kind, request.body),
      );
    }
    app.get(
      `${path}/:id/mail`,
      {
        config: { access },
        schema: {
          tags,
          summary: `The e-mail the send dialog proposes for the ${noun}: the client's address, the shop's model filled`,
          description: accessNote,
          params: documentParams,
          response: { 200: mailDraftAnswer },
        },
      },
      async (request) => mailDraft(contextOf(request, app.db.db), kind, request.params.id),
    );
    app.post(
      `${path}/:id/send`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Sends the ${noun} by e-mail with its PDF attached (outbox)${kind === 'quote' ? '; a draft quote becomes sent' : ''}`,
          description: `${accessNote} subject/body default to the shop's model; {{field}} placeholders are filled. 422 in French for a draft${kind === 'quote' ? ' past its validity' : ''} or a cancelled document.`,
          params: documentParams,
          body: sendBody,
          response: { 200: sentAnswer },
        },
      },
      async (request) => sendDocument(contextOf(request, app.db.db), kind, request.params.id, request.body),
    );
  }

  app.get(
    '/sales-mail-models',
    {
      config: { access: billing },
      schema: {
        tags,
        summary:
          "The shop's e-mail model of each document kind (the French default until saved) and its fields",
        description: 'Owner; iam with createQuote.',
        response: { 200: mailModelsAnswer },
      },
    },
    async (request) => listMailModels(contextOf(request, app.db.db)),
  );
  app.put(
    '/sales-mail-models',
    {
      config: { access: billing },
      schema: {
        tags,
        summary: "Saves the shop's e-mail model of one document kind ({{field}} placeholders, spec §3)",
        description: 'Owner; iam who may write that kind of document.',
        body: mailModelBody,
        response: { 200: mailModelAnswer },
      },
    },
    async (request) => saveMailModel(contextOf(request, app.db.db), request.body),
  );
  app.post(
    '/sales-mail-models/reset',
    {
      config: { access: billing },
      schema: {
        tags,
        summary: "Puts the shop's e-mail model of one document kind back to the French default",
        description:
          'Owner; iam who may write that kind of document. The saved model is deleted; answers the default (isDefault true).',
        body: mailModelResetBody,
        response: { 200: mailModelAnswer },
      },
    },
    async (request) => resetMailModel(contextOf(request, app.db.db), request.body.kind),
  );
};
