import { exciseCategories, exciseRateKinds } from '@sarment/domain/pricing';
import { z } from 'zod';

export const exciseRateMessages = {
  notFound: 'Taux introuvable',
  duplicate: 'Un taux de ce type existe déjà pour cette catégorie à cette date.',
  period: 'La date de fin doit suivre la date de début.',
} as const;

const isoDate = z
  .string('La date est obligatoire.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.');

export const exciseRateBody = z
  .object({
    category: z.enum(exciseCategories, 'Catégorie fiscale inconnue.'),
    kind: z.enum(exciseRateKinds, 'Le type doit être droit ou cotisation.'),
    basis: z.enum(['da', 'ap', 'dap', 'flat'], "L'unité doit être da, ap, dap ou flat."),
    rateEuros: z
      .string('Le taux est obligatoire.')
      .regex(/^\d{1,8}([.,]\d{1,4})?$/, 'Le taux doit être un montant positif (4 décimales au plus).')
      .transform((value) => value.replace(',', '.')),
    validFrom: isoDate,
    validTo: isoDate.nullable().default(null),
  })
  .refine((body) => !body.validTo || body.validTo >= body.validFrom, {
    path: ['validTo'],
    message: exciseRateMessages.period,
  });
export type ExciseRateBody = z.output<typeof exciseRateBody>;

export const exciseRateAnswer = z.object({
  id: z.string(),
  category: z.enum(exciseCategories),
  kind: z.enum(exciseRateKinds),
  basis: z.enum(['da', 'ap', 'dap', 'flat']),
  rateEuros: z.string().describe('euros per basis unit, exact decimal'),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type ExciseRateAnswer = z.output<typeof exciseRateAnswer>;

export const exciseRateParams = z.object({ id: z.string() });

export const exciseCoverageQuery = z.object({
  year: z.coerce.number('L’année doit être un nombre.').int().min(2000).max(2100).optional(),
});
export const exciseCoverageAnswer = z.object({
  year: z.number().int(),
  /** the duty categories with no excise rate covering the whole year */
  missing: z.array(z.enum(exciseCategories)),
});
