// GET /v1/products for the shop's staff (no `shopIds`): the back-office list of the shop's products, and its
// export. The web list page (apps/web features/catalogue) reads exactly this shape.
import { productStatuses } from '@sarment/domain/reference';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';
import { productListQuery } from './catalogue.schemas.ts';
import { staffProductSortFields } from './product-list.repo.ts';

export const productTypeValues = ['bottle', 'accessory', 'prestation', 'box'] as const;

/** The filters of the staff list, each a comma list; `vintage` holds vintage names ('2022', 'NV'...). */
export const staffProductFilters = {
  productType: commaList('productType', { allowed: productTypeValues }),
  type: commaList('type'),
  color: commaList('color'),
  gamme: commaList('gamme'),
  status: commaList('status', { allowed: productStatuses }),
  vintage: commaList('vintage', { maxLength: 50 }),
};

export const staffProductListQuery = listQuery({
  sort: { fields: staffProductSortFields, fallback: { field: 'name', descending: false } },
  filters: staffProductFilters,
});
export type StaffProductListQuery = z.infer<typeof staffProductListQuery>;

export const staffProductExportQuery = staffProductListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
  shopId: z.string().max(100).optional().describe('which of the session shops (else the first)'),
});

const euros = z.number().describe('euros, 2 decimals');

export const staffProduct = z.object({
  id: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  productType: z.string(),
  type: z.string().nullable(),
  typeLabel: z.string().nullable(),
  color: z.string().nullable(),
  colorLabel: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.string(),
  visual: z.string().nullable().describe('the first visual'),
  vintages: z.array(z.object({ id: z.string(), name: z.string() })),
  formats: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      publicPrice: euros.nullable().describe('TTC price of the public typology; null when it shows none'),
      stock: z.number().nullable().describe('units over every warehouse; null when not stock-managed'),
    }),
  ),
  publicPrice: euros.nullable().describe('the lowest public price of its formats'),
  stock: z.number().nullable().describe('units of every format; null when no format is stock-managed'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type StaffProductAnswer = z.infer<typeof staffProduct>;

/**
 * The query of GET /v1/products: with `shopIds`, the public list of those shops (spec §7, unchanged); without it,
 * a staff session's back-office list of its shop (`x-shop-id` or `?shopId=` to name another of its shops), with
 * this list's filters, sort and pages of 25 (≤ 100).
 */
export const productsQuery = productListQuery.extend({
  shopIds: productListQuery.shape.shopIds
    .optional()
    .describe("JSON list of shops; without it, a staff session gets its shop's back-office list"),
  shopId: z.string().max(100).optional().describe('staff list: which of the session shops (else the first)'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .optional()
    .describe('public lists: 60 by default, ≤ 200; the staff list: 25 by default, ≤ 100'),
  sort: staffProductListQuery.shape.sort,
  ...staffProductFilters,
});
