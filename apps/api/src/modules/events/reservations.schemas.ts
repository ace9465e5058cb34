// /v1/reservations (issue 21, contract "wine tourism"): every booking of the shop's slots, from the shop's checkout
// or taken by the staff on the phone. Euros with 2 decimals, instants ISO 8601.
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

export const reservationStatusIds = ['booked', 'arrived', 'noShow', 'cancelled'] as const;
export const reservationPaymentStateIds = ['toPay', 'paid', 'toRefund', 'refunded'] as const;

export const reservationSortFields = ['startsAt', 'createdAt', 'contactName', 'persons'] as const;
export type ReservationSortField = (typeof reservationSortFields)[number];

const idRef = z.strictObject({ id: z.string().min(1).max(100) });
const quantity = z
  .number({ error: 'La quantité doit être un nombre entier positif' })
  .int({ error: 'La quantité doit être un nombre entier positif' })
  .min(0, { error: 'La quantité doit être un nombre entier positif' })
  .max(10_000, { error: 'La quantité doit être un nombre entier positif' });

export const reservationMessages = {
  who: 'Choisissez un client ou renseignez le nom de la personne',
  persons: 'Ajoutez au moins une personne',
  notFound: 'Réservation introuvable',
  cancelled: 'Cette réservation est annulée',
  slotGone: 'Ce créneau est passé ou introuvable',
  sameSlot: 'La réservation est déjà sur ce créneau',
  noEmail: "Cette réservation n'a pas d'adresse mail",
  unknownRate: "Ce tarif n'appartient pas à l'événement",
} as const;

export const reservationBody = z
  .strictObject({
    event: idRef,
    slot: idRef,
    client: idRef.nullish().describe("a client of the shop's CRM (cli_…) or a buyer account (usr_…)"),
    contact: z
      .strictObject({
        name: z.string().trim().max(200).default(''),
        email: z.email({ error: 'Le mail est incorrect' }).max(320).nullish(),
        phone: z.string().trim().max(40).nullish(),
      })
      .nullish()
      .describe('who comes, when no client account is named (a phone booking)'),
    rates: z
      .array(z.strictObject({ rate: idRef, quantity }))
      .min(1, { error: reservationMessages.persons })
      .max(30),
    language: z.string().max(10).nullish(),
    notes: z.string().max(5000).nullish(),
    payNow: z.boolean().default(false).describe('paid at the desk now (true) or on the day (false)'),
  })
  .refine((body) => body.client || body.contact?.name, {
    error: reservationMessages.who,
    path: ['contact', 'name'],
  })
  .refine((body) => body.rates.some((rate) => rate.quantity > 0), {
    error: reservationMessages.persons,
    path: ['rates'],
  });
export type ReservationBody = z.infer<typeof reservationBody>;

export const reservationUpdateBody = z.looseObject({
  contact: z
    .looseObject({
      name: z.string().trim().min(1, { error: reservationMessages.who }).max(200),
      email: z.email({ error: 'Le mail est incorrect' }).max(320).nullish(),
      phone: z.string().trim().max(40).nullish(),
    })
    .optional(),
  language: z.string().max(10).nullish(),
  notes: z.string().max(5000).nullish(),
});

export const checkInBody = z.strictObject({
  status: z.enum(['arrived', 'noShow', 'booked'], { error: 'Choisissez arrivé, absent ou réservé' }),
});
export const cancelBody = z.strictObject({
  refund: z.boolean().default(false).describe('true: the amount paid is to be refunded'),
});
export const moveBody = z.strictObject({ slot: idRef });
export const paymentBody = z.strictObject({
  paymentState: z.enum(reservationPaymentStateIds),
});

export const reservationAnswer = z.object({
  id: z.string(),
  source: z.enum(['shop', 'phone']),
  event: z.object({ id: z.string(), title: z.string() }),
  slot: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }),
  order: z.object({ id: z.string() }).nullable(),
  client: z.object({ id: z.string() }).nullable(),
  contact: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  rates: z.array(
    z.object({
      rate: z.object({ id: z.string() }),
      name: z.string(),
      kind: z.enum(['counting', 'notCounting', 'touristTax']),
      priceTTC: z.number(),
      quantity: z.number(),
    }),
  ),
  persons: z.number().describe('places taken in the slot'),
  totalTTC: z.number().describe('euros, tourist tax included'),
  touristTax: z.number(),
  language: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(reservationStatusIds),
  paymentState: z.enum(reservationPaymentStateIds),
  reminderSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReservationAnswer = z.infer<typeof reservationAnswer>;

export const reservationFilters = {
  status: commaList('status', { allowed: reservationStatusIds }),
  paymentState: commaList('paymentState', { allowed: reservationPaymentStateIds }),
  event: commaList('event'),
  slot: commaList('slot'),
  from: z.iso
    .date({ error: "La date n'est pas valide" })
    .optional()
    .describe("slots from this Paris day 'YYYY-MM-DD'"),
  to: z.iso
    .date({ error: "La date n'est pas valide" })
    .optional()
    .describe('slots up to this Paris day, included'),
};

export const reservationListQuery = listQuery({
  sort: { fields: reservationSortFields, fallback: { field: 'startsAt', descending: false } },
  filters: reservationFilters,
});
export type ReservationListQuery = z.infer<typeof reservationListQuery>;

export const reservationExportQuery = reservationListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const reservationParams = z.object({ id: z.string().min(1).max(100) });
