import { minimumLatePenaltyRateBp, reminderLevels } from '@sarment/domain/payments';
import { z } from 'zod';

const level = z
  .union([z.literal(1), z.literal(2), z.literal(3)], 'Le niveau de relance doit être 1, 2 ou 3.')
  .describe('1: première relance, 2: deuxième relance, 3: mise en demeure');

export const reminderBody = z.object({
  level: level.optional().describe('default: the level after the last one sent'),
  subject: z
    .string()
    .trim()
    .min(1, "L'objet est obligatoire.")
    .max(200)
    .optional()
    .describe("default: the level's model"),
  body: z.string().trim().min(1, 'Le message est obligatoire.').max(10_000).optional(),
});

export const reminderAnswer = z.object({
  id: z.string(),
  bill: z.object({ id: z.string(), number: z.string() }),
  level: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type ReminderAnswer = z.output<typeof reminderAnswer>;

export const reminderPreviewQuery = z.object({
  level: z.enum(['1', '2', '3']).optional(),
});
export const reminderPreviewAnswer = z.object({
  level: z.number().int(),
  recipient: z.string().nullable(),
  client: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type ReminderPreviewAnswer = z.output<typeof reminderPreviewAnswer>;

export const billReminderAnswer = z.object({
  id: z.string(),
  level: z.number().int(),
  source: z.enum(['manual', 'schedule']),
  recipient: z.string(),
  subject: z.string(),
  remaining: z.number(),
  latePenalty: z.number(),
  sentAt: z.string(),
});
export type BillReminderAnswer = z.output<typeof billReminderAnswer>;

const levelSettings = z.object({
  level,
  daysAfterDue: z
    .number('Le nombre de jours doit être un entier.')
    .int('Le nombre de jours doit être un entier.')
    .min(1, 'Le nombre de jours après échéance doit être au moins 1.')
    .max(365, 'Le nombre de jours après échéance ne peut dépasser 365.'),
  subject: z.string().trim().min(1, "L'objet est obligatoire.").max(200),
  body: z.string().trim().min(1, 'Le message est obligatoire.').max(10_000),
});

export const reminderSettingsBody = z
  .object({
    automatic: z.boolean(),
    latePenaltyRate: z
      .number('Le taux doit être un nombre.')
      .min(
        minimumLatePenaltyRateBp / 100,
        `Le taux des pénalités ne peut être inférieur à trois fois le taux d'intérêt légal (${(minimumLatePenaltyRateBp / 100).toFixed(2).replace('.', ',')} %).`,
      )
      .max(100, 'Le taux des pénalités ne peut dépasser 100 %.')
      .describe('yearly %, e.g. 12.15 (L441-10: at least 3 × the legal interest rate)'),
    levels: z
      .array(levelSettings)
      .length(reminderLevels.length, 'Les trois niveaux de relance sont attendus.'),
  })
  .superRefine((body, ctx) => {
    const sorted = [...body.levels].sort((a, b) => a.level - b.level);
    if (sorted.some((entry, index) => entry.level !== index + 1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['levels'],
        message: 'Chaque niveau de relance doit apparaître une fois.',
      });
      return;
    }
    for (let index = 1; index < sorted.length; index += 1) {
      if (sorted[index]!.daysAfterDue <= sorted[index - 1]!.daysAfterDue) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', body.levels.indexOf(sorted[index]!), 'daysAfterDue'],
          message: 'Chaque niveau doit partir plus tard que le précédent.',
        });
      }
    }
  });
export type ReminderSettingsBody = z.input<typeof reminderSettingsBody>;

export const reminderSettingsAnswer = z.object({
  automatic: z.boolean(),
  latePenaltyRate: z.number(),
  minimumLatePenaltyRate: z.number(),
  levels: z.array(
    z.object({
      level: z.number().int(),
      daysAfterDue: z.number().int(),
      subject: z.string(),
      body: z.string(),
    }),
  ),
  dynamicFields: z.array(z.object({ id: z.string(), label: z.string(), token: z.string() })),
});
export type ReminderSettingsAnswer = z.output<typeof reminderSettingsAnswer>;
