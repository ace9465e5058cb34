// GET /v1/{quotes,bills,deposit-bills,credit-notes}/{id}/pdf (issue 18, contract "PDFs"): the document's PDF, a
// Factur-X for an issued bill, deposit bill or credit note; `?lang=en` prints it in English. Same access as reading
// the document (documents-viewer.ts); another shop's or an unknown id answers 404. `documentPdfRoute` serves the
// same for another kind (shipments and samples register theirs with it).
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import { renderSalesDocumentPdf } from './document-pdf.ts';

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
};
