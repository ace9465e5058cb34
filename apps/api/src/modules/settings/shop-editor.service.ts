// spec §2 shop editor: the look of the public shop and its pages; page HTML sanitized on save (spec §5).
import { newId, type Shop } from '@sarment/db';
import { notFound, unprocessable } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/sanitize-html.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import * as repo from './settings.repo.ts';
import { storedSections, withSection } from './settings-defaults.ts';
import { listTabs, replaceTabs } from './shop-editor.repo.ts';
import type { LookBody, TabsBody } from './shop-editor.schemas.ts';

export const SHOP_EDITOR_SAVED = 'La boutique a bien été enregistrée';
export const shopEditorErrors = {
  tabNotFound: 'Page introuvable',
  tooDeep: 'Une sous-page ne peut pas avoir de sous-pages',
  unknownParent: 'La page parente est introuvable',
} as const;

// Same defaults as the public shop's header (modules/shops), so the editor opens on what visitors see.
const defaultHeader: LookBody['header'] = {
  shadow: false,
  elevation: 0,
  color: '#ffffff',
  dark: false,
  border: true,
  font: 'Lato',
  justifyContent: 'center',
  underline: false,
  isUppercase: false,
  logoPlacement: 'start',
  hideLogo: false,
  logoShadow: false,
};

export async function readShopEditor(ctx: ServiceContext, shop: Shop) {
  const tabs = await listTabs(ctx.tx, ctx.shopId);
  const look = storedSections(shop).look as { maintenanceBackground?: string | null } | undefined;
  return {
    id: shop.id,
    name: shop.name,
    urlShop: shop.urlName,
    color: shop.editedShop?.color ?? shop.color ?? '#219EBC',
    header: { ...defaultHeader, ...(shop.header ?? {}) },
    logo: shop.editedShop?.logo ?? shop.logo ?? null,
    banner: shop.editedShop?.banner ?? null,
    maintenanceBackground: look?.maintenanceBackground ?? null,
    tabs: tabs.map((t) => ({
      id: t.id,
      parentId: t.parentId,
      name: t.name,
      position: t.position,
      hidden: t.hidden,
      contentHtml: t.contentHtml ?? '',
    })),
  };
}

export async function saveLook(ctx: ServiceContext, shop: Shop, body: LookBody) {
  await repo.updateShopRow(ctx, {
    color: body.color,
    logo: body.logo,
    header: body.header,
    editedShop: { color: body.color, logo: body.logo, banner: body.banner },
    settings: withSection(shop, 'look', { maintenanceBackground: body.maintenanceBackground }),
  });
}

/** Saves the whole page tree: new pages get an id, HTML is sanitized, one level of sub-pages (spec §2 header). */
export async function saveTabs(ctx: ServiceContext, body: TabsBody) {
  const stored = new Set((await listTabs(ctx.tx, ctx.shopId)).map((t) => t.id));
  const ids = new Map<string, string>();
  for (const tab of body.tabs) {
    // a `tab_` id must be one of this shop's pages: another shop's page is unknown here (404)
    if (tab.id.startsWith('tab_') && !stored.has(tab.id)) throw notFound(shopEditorErrors.tabNotFound);
    ids.set(tab.id, tab.id.startsWith('tab_') ? tab.id : newId('tab'));
  }
  const byId = new Map(body.tabs.map((tab) => [tab.id, tab]));
  for (const tab of body.tabs) {
    if (!tab.parentId) continue;
    const parent = byId.get(tab.parentId);
    if (!parent) throw unprocessable(shopEditorErrors.unknownParent);
    if (parent.parentId) throw unprocessable(shopEditorErrors.tooDeep);
  }
  await withTransaction(ctx, async (ctx) => {
    await replaceTabs(
      ctx,
      body.tabs.map((tab) => ({
        id: ids.get(tab.id) as string,
        parentId: tab.parentId ? (ids.get(tab.parentId) as string) : null,
        name: tab.name,
        position: tab.position,
        hidden: tab.hidden,
        contentHtml: sanitizeRichText(tab.contentHtml),
      })),
    );
  });
}
