import { crdMovementReasons } from '@sarment/domain/stocks/drm-crd';
import { z } from 'zod';

export const crdMessages = {
  notFound: 'Capsule introuvable',
  duplicate: 'Une capsule porte déjà ce nom.',
  sign: 'Une entrée ajoute des capsules, une mise en bouteille ou une perte en retire.',
  insufficient: 'Stock de capsules insuffisant.',
  hasMovements:
    'Cette capsule a des mouvements au registre des CRD : elle ne peut pas être supprimée (renommez-la si besoin).',
} as const;

const text = (label: string, max: number) =>
  z
    .string(`${label} est obligatoire.`)
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(max, `${label} fait ${max} caractères au plus.`);

export const crdItemBody = z.object({
  name: text('Le nom', 80),
  color: text('La couleur', 40),
  type: text('Le type', 40),
  isCrd: z.boolean('Indiquez si la capsule est représentative de droits.').default(true),
});
export type CrdItemBody = z.output<typeof crdItemBody>;

export const crdItemAnswer = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  type: z.string(),
  isCrd: z.boolean(),
  stock: z.number().int().describe('capsules in stock: the sum of the movements'),
});
export type CrdItemAnswer = z.output<typeof crdItemAnswer>;

export const crdMovementBody = z.object({
  quantity: z
    .number('La quantité est obligatoire.')
    .int('La quantité est un nombre entier.')
    .refine((value) => value !== 0, 'La quantité ne peut pas être nulle.'),
  reason: z.enum(crdMovementReasons, 'Le motif doit être entrée, mise en bouteille, perte ou inventaire.'),
  day: z
    .string('La date est obligatoire.')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.'),
  note: z.string().trim().max(200, 'La note fait 200 caractères au plus.').nullable().default(null),
});

export const crdParams = z.object({ id: z.string() });

export const crdMonthAnswer = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  type: z.string(),
  isCrd: z.boolean(),
  opening: z.number().int(),
  entries: z.number().int(),
  used: z.number().int(),
  losses: z.number().int(),
  adjustments: z.number().int(),
  closing: z.number().int(),
});
export type CrdMonthAnswer = z.output<typeof crdMonthAnswer>;
