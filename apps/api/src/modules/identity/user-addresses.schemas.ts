// A buyer's address book (issue 15): several delivery and billing addresses, one default of each.
import { addressSchema } from '@sarment/domain/validation/forms';
import { validationMessages } from '@sarment/domain/validation/messages';
import { z } from 'zod';

export const userAddressBody = z.strictObject({
  /** what the buyer calls it ('Maison', 'Bureau') */
  label: z.string().trim().min(1, validationMessages.needed).max(60),
  address: addressSchema.omit({ isMountain: true }),
  defaultDelivery: z.boolean().optional(),
  defaultBilling: z.boolean().optional(),
});
export type UserAddressBody = z.infer<typeof userAddressBody>;

export const userAddress = z.object({
  id: z.string(),
  label: z.string(),
  address: z.record(z.string(), z.unknown()),
  defaultDelivery: z.boolean(),
  defaultBilling: z.boolean(),
});

export const userAddressParams = z.object({ id: z.string().max(40) });
