// The shipment and sample answers as the API describes them (api sales/shipments.schemas.ts), type-only.
import type { orderShippingAnswer, sampleAnswer, shipmentAnswer } from '@sarment/api';
import type { z } from 'zod';

export type Shipment = z.output<typeof shipmentAnswer>;
export type Sample = z.output<typeof sampleAnswer>;
export type OrderShipping = z.output<typeof orderShippingAnswer>;
