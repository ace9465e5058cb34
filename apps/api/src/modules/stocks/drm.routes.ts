// /v1/drm (issue 20, contract "The stock and wine-tourism flows"): the month's excise return, as JSON and CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { frenchDecimalEuros } from '../../http/export-cells.ts';
import { column, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { readCrdMonth } from './crd.service.ts';
import { drmExportQuery, drmLineAnswer, drmQuery } from './drm.schemas.ts';
import { readDrm } from './drm.service.ts';

/** spec §2: /stocks/drm needs seeAllStock and the stocks integration. */
export const drmAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllStock'],
  integrations: ['stocks'],
} as const satisfies RouteAccess;
const tags = ['stocks'];
const accessNote = 'Owner, or iam with seeAllStock; the stocks integration active; 422 otherwise.';

/** One row of the printable export: a DRM line (hl) or a CRD item (capsules). */
interface ExportRow {
  section: string;
  code: string;
  label: string;
  unit: string;
  opening: string;
  entries: string;
  exits: string;
  closing: string;
  openingAp: string | null;
  entriesAp: string | null;
  exitsAp: string | null;
  closingAp: string | null;
  exciseCents: number | null;
  levyCents: number | null;
}

const frenchHl = (value: number) => value.toFixed(4).replace('.', ',');
const exportColumns = [
  column<ExportRow, 'text'>('Section', 'text', (r) => r.section),
  column<ExportRow, 'text'>('Code', 'text', (r) => r.code),
  column<ExportRow, 'text'>('Libellé', 'text', (r) => r.label),
  column<ExportRow, 'text'>('Unité', 'text', (r) => r.unit),
  column<ExportRow, 'text'>('Stock début', 'text', (r) => r.opening),
  column<ExportRow, 'text'>('Entrées', 'text', (r) => r.entries),
  column<ExportRow, 'text'>('Sorties', 'text', (r) => r.exits),
  column<ExportRow, 'text'>('Stock fin', 'text', (r) => r.closing),
  column<ExportRow, 'text'>('Stock début (hl AP)', 'text', (r) => r.openingAp),
  column<ExportRow, 'text'>('Entrées (hl AP)', 'text', (r) => r.entriesAp),
  column<ExportRow, 'text'>('Sorties (hl AP)', 'text', (r) => r.exitsAp),
  column<ExportRow, 'text'>('Stock fin (hl AP)', 'text', (r) => r.closingAp),
  column<ExportRow, 'text'>('Droits (€)', 'text', (r) =>
    r.exciseCents === null ? null : frenchDecimalEuros(r.exciseCents),
  ),
  column<ExportRow, 'text'>('Cotisation sécurité sociale (€)', 'text', (r) =>
    r.levyCents === null ? null : frenchDecimalEuros(r.levyCents),
  ),
];

export const drmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drm',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary:
          "The month's excise return (DRM) of the shop's bonded warehouses, per excise code: opening, entries, exits, closing in hl and hl of pure alcohol, duties and CSS due",
        description: accessNote,
        querystring: drmQuery,
        response: { 200: z.array(drmLineAnswer) },
      },
    },
    async (request) => readDrm(contextOf(request, app.db.db), request.query.month),
  );

  app.get(
    '/drm/export',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: "The month's DRM and CRD capsules as a CSV or XLSX file",
        description: accessNote,
        querystring: drmExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, app.db.db);
      const { month, format } = request.query;
      const lines = await readDrm(ctx, month);
      const capsules = await readCrdMonth(ctx, month);
      const rows: ExportRow[] = [
        ...lines.map((line) => ({
          section: `DRM ${month}`,
          code: line.category,
          label: line.label,
          unit: 'hl',
          opening: frenchHl(line.opening),
          entries: frenchHl(line.entries),
          exits: frenchHl(line.exits),
          closing: frenchHl(line.closing),
          openingAp: frenchHl(line.openingHlap),
          entriesAp: frenchHl(line.entriesHlap),
          exitsAp: frenchHl(line.exitsHlap),
          closingAp: frenchHl(line.closingHlap),
          exciseCents: line.exciseCents,
          levyCents: line.socialSecurityLevyCents,
        })),
        ...capsules.map((item) => ({
          section: `CRD ${month}`,
          code: item.type,
          label: `${item.name} (${item.color})`,
          unit: 'capsules',
          opening: String(item.opening),
          entries: String(item.entries),
          exits: String(item.used + item.losses - item.adjustments),
          closing: String(item.closing),
          openingAp: null,
          entriesAp: null,
          exitsAp: null,
          closingAp: null,
          exciseCents: null,
          levyCents: null,
        })),
      ];
      return sendExport(
        reply,
        format,
        {
          name: `drm-${month}`,
          columns: exportColumns,
          batches: (async function* () {
            yield rows;
          })(),
        },
        ctx.now,
      );
    },
  );
};
