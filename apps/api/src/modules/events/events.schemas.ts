// /v1/events (issue 21, contract "wine tourism"): a shop's events. The body is the domain's eventInput (euros TTC,
// Paris wall-clock times); the answer is the same shape with ids, every slot and its places, so it goes back to PUT.
import { eventInput, eventRateKindIds, eventStatusIds, eventVatTypeIds } from '@sarment/domain/events';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const eventSortFields = ['title', 'createdAt', 'nextSlot'] as const;
export type EventSortField = (typeof eventSortFields)[number];

export const eventBody = eventInput;
export type EventBody = z.infer<typeof eventBody>;

export const eventSlotAnswer = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  places: z.number().nullable().describe('null: unlimited'),
  placesTaken: z.number(),
  placesLeft: z.number().nullable(),
  fromRule: z.boolean().describe('made from the weekly rule (made again from it on PUT)'),
});
export type EventSlotAnswer = z.infer<typeof eventSlotAnswer>;

export const eventAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  languages: z.array(z.string()),
  durationMinutes: z.number(),
  mandatory: z.boolean(),
  visuals: z.array(z.string()),
  status: z.enum(eventStatusIds),
  places: z.number().nullable(),
  visibility: z.object({ typologies: z.array(z.string()), membersOnly: z.boolean() }),
  rates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceTTC: z.number(),
      kind: z.enum(eventRateKindIds),
      vatType: z.enum(eventVatTypeIds),
      optional: z.boolean(),
    }),
  ),
  schedule: z
    .object({
      days: z.array(z.number()),
      times: z.array(z.string()),
      from: z.string(),
      to: z.string(),
      exceptions: z.array(z.string()),
    })
    .nullable(),
  slots: z.array(eventSlotAnswer),
});
export type EventAnswer = z.infer<typeof eventAnswer>;

export const eventListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(eventStatusIds),
  location: z.string().nullable(),
  durationMinutes: z.number(),
  places: z.number().nullable(),
  nextSlot: z.string().nullable().describe('ISO 8601 start of the next slot to come'),
  slotsToCome: z.number(),
  placesTakenToCome: z.number(),
});
export type EventListItem = z.infer<typeof eventListItem>;

export const eventListQuery = listQuery({
  sort: { fields: eventSortFields, fallback: { field: 'title', descending: false } },
  filters: { status: commaList('status', { allowed: eventStatusIds }) },
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventExportQuery = eventListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const eventParams = z.object({ id: z.string().min(1).max(100) });
export const eventSlotParams = z.object({
  id: z.string().min(1).max(100),
  slotId: z.string().min(1).max(100),
});

export const newSlotBody = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: "La date n'est pas valide" }),
  endsAt: z.iso.datetime({ offset: true, error: "La date n'est pas valide" }).nullish(),
  places: z
    .number({ error: 'Le nombre de places doit être un nombre entier supérieur ou égal à 1' })
    .int()
    .min(1, { error: 'Le nombre de places doit être un nombre entier supérieur ou égal à 1' })
    .nullish(),
});
