import type { Database } from '@sarment/db';
import { vocabularyFor } from '@sarment/domain/reference';
import type { AuthContext } from '../../http/auth-context.ts';
import { toPlainText } from '../../http/sanitize-html.ts';
import { loadProductViewer } from '../catalogue/catalogue-view.service.ts';
import { listTabs, type ShopRow } from '../tenancy/shop-records.repo.ts';
import { buildShopTabs, type ShopTab } from './shop-tabs.ts';
import { listHomeTabs } from './shops.repo.ts';
import type { PublicShop, ShopDetail } from './shops.schemas.ts';

const EXCERPT_CHARS = 160;

/** The first sentences of a text, cut on a word, for cards and meta descriptions (about 160 characters). */
export function excerptOf(html: string | null | undefined): string | null {
  const text = html ? toPlainText(html) : '';
  if (!text) return null;
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : EXCERPT_CHARS).replace(/[\s,;:.]+$/, '')}…`;
}

/** The public face of a shop: what any visitor may read. */
export function toPublicShop(row: ShopRow, homeHtml?: string | null): PublicShop {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    urlShop: row.urlName,
    businessType: row.businessType,
    color: row.color ?? null,
    logo: row.logo ?? null,
    editedShop: {
      color: row.editedShop?.color ?? null,
      banner: row.editedShop?.banner ?? null,
      logo: row.editedShop?.logo ?? null,
    },
    city: row.legal?.address.city ?? null,
    description: excerptOf(homeHtml),
  };
}

/** Shops of a list page with the excerpt of their home page, in two queries. */
export async function describeShopList(db: Database, rows: ShopRow[]): Promise<PublicShop[]> {
  const homes = await listHomeTabs(
    db,
    rows.map((r) => r.id),
  );
  const homeOf = new Map<string, string | null>();
  for (const home of homes) if (!homeOf.has(home.shopId)) homeOf.set(home.shopId, home.contentHtml);
  return rows.map((row) => toPublicShop(row, homeOf.get(row.id)));
}

const DEFAULT_HEADER: ShopDetail['header'] = {
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

/** spec §3 Shop.settings.titleProducts names the catalogue page, else 'Nos vins', 'Nos champagnes'... */
export function catalogueTitleOf(row: Pick<ShopRow, 'settings' | 'businessType'>): string {
  return row.settings.titleProducts?.trim() || `Nos ${vocabularyFor(row.businessType).productPlural}`;
}

export async function loadShopTabs(
  db: Database,
  row: ShopRow,
): Promise<{ tabs: ShopTab[]; homeHtml: string | null }> {
  const rows = await listTabs(db, row.id);
  const tabs = buildShopTabs(rows, catalogueTitleOf(row));
  const firstContent = tabs.find((t) => t.kind === 'content');
  const homeHtml = rows.find((r) => r.id === firstContent?.id)?.contentHtml ?? null;
  return { tabs, homeHtml };
}

/** GET /v1/shops/{id}: the shop page header, its tabs, and what this viewer sees (spec §2, §3, §6). */
export async function describeShop(
  db: Database,
  auth: AuthContext | null,
  row: ShopRow,
): Promise<ShopDetail> {
  const [{ tabs, homeHtml }, viewer] = await Promise.all([
    loadShopTabs(db, row),
    loadProductViewer(db, auth, row),
  ]);
  const vocabulary = vocabularyFor(row.businessType);
  return {
    ...toPublicShop(row, homeHtml),
    header: { ...DEFAULT_HEADER, ...row.header },
    tabs,
    settings: { hasTVA: row.settings.hasTVA, membersOnlyPrices: row.settings.membersOnlyPrices },
    vocabulary: {
      productSingular: vocabulary.productSingular,
      productPlural: vocabulary.productPlural,
      businessSingular: vocabulary.businessSingular,
      businessPlural: vocabulary.businessPlural,
    },
    contact: { email: row.contactEmail ?? null, phone: row.phone ?? null },
    reservations: row.integration.reservations?.active ?? false,
    viewer: {
      loggedIn: viewer?.loggedIn ?? auth !== null,
      member: viewer?.member ?? false,
      memberRole: viewer?.memberRole ?? null,
      typology: viewer?.typology
        ? { key: viewer.typology.key, name: viewer.typology.name, ttc: viewer.typology.ttc }
        : null,
      pricesVisible: viewer?.pricesVisible ?? true,
      canRequestPriceGrid: viewer?.canRequestPriceGrid ?? false,
    },
  };
}
