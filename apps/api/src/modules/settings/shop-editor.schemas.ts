// spec §2 /dashboard/customize: the shop's look (spec §3 Shop.header, color, logo, banner) and its pages (Tab).
import { z } from 'zod';

const colorText = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i, 'La couleur doit être au format #RRGGBB');
/** An image of this site (an upload `/v1/media/...`, an asset `/favicon.svg`) or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/(?!\/)[\w./-]+|https:\/\/\S+)$/, "L'url n'est pas valide")
  .nullable();

export const headerBody = z.strictObject({
  shadow: z.boolean(),
  elevation: z.number().int().min(0).max(24),
  color: colorText,
  dark: z.boolean(),
  border: z.boolean(),
  font: z
    .string()
    .trim()
    .regex(/^[\w\s-]{1,60}$/),
  justifyContent: z.enum(['start', 'center', 'end', 'space-between']),
  underline: z.boolean(),
  isUppercase: z.boolean(),
  logoPlacement: z.enum(['start', 'center', 'left']),
  hideLogo: z.boolean(),
  logoShadow: z.boolean(),
});

export const lookBody = z.strictObject({
  color: colorText,
  header: headerBody,
  logo: imageUrl,
  banner: imageUrl,
  maintenanceBackground: imageUrl,
});
export type LookBody = z.infer<typeof lookBody>;

export const tabBody = z.strictObject({
  /** a stored id (`tab_...`) or a temporary one the page made up for a new tab (children may name it) */
  id: z.string().trim().min(1).max(60),
  parentId: z.string().trim().min(1).max(60).nullable(),
  name: z.string().trim().min(1, 'Ce champ ne peut pas être vide').max(60),
  position: z.number().int().min(0).max(1000),
  hidden: z.boolean(),
  contentHtml: z.string().max(200_000),
});
export const tabsBody = z.strictObject({ tabs: z.array(tabBody).max(60) });
export type TabsBody = z.infer<typeof tabsBody>;

/** GET /v1/settings/shop-editor: the look and the pages as the customize page edits them (stored values, unchecked). */
export const shopEditor = z.object({
  id: z.string(),
  name: z.string(),
  urlShop: z.string(),
  color: z.string(),
  header: z.object({ ...headerBody.shape, color: z.string(), font: z.string(), elevation: z.number() }),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  maintenanceBackground: z.string().nullable(),
  tabs: z.array(
    z.object({
      ...tabBody.shape,
      id: z.string(),
      name: z.string(),
      position: z.number(),
      contentHtml: z.string(),
    }),
  ),
  /** false for a member who may open the page but not save it (an iam): read only */
  canEdit: z.boolean(),
});
