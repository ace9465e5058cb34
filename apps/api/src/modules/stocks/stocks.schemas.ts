// /v1/stocks, /v1/warehouses, /v1/stock-movements (issue 20, contract "The stock and wine-tourism flows"): the
// shapes of levels, warehouses and movements. Items are named { id } objects as in the contract; names ride along
// for display.
import {
  manualStockReasons,
  stockMessages,
  stockMovementReasons,
  warehouseTaxStatuses,
} from '@sarment/domain/stocks';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

const ref = z.object({ id: z.string().min(1).max(100) });
const namedRef = z.object({ id: z.string(), name: z.string() });
const vintageRef = z.object({ id: z.string(), name: z.string() }).nullable();
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.')
  .optional();

export const stockLevelAnswer = z.object({
  id: z.string(),
  product: namedRef,
  format: namedRef,
  vintage: vintageRef,
  warehouse: namedRef,
  quantity: z.number().describe('bottles in the warehouse: available + reserved'),
  reserved: z.number().describe('units taken by orders placed and not yet shipped'),
  available: z.number().describe('units that can still be sold: the ledger sum of the line'),
  alertThreshold: z.number().nullable(),
  alertRaised: z.boolean().describe('the level is at or below its threshold'),
});
export type StockLevelAnswer = z.infer<typeof stockLevelAnswer>;

export const stockLevelSortFields = ['product', 'warehouse', 'quantity', 'available'] as const;
export const stockLevelFilters = {
  product: commaList('product'),
  warehouse: commaList('warehouse'),
  lowStock: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: the lines at or below their alert threshold'),
};
export const stockLevelListQuery = listQuery({
  sort: { fields: stockLevelSortFields, fallback: { field: 'product', descending: false } },
  filters: stockLevelFilters,
});
export type StockLevelListQuery = z.infer<typeof stockLevelListQuery>;
export const stockLevelExportQuery = stockLevelListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });

export const thresholdBody = z.object({
  alertThreshold: z
    .number('Le seuil doit être un nombre entier.')
    .int('Le seuil doit être un nombre entier.')
    .min(0, 'Le seuil doit être positif ou nul.')
    .max(10_000_000, 'Le seuil est trop grand.')
    .nullable(),
});

export const movementAnswer = z.object({
  id: z.string(),
  product: namedRef,
  format: namedRef,
  vintage: vintageRef,
  warehouse: namedRef,
  lot: z.string().nullable(),
  quantity: z.number().describe('signed: + entry, − exit'),
  reason: z.enum(stockMovementReasons),
  transferId: z.string().nullable(),
  document: z.object({ type: z.string(), id: z.string() }).nullable(),
  note: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  date: z.string().describe('ISO 8601: when the bottles moved'),
});
export type MovementAnswer = z.infer<typeof movementAnswer>;

export const movementSortFields = ['date', 'quantity'] as const;
export const movementListQuery = listQuery({
  sort: { fields: movementSortFields, fallback: { field: 'date', descending: true } },
  filters: {
    product: commaList('product'),
    warehouse: commaList('warehouse'),
    reason: commaList('reason', { allowed: stockMovementReasons }),
    level: z.string().max(100).optional().describe('the movements of one stock line (its id)'),
    from: dateText.describe('first day (Paris), YYYY-MM-DD'),
    to: dateText.describe('last day (Paris), YYYY-MM-DD'),
  },
});
export type MovementListQuery = z.infer<typeof movementListQuery>;
export const movementExportQuery = movementListQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormat });

const quantity = z
  .number('La quantité doit être un nombre entier.')
  .int('La quantité doit être un nombre entier.')
  .min(-10_000_000, 'La quantité est trop grande.')
  .max(10_000_000, 'La quantité est trop grande.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ce texte ne doit pas dépasser ${max} caractères.`)
    .nullish()
    .transform((v) => v || null);
const occurredAt = z.iso
  .datetime({ offset: true, message: 'La date doit être une date ISO 8601.' })
  .nullish()
  .describe('when the bottles moved; now when omitted');

const itemFields = {
  product: ref,
  format: ref,
  vintage: ref.nullish().describe('null for a product without vintages'),
};

export const movementBody = z.object({
  ...itemFields,
  warehouse: ref,
  quantity: quantity.refine((v) => v !== 0, stockMessages.zero).describe('signed: + entry, − exit'),
  reason: z.enum(manualStockReasons, `Le motif doit être l'un de : ${manualStockReasons.join(', ')}.`),
  lot: optionalText(100),
  note: optionalText(500),
  document: z.object({ type: z.string().min(1).max(40), id: z.string().min(1).max(100) }).nullish(),
  date: occurredAt,
});
export type MovementBody = z.infer<typeof movementBody>;

export const transferBody = z.object({
  ...itemFields,
  from: ref,
  to: ref,
  quantity: quantity.min(1, 'La quantité transférée doit être positive.'),
  lot: optionalText(100),
  note: optionalText(500),
  date: occurredAt,
});
export type TransferBody = z.infer<typeof transferBody>;

export const inventoryBody = z.object({
  warehouse: ref,
  lines: z
    .array(
      z.object({
        ...itemFields,
        counted: z
          .number(stockMessages.countNegative)
          .int(stockMessages.countNegative)
          .min(0, stockMessages.countNegative)
          .max(10_000_000, 'La quantité est trop grande.'),
      }),
    )
    .min(1, stockMessages.emptyInventory)
    .max(5000, "L'inventaire contient trop de lignes (5000 au plus)."),
  note: optionalText(500),
  date: occurredAt,
});
export type InventoryBody = z.infer<typeof inventoryBody>;

export const inventoryCsvBody = z.object({
  warehouse: ref,
  csv: z.string().min(1, stockMessages.emptyInventory).max(2_000_000, 'Le fichier est trop volumineux.'),
  note: optionalText(500),
});

export const inventoryAnswer = z.object({
  movements: z.array(movementAnswer),
  unchanged: z.number().describe('counted lines equal to the ledger: no movement'),
});

export const warehouseAnswer = z.object({
  id: z.string(),
  name: z.string(),
  taxStatus: z.enum(warehouseTaxStatuses),
  exciseNumber: z.string().nullable(),
  address: z
    .object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() })
    .nullable(),
  isDefault: z.boolean(),
});
export type WarehouseAnswer = z.infer<typeof warehouseAnswer>;

export const warehouseBody = z.object({
  id: z.string().optional().describe('ignored on POST; on PUT, the warehouse read'),
  name: z
    .string('Le nom est obligatoire.')
    .trim()
    .min(1, 'Le nom est obligatoire.')
    .max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
  taxStatus: z.enum(
    warehouseTaxStatuses,
    "Le statut fiscal doit être 'suspended' (droits suspendus) ou 'paid' (droits acquittés).",
  ),
  exciseNumber: optionalText(30),
  address: z
    .object({
      street: z.string().trim().min(1, "L'adresse est obligatoire.").max(200, "L'adresse est trop longue."),
      zipcode: z
        .string()
        .trim()
        .min(1, 'Le code postal est obligatoire.')
        .max(20, 'Le code postal est trop long.'),
      city: z.string().trim().min(1, 'La ville est obligatoire.').max(100, 'La ville est trop longue.'),
      country: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, 'Le pays doit être un code ISO à 2 lettres (FR).')
        .default('FR'),
    })
    .nullish()
    .transform((v) => v ?? null),
  isDefault: z.boolean().default(false),
});
export type WarehouseBody = z.infer<typeof warehouseBody>;

export const idParams = z.object({ id: z.string().min(1).max(100) });
