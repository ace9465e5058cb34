// spec §1, §3 Event: an event as the owner writes it, for the API (POST/PUT /v1/events) and the event form alike.
// Prices are euros TTC with 2 decimals; times are the shop's Paris wall clock. A body GET answers goes back to PUT
// as it is: ids and computed fields (places taken, places left) are accepted and ignored.
import { z } from 'zod';
import { validationMessages } from '../validation/messages.ts';

export const eventMessages = {
  title: 'Veuillez renseigner le titre de l’événement',
  duration: 'La durée doit être un nombre entier de minutes supérieur à 0',
  languages: 'Choisissez au moins une langue',
  places: 'Le nombre de places doit être un nombre entier supérieur ou égal à 1',
  price: 'Le prix doit être positif avec au plus 2 décimales',
  rateName: 'Veuillez nommer le tarif',
  rates: 'Ajoutez au moins un tarif',
  days: 'Choisissez au moins un jour de la semaine',
  time: "L'heure doit être au format HH:MM",
  times: 'Ajoutez au moins une heure',
  day: "La date n'est pas valide",
  period: 'La date de fin doit suivre la date de début',
  noSlot: 'Ajoutez une règle hebdomadaire ou au moins une date',
  tooManySlots: 'La règle donne trop de créneaux (800 au plus) : raccourcissez la période',
} as const;

export const eventStatusIds = ['online', 'paused', 'closed'] as const;
export const eventRateKindIds = ['counting', 'notCounting', 'touristTax'] as const;
export const eventVatTypeIds = ['standard', 'medium', 'reduced'] as const;
export const eventLanguageIds = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: eventMessages.day });
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: eventMessages.time });
const places = z
  .number({ error: eventMessages.places })
  .int({ error: eventMessages.places })
  .min(1, { error: eventMessages.places })
  .max(100_000, { error: eventMessages.places });

export const eventRateInput = z.strictObject({
  id: z.string().max(100).optional().describe('kept on PUT; a rate without id is new'),
  name: z.string({ error: eventMessages.rateName }).trim().min(1, { error: eventMessages.rateName }).max(100),
  priceTTC: z
    .number({ error: eventMessages.price })
    .min(0, { error: eventMessages.price })
    .max(100_000, { error: eventMessages.price })
    .refine(hasTwoDecimals, { error: eventMessages.price })
    .describe('euros TTC'),
  kind: z.enum(eventRateKindIds).default('counting'),
  vatType: z.enum(eventVatTypeIds).default('standard'),
  optional: z.boolean().default(false).describe('an extra the visitor may add'),
});

export const weeklyRuleInput = z
  .strictObject({
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, { error: eventMessages.days })
      .describe('ISO weekdays: 1 Monday … 7 Sunday'),
    times: z.array(wallTime).min(1, { error: eventMessages.times }).describe("'HH:MM' Paris time"),
    from: isoDay,
    to: isoDay,
    exceptions: z.array(isoDay).default([]).describe("'YYYY-MM-DD' days without slots"),
  })
  .refine((rule) => rule.to >= rule.from, { error: eventMessages.period, path: ['to'] });

export const eventSlotInput = z.looseObject({
  id: z.string().max(100).optional(),
  startsAt: z.iso.datetime({ offset: true, error: validationMessages.date }),
  endsAt: z.iso.datetime({ offset: true, error: validationMessages.date }).nullish(),
  places: places.nullish().describe("null or absent: the event's places"),
  fromRule: z
    .boolean()
    .optional()
    .describe('answered; a slot of the weekly rule is made again from the rule'),
});

export const eventInput = z
  .looseObject({
    id: z.string().max(100).optional(),
    title: z.string({ error: eventMessages.title }).trim().min(1, { error: eventMessages.title }).max(200),
    description: z.string().max(50_000).nullable().default(null).describe('rich text (HTML), sanitized'),
    location: z.string().trim().max(300).nullable().default(null),
    languages: z.array(z.enum(eventLanguageIds)).min(1, { error: eventMessages.languages }).default(['fr']),
    durationMinutes: z
      .number({ error: eventMessages.duration })
      .int({ error: eventMessages.duration })
      .min(1, { error: eventMessages.duration })
      .max(60 * 24 * 30, { error: eventMessages.duration }),
    mandatory: z.boolean().default(true).describe('reservation mandatory (true) or optional'),
    visuals: z.array(z.string().max(2000)).max(20).default([]),
    status: z.enum(eventStatusIds).default('online'),
    places: places.nullable().describe('places per slot; null: unlimited'),
    visibility: z
      .strictObject({
        typologies: z.array(z.string().max(100)).default([]).describe('empty: every typology'),
        membersOnly: z.boolean().default(false),
      })
      .default({ typologies: [], membersOnly: false }),
    rates: z.array(eventRateInput).min(1, { error: eventMessages.rates }).max(30),
    schedule: weeklyRuleInput.nullable().default(null).describe('weekly rule, Paris time'),
    slots: z.array(eventSlotInput).max(800).default([]).describe('single dates (and, answered, every slot)'),
  })
  .refine((event) => event.schedule || event.slots.some((slot) => !slot.fromRule), {
    error: eventMessages.noSlot,
    path: ['schedule'],
  });

export type EventInput = z.infer<typeof eventInput>;
export type EventFormValue = z.input<typeof eventInput>;
