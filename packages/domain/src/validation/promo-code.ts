// spec §3 Promotion, §5 promo code (issue 16): a shop's promotion code as the owner writes it, for the API
// (POST/PUT /v1/promo-codes) and the settings form alike. Amounts are euros, percents as typed (12.5); the API
// stores cents and basis points.
import { z } from 'zod';
import { validationMessages } from './messages.ts';
import { promoCodeSchema } from './schemas.ts';

export const promoCodeKinds = ['percent', 'amount'] as const;
export const promoCodeThresholdKinds = ['none', 'productCount', 'amount'] as const;

export const promoCodeFormMessages = {
  duplicate: 'Ce code existe déjà',
  kind: 'Le type de code doit être % ou €',
  thresholdKind: 'Ce seuil est inconnu',
  percent: 'Le pourcentage doit être compris entre 0 et 100',
  amount: 'Le montant doit être supérieur à 0 avec au plus 2 décimales',
  productCount: 'Doit être un nombre entier supérieur ou égal à 1',
  maxUses: 'Doit être un nombre entier supérieur ou égal à 1',
  date: "La date n'est pas valide",
  period: 'La date de fin doit suivre la date de début',
} as const;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isPositiveEuros = (value: number) => value > 0 && value <= 1_000_000 && hasTwoDecimals(value);

const instant = z.iso
  .datetime({ offset: true, error: promoCodeFormMessages.date })
  .nullable()
  .default(null)
  .describe('ISO 8601 instant; null: no bound');

const promoCodeFields = z.strictObject({
  code: promoCodeSchema,
  kind: z.enum(promoCodeKinds, { error: promoCodeFormMessages.kind }),
  value: z.number({ error: validationMessages.float }),
  threshold: z
    .strictObject({
      kind: z.enum(promoCodeThresholdKinds, { error: promoCodeFormMessages.thresholdKind }),
      value: z.number({ error: validationMessages.float }).default(0),
    })
    .default({ kind: 'none', value: 0 }),
  startsAt: instant,
  endsAt: instant,
  maxUses: z
    .number({ error: promoCodeFormMessages.maxUses })
    .int(promoCodeFormMessages.maxUses)
    .min(1, promoCodeFormMessages.maxUses)
    .max(10_000_000, promoCodeFormMessages.maxUses)
    .nullable()
    .default(null)
    .describe('null: unlimited'),
  active: z.boolean().default(true),
});

type PromoCodeFields = z.output<typeof promoCodeFields>;

function checkPromoCode(input: PromoCodeFields, ctx: z.RefinementCtx): void {
  if (input.kind === 'percent' && !(input.value > 0 && input.value <= 100 && hasTwoDecimals(input.value))) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: promoCodeFormMessages.percent });
  }
  if (input.kind === 'amount' && !isPositiveEuros(input.value)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: promoCodeFormMessages.amount });
  }
  const { kind, value } = input.threshold;
  if (kind === 'productCount' && !(Number.isInteger(value) && value >= 1 && value <= 100_000)) {
    ctx.addIssue({
      code: 'custom',
      path: ['threshold', 'value'],
      message: promoCodeFormMessages.productCount,
    });
  }
  if (kind === 'amount' && !isPositiveEuros(value)) {
    ctx.addIssue({ code: 'custom', path: ['threshold', 'value'], message: promoCodeFormMessages.amount });
  }
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) < Date.parse(input.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: promoCodeFormMessages.period });
  }
}

/**
 * A new promotion code: `value` is a percent (0 < x ≤ 100, 2 decimals) or euros (> 0, 2 decimals) after `kind`;
 * `threshold.value` is a number of bottles (productCount) or euros TTC (amount).
 */
export const promoCodeInput = promoCodeFields.superRefine(checkPromoCode);

/** A code changed: the same, and the `id` and `uses` GET answers may be sent back (`uses` is ignored). */
export const promoCodeUpdateInput = promoCodeFields
  .extend({ id: z.string().max(100).optional(), uses: z.number().optional() })
  .superRefine(checkPromoCode);

export type PromoCodeInput = z.infer<typeof promoCodeInput>;
