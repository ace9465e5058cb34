// /v1/promo-codes (issue 16): a shop's promotion codes. The body is the domain's promoCodeInput (percent as typed,
// euros with 2 decimals); the answer is the same shape with the code's id and its uses, so it can be PUT back.
import { promoCodeInput, promoCodeUpdateInput } from '@sarment/domain/validation/promo-code';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const promoCodeSortFields = ['code', 'value', 'startsAt', 'endsAt', 'uses', 'createdAt'] as const;
export type PromoCodeSortField = (typeof promoCodeSortFields)[number];

export const promoCodeBody = promoCodeInput;
export type PromoCodeBody = z.infer<typeof promoCodeBody>;
/** PUT takes back what GET answers: `id`, when sent, must be the code's own (404 otherwise); `uses` is ignored */
export const promoCodeUpdateBody = promoCodeUpdateInput;

export const promoCodeAnswer = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().describe('a percent (12.5) or euros (5.50) after `kind`'),
  threshold: z.object({
    kind: z.enum(['none', 'productCount', 'amount']),
    value: z.number().describe('bottles (productCount) or euros TTC (amount); 0 for none'),
  }),
  startsAt: z.string().nullable().describe('ISO 8601; null: from now'),
  endsAt: z.string().nullable().describe('ISO 8601; null: no end'),
  maxUses: z.number().nullable().describe('null: unlimited'),
  uses: z.number().describe('orders placed with the code'),
  active: z.boolean(),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswer>;

export const promoCodeFilters = {
  kind: commaList('kind', { allowed: ['percent', 'amount'] as const }),
  active: z.enum(['true', 'false']).optional().describe('true: switched on only; false: switched off only'),
};

export const promoCodeListQuery = listQuery({
  sort: { fields: promoCodeSortFields, fallback: { field: 'code', descending: false } },
  filters: promoCodeFilters,
});
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuery>;

export const promoCodeExportQuery = promoCodeListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const promoCodeParams = z.object({ id: z.string().min(1).max(100) });
