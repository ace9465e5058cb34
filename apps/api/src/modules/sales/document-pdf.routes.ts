// GET /v1/{quotes,bills,deposit-bills,credit-notes}/{id}/pdf (issue 18, contract "PDFs"): the document's PDF, a
// Factur-X for an issued bill, deposit bill or credit note; `?lang=en` prints it in English. Same access as reading
// the document (documents-viewer.ts); another shop's or an unknown id answers 404. `documentPdfRoute` serves the
// same for another kind (shipments and samples register theirs with it).
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { notFound, unauthenticated } from '../../http/errors.ts';
import { contextOf } from '../../http/service-context.ts';
import { enqueueJob } from '../jobs/index.ts';
import { type BillsZipPayload, billsZipJob, readBillsZip, registerBillsZipJob } from './bills-zip.ts';
import { documentMissingMentions, renderSalesDocumentPdf } from './document-pdf.ts';
import { documentViewerOf } from './documents-viewer.ts';

export const documentPdfQuery = z.object({
  lang: z.enum(['fr', 'en']).default('fr').describe('language of the PDF'),
  download: z
    .enum(['0', '1'])
    .optional()
    .describe('1: Content-Disposition attachment (else inline, opened in the browser)'),
});

/** Registers GET {path}/:id/pdf for one document kind. */
export function documentPdfRoute(
  app: FastifyInstance,
  options: { kind: SalesDocumentKind; path: string; access: RouteAccess; description: string },
): void {
  app.get(
    `${options.path}/:id/pdf`,
    {
      config: { access: options.access },
      schema: {
        tags: ['sales'],
        summary:
          options.kind === 'bill' || options.kind === 'depositBill' || options.kind === 'creditNote'
            ? 'The PDF; once issued a Factur-X (PDF/A-3b with its EN 16931 CII XML attached as factur-x.xml)'
            : 'The PDF of the document',
        description: `${options.description} application/pdf; 404 for another shop's or an unknown document.`,
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: documentPdfQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as z.infer<typeof documentPdfQuery>;
      const ctx = contextOf(request, app.db.db);
      const { filename, bytes } = await renderSalesDocumentPdf(ctx.tx, ctx, id, {
        kind: options.kind,
        lang: query.lang,
      });
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `${query.download === '1' ? 'attachment' : 'inline'}; filename="${filename}"`,
        )
        .header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
    },
  );
}

export const billsZipBody = z.object({
  month: z
    .string('Indiquez le mois (AAAA-MM).')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Indiquez le mois au format AAAA-MM.'),
  lang: z.enum(['fr', 'en']).optional(),
});

const members = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const;
const billing = { kind: 'shop', roles: ['owner', 'iam'] } as const;

export const documentPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  documentPdfRoute(app, {
    kind: 'quote',
    path: '/quotes',
    access: members,
    description: 'Owner; iam with seeAllOrder; agent for their own clients (404 otherwise).',
  });
  const billingNote = 'Owner; iam with seeAllOrder (422 otherwise).';
  documentPdfRoute(app, { kind: 'bill', path: '/bills', access: billing, description: billingNote });
  documentPdfRoute(app, {
    kind: 'depositBill',
    path: '/deposit-bills',
    access: billing,
    description: billingNote,
  });
  documentPdfRoute(app, {
    kind: 'creditNote',
    path: '/credit-notes',
    access: billing,
    description: billingNote,
  });

  for (const [kind, path] of [
    ['bill', '/bills'],
    ['depositBill', '/deposit-bills'],
    ['creditNote', '/credit-notes'],
  ] as const) {
    app.get(
      `${path}/:id/legal-mentions`,
      {
        config: { access: billing },
        schema: {
          tags: ['sales'],
          summary:
            'The legal mentions (C. com. L441-9, CGI ann. II 242 nonies A) this document cannot print yet: what the ' +
            "shop's settings or the client lack (the issue step warns of them)",
          description: `${billingNote} 404 for another shop's or an unknown document.`,
          params: z.object({ id: z.string().min(1).max(100) }),
          response: {
            200: z.object({
              missing: z.array(z.object({ id: z.string(), law: z.string(), message: z.string() })),
            }),
          },
        },
      },
      async (request) => documentMissingMentions(contextOf(request, app.db.db), request.params.id, kind),
    );
  }

  registerBillsZipJob();
  app.post(
    '/bills/zip',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary:
          "A month's bills, deposit bills and credit notes (issued that month, Paris date) as one ZIP of their " +
          'Factur-X PDFs, prepared in the background',
        description:
          `${billingNote} Answers 202 {job: {id}}: poll GET /v1/jobs/{id} (done of total); once done its result ` +
          'is {url, count} and the url is also queued in GET /v1/documents/to-download for the caller.',
        body: billsZipBody,
        response: { 202: z.object({ job: z.object({ id: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, app.db.db);
      documentViewerOf(ctx, 'bill', 'read');
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      const payload: BillsZipPayload = { month: request.body.month, lang: request.body.lang ?? 'fr' };
      const id = await enqueueJob(ctx.tx, { shopId: ctx.shopId, userId, kind: billsZipJob, payload });
      reply.code(202);
      return { job: { id } };
    },
  );

  app.get(
    '/bills/zip/:jobId',
    {
      config: { access: billing },
      schema: {
        tags: ['sales'],
        summary: 'The ZIP a finished POST /v1/bills/zip job prepared (application/zip)',
        description: `${billingNote} Only the member who asked for it; 404 otherwise or before it is done.`,
        params: z.object({ jobId: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, app.db.db);
      documentViewerOf(ctx, 'bill', 'read');
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      const zip = await readBillsZip(ctx, userId, request.params.jobId);
      if (!zip) throw notFound('Fichier introuvable', 'file_not_found');
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.filename}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(zip.bytes);
    },
  );
};
