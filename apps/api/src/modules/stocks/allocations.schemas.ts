// /v1/allocations (issue 20, spec §1 allocations): quantities of a scarce wine reserved for a client, the
// clients of an agent, or a market (typology), until an optional end day. A body read can be sent back to PUT.
import { allocationTargetKinds } from '@sarment/domain/stocks';
import { z } from 'zod';
import { commaList, listQuery } from '../../http/list-query.ts';

const ref = z.object({ id: z.string().min(1).max(100) });
const namedRef = z.object({ id: z.string(), name: z.string() });

export const allocationAnswer = z.object({
  id: z.string(),
  product: namedRef,
  format: namedRef,
  vintage: namedRef.nullable(),
  target: z
    .object({ kind: z.enum(allocationTargetKinds), id: z.string(), name: z.string() })
    .describe('client: a CRM client id; agent: the agent user id; market: a typology key'),
  quantity: z.number().describe('units reserved'),
  consumed: z.number().describe('units orders placed against it took'),
  remaining: z.number().describe('quantity − consumed'),
  endsOn: z.string().nullable().describe('last day it holds (YYYY-MM-DD, Paris); null: no end'),
  active: z.boolean().describe('false once its end day has passed: its remainder is sold freely'),
  stock: z.number().nullable().describe('units of the item over every warehouse (null: not stock-managed)'),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AllocationAnswer = z.infer<typeof allocationAnswer>;

export const allocationBody = z.object({
  id: z.string().optional().describe('ignored on POST; on PUT, the allocation read'),
  product: ref,
  format: ref,
  vintage: ref.nullish().describe('null for a product without vintages'),
  target: z.object({
    kind: z.enum(allocationTargetKinds, "Le bénéficiaire doit être 'client', 'agent' ou 'market'."),
    id: z
      .string('Choisissez le bénéficiaire de l’allocation.')
      .min(1, 'Choisissez le bénéficiaire de l’allocation.')
      .max(100),
  }),
  quantity: z
    .number('La quantité doit être un nombre entier.')
    .int('La quantité doit être un nombre entier.')
    .min(1, 'La quantité allouée doit être d’au moins 1.')
    .max(10_000_000, 'La quantité est trop grande.'),
  endsOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.')
    .nullish()
    .transform((v) => v ?? null),
  note: z
    .string()
    .trim()
    .max(500, 'Ce texte ne doit pas dépasser 500 caractères.')
    .nullish()
    .transform((v) => v || null),
});
export type AllocationBody = z.infer<typeof allocationBody>;

export const allocationSortFields = ['product', 'target', 'quantity', 'remaining', 'endsOn'] as const;
export const allocationListQuery = listQuery({
  sort: { fields: allocationSortFields, fallback: { field: 'product', descending: false } },
  filters: {
    product: commaList('product'),
    kind: commaList('kind', { allowed: allocationTargetKinds }),
    active: commaList('active', { allowed: ['true', 'false'] as const }).describe(
      'true: the allocations still holding; false: those past their end day',
    ),
  },
});
export type AllocationListQuery = z.infer<typeof allocationListQuery>;

export const allocationIdParams = z.object({ id: z.string().min(1).max(100) });
