import { z } from 'zod';
import { cardInput, paymentStatus } from './sales.schemas.ts';

const id = z.string().min(1).max(100);
const euros = z.number().describe('euros, 2 decimals');

export const paymentParams = z.object({ id });
export const shopQuery = z.object({ shopId: id });

export const authenticationAnswer = z.object({
  id: z.string(),
  status: paymentStatus,
  provider: z.string().nullable(),
  amount: euros,
  last4: z.string().nullable(),
  /** the page to show once the step is done */
  next: z.string(),
});

export const confirmBody = z.strictObject({
  shopId: id,
  /** the test provider's simulated challenge; Stripe reads the bank's answer itself */
  approved: z.boolean().optional(),
});

export const confirmAnswer = z.object({
  status: paymentStatus,
  message: z.string().nullable(),
  next: z.string(),
});

export const groupParams = z.object({ shopId: id, groupId: id });

export const groupAnswer = z.object({
  id: z.string(),
  shopId: z.string(),
  label: z.string(),
  amount: euros,
  status: paymentStatus,
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  order: z.object({
    number: z.string().nullable(),
    status: z.string(),
    totalTTC: euros,
    seller: z.object({ id: z.string(), name: z.string(), urlName: z.string() }),
    reservations: z.array(
      z.object({
        eventId: z.string(),
        slotId: z.string(),
        title: z.string(),
        slot: z.string(),
        start: z.string(),
        end: z.string(),
      }),
    ),
  }),
  groups: z.array(z.object({ label: z.string(), amount: euros, status: paymentStatus })),
  payment: z.object({ id: z.string(), status: paymentStatus, redirectUrl: z.string().nullable() }).nullable(),
});

export const payGroupBody = z.strictObject({
  idempotencyKey: z.string().trim().min(8).max(100),
  card: cardInput,
  email: z.email().max(320).optional(),
});
