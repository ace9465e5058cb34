// /v1/shipments (bons de livraison), /v1/orders/{id}/shipments and /v1/samples (échantillons), issue 18.
import { deliveryStatuses } from '@sarment/domain/reference';
import { z } from 'zod';
import { exportFormat } from '../../http/list-export.ts';
import { commaList, listQuery } from '../../http/list-query.ts';

const idRef = z.object({ id: z.string().min(1).max(100) });
const quantity = z
  .number('Indiquez une quantité.')
  .int('La quantité est un nombre entier.')
  .min(1, 'La quantité est au moins 1.')
  .max(100_000, 'La quantité est au plus 100 000.');

export const shipmentMessages = {
  noLine: 'Choisissez au moins une ligne à expédier.',
  carrier: 'Indiquez le transporteur.',
  reason: "Indiquez le motif de l'échantillon.",
} as const;

export const shipmentBody = z.object({
  lines: z
    .array(
      z.object({
        line: idRef.describe('an order line: its id from GET /v1/orders/{id}/shipments'),
        quantity,
      }),
    )
    .min(1, shipmentMessages.noLine)
    .max(500),
  warehouse: idRef,
  carrier: z.string().trim().min(1, shipmentMessages.carrier).max(80),
  trackingNumber: z.string().trim().max(80).nullable().optional(),
  parcels: z
    .number('Indiquez un nombre de colis.')
    .int('Le nombre de colis est un nombre entier.')
    .min(1, 'Il faut au moins un colis.')
    .max(999)
    .nullable()
    .optional()
    .describe('the parcel count chosen; default: 12 bottles (eq75) a parcel'),
  notes: z.string().max(5000).nullable().optional(),
});
export type ShipmentBody = z.infer<typeof shipmentBody>;

export const shipmentStatusBody = z.object({
  status: z.enum(deliveryStatuses, 'Statut de livraison inconnu.'),
  trackingNumber: z.string().trim().max(80).nullable().optional(),
});

export const sampleBody = z.object({
  client: idRef,
  lines: z
    .array(z.object({ product: idRef, format: idRef, vintage: idRef.nullable().optional(), quantity }))
    .min(1, 'Ajoutez au moins une ligne.')
    .max(500),
  warehouse: idRef,
  reason: z.string().trim().min(1, shipmentMessages.reason).max(200),
  notes: z.string().max(5000).nullable().optional(),
});
export type SampleBody = z.infer<typeof sampleBody>;

const deliveryLine = z.object({
  lineNo: z.number(),
  orderLine: z.object({ id: z.string() }).nullable(),
  product: idRef.nullable(),
  format: idRef.nullable(),
  vintage: idRef.nullable(),
  label: z.string(),
  quantity: z.number(),
});

const parcel = z.object({
  number: z.number(),
  eq75: z.number().describe('bottle equivalents in the parcel'),
  lines: z.array(z.object({ lineNo: z.number(), quantity: z.number() })),
});

export const shipmentAnswer = z.object({
  id: z.string(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  createdAt: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  order: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  deliveryStatus: z.enum(deliveryStatuses),
  nextStatuses: z.array(z.enum(deliveryStatuses)),
  parcelCount: z.number(),
  parcels: z.array(parcel),
  lines: z.array(deliveryLine),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  notes: z.string().nullable(),
  pdfUrl: z.string(),
});
export type ShipmentAnswer = z.infer<typeof shipmentAnswer>;

export const sampleAnswer = z.object({
  id: z.string(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  createdAt: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  lines: z.array(deliveryLine),
  bottles: z.number().describe('units given'),
  notes: z.string().nullable(),
  pdfUrl: z.string(),
});
export type SampleAnswer = z.infer<typeof sampleAnswer>;

/** What an order has shipped, line by line, and its shipments (staff and the order's buyer). */
export const orderShippingAnswer = z.object({
  order: z.object({
    id: z.string(),
    number: z.string().nullable(),
    status: z.string(),
    deliveryStatus: z.enum(deliveryStatuses).nullable(),
  }),
  fulfilment: z.enum(['none', 'partial', 'shipped']),
  remainderClosedAt: z
    .string()
    .nullable()
    .describe('when the seller closed what was left to ship (solder le reliquat); remaining is then 0'),
  lines: z.array(
    z.object({
      id: z.string().describe('the line id a shipment names'),
      lineNo: z.number(),
      label: z.string(),
      product: idRef,
      format: idRef,
      vintage: idRef.nullable(),
      eq75: z.number(),
      ordered: z.number().describe('paid and free units'),
      shipped: z.number(),
      remaining: z.number().describe('ordered − shipped; 0 once the remainder is closed'),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      issueDate: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      deliveryStatus: z.enum(deliveryStatuses),
      parcelCount: z.number(),
      units: z.number(),
    }),
  ),
});
export type OrderShippingAnswer = z.infer<typeof orderShippingAnswer>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const shipmentSortFields = ['createdAt', 'number', 'deliveryStatus', 'carrier'] as const;
export type ShipmentSortField = (typeof shipmentSortFields)[number];

export const shipmentListQuery = listQuery({
  sort: { fields: shipmentSortFields, fallback: { field: 'createdAt', descending: true } },
  filters: {
    status: commaList('status', { allowed: deliveryStatuses }),
    carrier: commaList('carrier', { maxLength: 80 }).describe('carriers, case ignored'),
    order: z.string().max(100).optional(),
    client: z.string().max(100).optional(),
    from: commaList<string>('from', { maxLength: 10 })
      .refine((days) => !days || days.every((day) => isoDay.test(day)), 'Date attendue au format AAAA-MM-JJ.')
      .describe('made on or after (Paris day); several: the earliest'),
    to: z.iso.date().optional().describe('made on or before (Paris day)'),
  },
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;
export const shipmentExportQuery = shipmentListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const sampleSortFields = ['createdAt', 'number'] as const;
export type SampleSortField = (typeof sampleSortFields)[number];
export const sampleListQuery = listQuery({
  sort: { fields: sampleSortFields, fallback: { field: 'createdAt', descending: true } },
  filters: {
    client: z.string().max(100).optional(),
    warehouse: z.string().max(100).optional(),
    from: z.iso.date().optional().describe('made on or after (Paris day)'),
    to: z.iso.date().optional().describe('made on or before (Paris day)'),
  },
});
export type SampleListQuery = z.infer<typeof sampleListQuery>;
export const sampleExportQuery = sampleListQuery.omit({ page: true, pageSize: true }).extend({
  format: exportFormat,
});

export const shipmentParams = z.object({ id: z.string().min(1).max(100) });
