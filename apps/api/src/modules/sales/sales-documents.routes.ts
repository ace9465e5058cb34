// /v1/quotes, /v1/bills, /v1/deposit-bills, /v1/credit-notes (issue 18): one registration for the document kinds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentRoutes } from './documents.routes.ts';

// The route lets members in; documents-viewer.ts then applies the permissions per role (an agent: quotes of
// their clients only).
const members = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const;
const billing = { kind: 'shop', roles: ['owner', 'iam'] } as const;

export const salesDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    documentRoutes({
      kind: 'quote',
      path: '/quotes',
      noun: 'quote',
      access: members,
      accessNote:
        'Owner; iam with seeAllOrder to read and createQuote to write; agent for their own clients (422 otherwise).',
      actions: ['issue', 'accept', 'refuse', 'expire'],
      creatable: true,
    }),
  );
  await app.register(
    documentRoutes({
      kind: 'bill',
      path: '/bills',
      noun: 'bill',
      access: billing,
      accessNote: 'Owner; iam with seeAllOrder to read and billOrder to write (422 otherwise).',
      actions: ['issue'],
      creatable: true,
    }),
  );
};
