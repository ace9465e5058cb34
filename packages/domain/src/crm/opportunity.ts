// Issue 17, opportunities: what the owner writes (POST/PUT /v1/opportunities and the board's dialog alike).
// Amounts cross the edge as euros with 2 decimals at most; the API stores cents.
import { z } from 'zod';
import { isCalendarDate } from '../reference/plain-date.ts';
import { isStorableText } from '../validation/storable-text.ts';

export const opportunityStatuses = ['open', 'won', 'lost'] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

export const opportunityMessages = {
  name: 'Le nom doit contenir entre 1 et 120 caractères',
  client: 'Veuillez choisir un client',
  amount: 'Le montant doit être positif avec au plus 2 décimales',
  probability: 'La probabilité doit être un nombre entier entre 0 et 100',
  expectedDate: "La date n'est pas valide",
  stage: 'Veuillez choisir une étape',
  unknownStage: "Cette étape n'existe pas dans le pipeline",
  notes: 'Les notes doivent contenir au plus 5000 caractères',
  notFound: 'Opportunité introuvable',
  clientNotFound: 'Client introuvable',
  ownerNotFound: "Ce responsable n'appartient pas à la boutique",
  closed: 'Cette opportunité est déjà clôturée',
  lostReason: 'La raison doit contenir au plus 500 caractères',
} as const;

// amount_cents is a PostgreSQL integer (2^31 - 1 cents)
const maxAmountEuros = 20_000_000;
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const reference = (message: string) =>
  z.object({ id: z.string({ error: message }).trim().min(1, message).max(100, message) }, { error: message });

/**
 * The fields of an opportunity. Objects are not strict: a body read with GET (id, status, totals...) can be sent
 * back to PUT as it is, its computed fields ignored.
 */
export const opportunityInput = z.object({
  name: z
    .string({ error: opportunityMessages.name })
    .trim()
    .min(1, opportunityMessages.name)
    .max(120, opportunityMessages.name)
    .refine(isStorableText, opportunityMessages.name),
  client: reference(opportunityMessages.client),
  amount: z
    .number({ error: opportunityMessages.amount })
    .min(0, opportunityMessages.amount)
    .max(maxAmountEuros, opportunityMessages.amount)
    .refine(hasTwoDecimals, opportunityMessages.amount)
    .describe('euros, 2 decimals at most'),
  probability: z
    .number({ error: opportunityMessages.probability })
    .int(opportunityMessages.probability)
    .min(0, opportunityMessages.probability)
    .max(100, opportunityMessages.probability)
    .describe('percent of chance to win, 0 to 100'),
  expectedDate: z
    .string({ error: opportunityMessages.expectedDate })
    .refine(isIsoCalendarDate, opportunityMessages.expectedDate)
    .nullable()
    .default(null)
    .describe('YYYY-MM-DD, the expected closing day; null: none'),
  stage: z
    .object(
      { id: z.string({ error: opportunityMessages.stage }).min(1, opportunityMessages.stage) },
      {
        error: opportunityMessages.stage,
      },
    )
    .describe("one of the shop's pipeline stages (GET /v1/opportunities/stages)"),
  owner: z
    .object({ id: z.string().min(1).max(100) })
    .nullable()
    .default(null)
    .describe('a user of the shop (owner or iam); null: nobody yet'),
  notes: z
    .string({ error: opportunityMessages.notes })
    .max(5000, opportunityMessages.notes)
    .refine(isStorableText, opportunityMessages.notes)
    .default(''),
});
export type OpportunityInput = z.output<typeof opportunityInput>;
export type OpportunityDraft = z.input<typeof opportunityInput>;

export const opportunityMoveInput = z.object({
  stage: z.object(
    { id: z.string({ error: opportunityMessages.stage }).min(1, opportunityMessages.stage) },
    {
      error: opportunityMessages.stage,
    },
  ),
  position: z
    .number({ error: 'La position doit être un nombre entier positif' })
    .int('La position doit être un nombre entier positif')
    .min(0, 'La position doit être un nombre entier positif')
    .max(100_000, 'La position doit être un nombre entier positif')
    .default(0)
    .describe('0: top of the column; past the end: last'),
});

export const opportunityLoseInput = z.object({
  reason: z
    .string({ error: opportunityMessages.lostReason })
    .max(500, opportunityMessages.lostReason)
    .refine(isStorableText, opportunityMessages.lostReason)
    .default(''),
});

/** An opportunity can be won or lost once; a closed one is not moved on the board any more. */
export function canClose(status: OpportunityStatus): boolean {
  return status === 'open';
}
