import { businessTypes } from '@sarment/db';
import { buyerSignUpSchema } from '@sarment/domain/validation';
import { z } from 'zod';

/** spec §2 /auth/register/buyer; `shopCode` (from a shop's sign-up link) makes the buyer a client of that shop. */
export const buyerRegisterBody = buyerSignUpSchema
  .extend({ shopCode: z.string().trim().max(100).optional() })
  .strict();

/** spec §2 seller sign-up: the owner and their shop. */
export const sellerRegisterBody = buyerSignUpSchema
  .extend({
    shopName: z
      .string({ error: 'Veuillez renseigner le nom de votre boutique' })
      .trim()
      .min(2, 'Veuillez renseigner le nom de votre boutique')
      .max(120),
    businessType: z.enum(businessTypes).default('wine'),
  })
  .strict();

/** spec §2 agent sign-up: an agent account; a shop adds the agent to its team afterwards. */
export const agentRegisterBody = buyerSignUpSchema.strict();
