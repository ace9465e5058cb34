import { shopMemberRoles } from '@sarment/domain/access';
import { z } from 'zod';
import { productCard } from '../catalogue/catalogue.schemas.ts';

export const shopKeyParams = z.object({ id: z.string().min(1).max(100) });

export const shopListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

/** Public fields of a shop (spec §3 Shop, §7 GET /v1/shops/{id}): nothing private (banks, legal ids, settings). */
export const publicShop = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string(),
  businessType: z.string(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  editedShop: z.object({
    color: z.string().nullable().optional(),
    banner: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
  }),
  city: z.string().nullable(),
  description: z.string().nullable().describe('plain-text excerpt of the home page, for cards and meta tags'),
});

// spec §3 Shop.header
export const shopHeader = z.object({
  shadow: z.boolean(),
  elevation: z.number(),
  color: z.string(),
  dark: z.boolean(),
  border: z.boolean(),
  font: z.string(),
  justifyContent: z.enum(['start', 'center', 'end', 'space-between']),
  underline: z.boolean(),
  isUppercase: z.boolean(),
  logoPlacement: z.enum(['start', 'center', 'left']),
  hideLogo: z.boolean(),
  logoShadow: z.boolean(),
});

const tabFields = {
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  order: z.number(),
  exists: z.boolean(),
  kind: z.enum(['content', 'catalogue']),
  query: z.string().describe('the page query opening the tab: page=<slug>[&pageid=<id>] (spec §2)'),
};

// spec §3 Tab, with one level of sub-menus
export const shopTab = z.object({
  ...tabFields,
  children: z.array(
    z.object({ ...tabFields, children: z.array(z.unknown()).max(0).describe('one level of sub-menus') }),
  ),
});

export const shopViewer = z.object({
  loggedIn: z.boolean(),
  member: z.boolean().describe('owner, iam or agent of this shop: sees every product status'),
  memberRole: z.enum(shopMemberRoles).nullable(),
  typology: z.object({ key: z.string(), name: z.string(), ttc: z.boolean() }).nullable(),
  pricesVisible: z.boolean(),
  canRequestPriceGrid: z.boolean(),
});

export const shopDetail = publicShop.extend({
  header: shopHeader,
  tabs: z.array(shopTab),
  settings: z.object({ hasTVA: z.boolean(), membersOnlyPrices: z.boolean() }),
  /** spec §1: the business type sets the vocabulary (French, singular and plural) */
  vocabulary: z.object({
    productSingular: z.string(),
    productPlural: z.string(),
    businessSingular: z.string(),
    businessPlural: z.string(),
  }),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  reservations: z.boolean().describe('the reservations integration is active (event blocks)'),
  viewer: shopViewer,
});

export const shopPageQuery = z.object({
  page: z.string().trim().max(200).optional(),
  pageid: z.string().trim().max(100).optional(),
});

export const eventSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  durationMinutes: z.number(),
  languages: z.array(z.string()),
  visuals: z.array(z.string()),
  priceFrom: z.number().nullable().describe('lowest counting rate, euros TTC'),
  nextSlots: z.array(
    z.object({ id: z.string(), start: z.string(), end: z.string(), placesLeft: z.number().nullable() }),
  ),
});

export const pageBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('html'), html: z.string() }),
  z.object({ type: z.literal('products'), title: z.string().nullable(), products: z.array(productCard) }),
  z.object({ type: z.literal('events'), title: z.string().nullable(), events: z.array(eventSummary) }),
]);

export const shopPage = z.object({
  tab: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(['content', 'catalogue']),
  }),
  html: z.string().nullable().describe('the page text, sanitized (spec §5), headings below the shop name'),
  blocks: z.array(pageBlock),
});

export const legalNotice = z.object({
  shopName: z.string(),
  html: z.string().nullable().describe('sanitized (spec §5)'),
  legal: z
    .object({
      businessName: z.string(),
      legalForm: z.string(),
      siret: z.string(),
      rcs: z.string(),
      vatNumber: z.string(),
      exciseNumber: z.string().nullable(),
      address: z.object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() }),
    })
    .nullable(),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  cgv: z
    .object({
      html: z.string().describe('sanitized (spec §5)'),
      isTemplate: z.boolean().describe('true while the shop shows the template, not its own conditions'),
    })
    .describe('the conditions générales de vente (issue 15)'),
  withdrawalFormHtml: z.string().describe('the model withdrawal form, annexe à l’article R. 221-1'),
});

export const sitemap = z.object({
  urlShop: z.string(),
  entries: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});

export const shopRequestBody = z.object({ message: z.string().trim().max(1000).optional() }).strict();
export const requestAnswer = z.object({ success: z.literal(true), message: z.string() });

export type PublicShop = z.infer<typeof publicShop>;
export type ShopDetail = z.infer<typeof shopDetail>;
export type ShopPage = z.infer<typeof shopPage>;
export type PageBlock = z.infer<typeof pageBlock>;
export type EventSummary = z.infer<typeof eventSummary>;
