import { z } from 'zod';
import { billingBody, infosBody, sectionBodies } from './settings.schemas.ts';
import { headerBody, lookBody } from './shop-editor.schemas.ts';

const jsonObject = z.record(z.string(), z.unknown());

/** spec §3 Shop, as its owner or collaborator reads it (GET /v1/shops/me). */
export const shopMe = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string(),
  businessType: z.string(),
  online: z.boolean(),
  settings: z.object({
    hasTVA: z.boolean(),
    logStartMonth: z.number(),
    logStartDay: z.number(),
    vatRate: z.object({ standard: z.number(), medium: z.number(), reduced: z.number() }),
    titleProducts: z.string().nullable(),
    allRulesInEq75: z.boolean(),
    minOrderAmount: z.number().nullable().describe('euros HT'),
    minProductCount: z.number().nullable(),
    maxProductCount: z.number().nullable(),
    quantityMultiple: z.number().nullable(),
    membersOnlyPrices: z.boolean(),
  }),
  typologies: z.record(
    z.string(),
    z.object({
      name: z.string(),
      public: z.boolean(),
      ttc: z.boolean(),
      globalDiscount: z.number().describe('percent'),
      allRulesInEq75: z.boolean(),
    }),
  ),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  banks: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      rib: z.string(),
      bic: z.string().nullable(),
      default: z.boolean(),
    }),
  ),
  cardProvider: z.object({ accountId: z.string().nullable(), active: z.boolean() }),
  paymentsList: z.array(z.string()),
  owner: z
    .object({
      id: z.string(),
      username: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  integration: z.record(z.string(), z.object({ active: z.boolean() })),
  refId: z.string().nullable(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  editedShop: z.object({
    color: z.string().nullable(),
    banner: z.string().nullable(),
    logo: z.string().nullable(),
  }),
  header: jsonObject.nullable(),
  legal: jsonObject.nullable(),
  /** spec §6, the shape of @sarment/domain/access ShopAuthorizations */
  authorizations: z.object({ byUser: z.record(z.string(), z.record(z.string(), z.boolean())) }),
  tabs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      order: z.number(),
      exists: z.boolean(),
      children: z.array(z.string()),
    }),
  ),
});
export type ShopMe = z.infer<typeof shopMe>;

// One validation per field, whatever the route: each field takes the schema of the settings tab that edits it.
const infos = infosBody.shape;
const look = lookBody.shape;
const products = sectionBodies.products.shape;

/** PUT /v1/shops/me: the fields an owner edits; `noMessage` (spec §7) is dropped before storing. */
export const shopMeUpdate = z.strictObject({
  noMessage: z.boolean().optional(),
  name: infos.name.optional(),
  contactEmail: infos.contactEmail.nullable().optional(),
  phone: infos.phone.optional(),
  color: look.color.nullable().optional(),
  logo: look.logo.optional(),
  online: infos.online.optional(),
  paymentsList: billingBody.shape.paymentsList.optional(),
  editedShop: z
    .strictObject({
      color: look.color.nullable().optional(),
      banner: look.banner.optional(),
      logo: look.logo.optional(),
    })
    .optional(),
  /** merged into the stored header: any of its fields, each by the shop editor's rule */
  header: headerBody.partial().optional(),
  settings: z
    .strictObject({
      hasTVA: z.boolean().optional(),
      logStartMonth: z.number().int().min(0).max(11).optional(),
      logStartDay: z.number().int().min(1).max(31).optional(),
      vatRate: products.vatRate.optional(),
      titleProducts: products.titleProducts,
      allRulesInEq75: z.boolean().optional(),
      minOrderAmount: infos.minOrderAmount.optional(),
      minProductCount: infos.minProductCount.optional(),
      maxProductCount: infos.maxProductCount.optional(),
      quantityMultiple: infos.quantityMultiple.optional(),
      membersOnlyPrices: infos.membersOnlyPrices.optional(),
    })
    .optional(),
});
export type ShopMeUpdate = z.infer<typeof shopMeUpdate>;

export const shopMeUpdateAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  shop: shopMe,
});
