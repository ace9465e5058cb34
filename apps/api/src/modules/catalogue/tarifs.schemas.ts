// The shop's price grid (issue 16, /dashboard/tarifs): one row per product format with its price for each typology
// of the shop, edited inline (PUT), raised or lowered by a percent (bulk), exported and imported as CSV.
import { priceEuros } from '@sarment/domain/validation/product';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { listQuery } from '../../http/list-query.ts';
import { staffProductFilters } from './product-list.schemas.ts';

export const tarifSortFields = ['name', 'status', 'updatedAt'] as const;

/** The list's filters: the product list's, without the vintage one (a price belongs to a format). */
export const tarifFilters = {
  productType: staffProductFilters.productType,
  type: staffProductFilters.type,
  color: staffProductFilters.color,
  gamme: staffProductFilters.gamme,
  status: staffProductFilters.status,
};

export const tarifListQuery = listQuery({
  sort: { fields: tarifSortFields, fallback: { field: 'name', descending: false } },
  filters: tarifFilters,
});
export type TarifListQuery = z.infer<typeof tarifListQuery>;

export const tarifExportQuery = tarifListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
  shopId: z.string().max(100).optional().describe('which of the session shops (else the first)'),
});

const euros = z.number().describe('euros, 2 decimals');

export const tarifPrice = z.object({
  amount: euros.describe('as entered: TTC for a ttc typology, HT otherwise'),
  ttc: z.boolean(),
  visible: z.boolean(),
  discountPrice: z.array(z.object({ threshold: z.number(), price: euros })),
  discountAdd: z.array(z.object({ threshold: z.number(), free: z.number() })),
});

export const tarifRow = z.object({
  product: z.object({
    id: z.string(),
    name: z.string(),
    precision: z.string().nullable(),
    status: z.string(),
  }),
  format: z.object({ id: z.string(), name: z.string() }),
  vintages: z.array(z.object({ id: z.string(), name: z.string() })),
  prices: z
    .record(z.string(), tarifPrice.nullable())
    .describe('one entry per typology of the shop, keyed by typology; null: no price (hidden from it)'),
});
export type TarifRow = z.infer<typeof tarifRow>;

export const tarifTypology = z.object({
  key: z.string(),
  name: z.string(),
  ttc: z.boolean(),
  public: z.boolean(),
});

export const tarifMessages = {
  formatNotFound: 'Format introuvable',
  unknownTypology: "Cette typologie de clients n'existe pas dans votre boutique",
  noChange: 'Aucun prix à enregistrer.',
  tooManyChanges: 'Au plus 500 prix par enregistrement.',
  emptyChange: 'Indiquez un prix ou sa visibilité.',
  twice: 'Ce prix est modifié deux fois dans la même demande.',
  priceNeeded: "Indiquez d'abord un prix pour cette typologie.",
  noPriceToChange: 'Aucun prix de cette typologie ne correspond à ces filtres.',
  selection: 'La sélection contient trop de formats.',
} as const;

export const tarifChange = z
  .strictObject({
    formatId: z.string().min(1).max(100),
    typology: z.string().min(1).max(50),
    amount: priceEuros.optional(),
    visible: z.boolean().optional(),
  })
  .refine((c) => c.amount !== undefined || c.visible !== undefined, { message: tarifMessages.emptyChange });
export type TarifChange = z.infer<typeof tarifChange>;

export const tarifChangesBody = z.strictObject({
  changes: z.array(tarifChange).min(1, tarifMessages.noChange).max(500, tarifMessages.tooManyChanges),
});

export const tarifChangesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.number().describe('prices written (unchanged ones not counted)'),
});

export const tarifBulkBody = z.strictObject({
  typology: z.string().min(1).max(50),
  percent: z.number().describe('e.g. 3 or -5, 2 decimals at most, between -100 and 1000, not 0'),
  filters: z
    .strictObject({
      search: tarifListQuery.shape.search,
      productType: z.array(z.string().max(100)).max(50).optional(),
      type: z.array(z.string().max(100)).max(50).optional(),
      color: z.array(z.string().max(100)).max(50).optional(),
      gamme: z.array(z.string().max(100)).max(50).optional(),
      status: z.array(z.string().max(100)).max(50).optional(),
    })
    .default({}),
  selection: z
    .array(z.string().min(1).max(100))
    .max(5000, tarifMessages.selection)
    .optional()
    .describe('format ids: only these (among the filtered ones)'),
  dryRun: z.boolean().default(false).describe('true: count the prices it would change, change nothing'),
});
export type TarifBulkBody = z.infer<typeof tarifBulkBody>;

export const tarifBulkAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.number().describe('prices changed (or that would be, with dryRun)'),
});

export const tarifImportBody = z.strictObject({
  csv: z.string().max(5_000_000).describe('the file as text: the columns of the export, `;` separated'),
});
export const tarifImportQuery = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('1: check the file and answer its changes, store nothing'),
});

export const tarifImportAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  dryRun: z.boolean(),
  changes: z.array(
    z.object({
      line: z.number(),
      formatId: z.string(),
      product: z.string(),
      format: z.string(),
      typology: z.string(),
      before: euros.nullable(),
      after: euros,
    }),
  ),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type TarifImportAnswer = z.infer<typeof tarifImportAnswer>;
