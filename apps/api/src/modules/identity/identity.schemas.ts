import { shopMemberRoles, userRoles } from '@sarment/domain/access';
import { storedCartSchema } from '@sarment/domain/cart/cart-schema';
import {
  addressSchema,
  optionalField,
  telephoneSchema,
  usernameSchema,
  validationMessages,
} from '@sarment/domain/validation';
import { z } from 'zod';

const requiredName = (key: 'firstname' | 'lastname') =>
  z.string({ error: validationMessages[key] }).trim().min(1, validationMessages[key]).max(100);

const jsonObject = z.record(z.string(), z.unknown());

/** spec §7 POST /v1/auth/login: an e-mail or a username, and the password. */
export const loginBody = z
  .strictObject({
    email: z.string().trim().min(1).max(320).optional(),
    username: z.string().trim().min(1).max(100).optional(),
    password: z.string({ error: validationMessages.needed }).min(1, validationMessages.needed).max(1024),
  })
  .refine((body) => body.email !== undefined || body.username !== undefined, {
    message: validationMessages.needed,
    path: ['email'],
  });

export const subAccount = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.string(),
  shopName: z.string().nullable(),
});

/** spec §1 main account: the sub-accounts it may choose from. */
export const masterAccount = z.object({
  id: z.string(),
  email: z.string(),
  subAccounts: z.array(subAccount),
});

export const userShop = z.object({
  id: z.string(),
  /** the shop's name (the back office's shop switcher lists the shops a user works for) */
  name: z.string(),
  typology: z.string().nullable(),
  /** owner, iam or agent of the shop; client for a buyer the shop knows */
  role: z.enum([...shopMemberRoles, 'client']),
});

/** spec §3 User, as GET /v1/users/me answers it. */
export const me = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(userRoles),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  /** spec §3: username, else lastname firstname; business reason and name first for pro users */
  displayName: z.string(),
  isPro: z.boolean(),
  business: z.object({ reason: z.string(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  deliveryAddress: jsonObject.nullable(),
  billingAddress: jsonObject.nullable(),
  language: z.string(),
  emailValidated: z.boolean(),
  shops: z.array(userShop),
  cart: jsonObject.nullable(),
  masterAccount: masterAccount.nullable(),
});
export type Me = z.infer<typeof me>;

/** The answer of login, choose-account and the registrations (contract: {user, jwt, masterAccount}). */
export const sessionAnswer = z.object({ user: me, jwt: z.string(), masterAccount: masterAccount.nullable() });

export const chooseAccountBody = z.strictObject({ userId: z.string().min(1).max(100) });

export const successAnswer = z.object({ success: z.literal(true), message: z.string() });

/** GET /v1/api-keys: one active key of the shop, never the key itself. */
export const apiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  last4: z.string(),
  createdAt: z.string(),
});

/** POST /v1/api-keys: the only answer that holds the key. */
export const createdApiKey = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  last4: z.string(),
});

// spec §1: the languages an account may choose (the shop itself offers fr and en)
export const accountLanguages = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;

/** PUT /v1/users/me (spec §7): profile fields, or the cart (the shape of spec §3 Cart, capped). */
export const meUpdate = z.strictObject({
  firstname: requiredName('firstname').optional(),
  lastname: requiredName('lastname').optional(),
  username: optionalField(usernameSchema).nullable(),
  phone: optionalField(telephoneSchema).nullable(),
  isPro: z.boolean().optional(),
  business: z
    .strictObject({ reason: z.string().trim().max(200), name: z.string().trim().max(200) })
    .nullable()
    .optional(),
  deliveryAddress: addressSchema.nullable().optional(),
  billingAddress: addressSchema.nullable().optional(),
  language: z.enum(accountLanguages).optional(),
  cart: storedCartSchema.optional(),
  /** false: save silently (the cart is saved 1 s after each change, spec §4) */
  message: z.boolean().optional(),
  noMessage: z.boolean().optional(),
});
export type MeUpdate = z.infer<typeof meUpdate>;

export const meUpdateAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: me,
});
