import type { Database, TabBlock } from '@sarment/db';
import { type EventViewer, eventVisibleTo } from '@sarment/domain/events';
import { cents, centsToEuros } from '@sarment/domain/money';
import type { AuthContext } from '../../http/auth-context.ts';
import { keptRead } from '../../http/kept-reads.ts';
import { inReadScope } from '../../http/read-scope.ts';
import { sanitizeRichText } from '../../http/sanitize-html.ts';
import { listVisibleProductCards } from '../catalogue/catalogue-view.service.ts';
import { pricesVisibleTo } from '../catalogue/product-viewer.ts';
import { listTabs, listTypologies, type ShopRow } from '../tenancy/shop-records.repo.ts';
import { listOnlineEvents } from './shop-content.repo.ts';
import { findShopTab } from './shop-tabs.ts';
import type { EventSummary, PageBlock, ShopPage } from './shops.schemas.ts';
import { loadShopTabs } from './shops.service.ts';

const DEFAULT_BLOCK_PRODUCTS = 8;
const MAX_BLOCK_PRODUCTS = 24;
const NEXT_SLOTS = 3;

// The page text sits under the shop's name (the page h1): its headings go one level down.
const sanitizePageHtml = (html: string) => sanitizeRichText(html, { demoteHeadings: 1 });

const stringOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const stringsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

interface BlockContext {
  db: Database;
  auth: AuthContext | null;
  shop: ShopRow;
  now: Date;
}

async function describeProductBlock(context: BlockContext, block: TabBlock): Promise<PageBlock> {
  const ids = stringsOf(block.productIds);
  const wanted = typeof block.limit === 'number' ? Math.trunc(block.limit) : DEFAULT_BLOCK_PRODUCTS;
  const pageSize = Math.min(MAX_BLOCK_PRODUCTS, Math.max(1, ids?.length ?? wanted));
  const { products } = await listVisibleProductCards(context.db, context.auth, {
    shopIds: [context.shop.id],
    knownShops: [context.shop],
    ids,
    page: 1,
    pageSize,
  });
  // a block listing products keeps the owner's order
  if (ids) products.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { type: 'products', title: stringOf(block.title), products };
}

export async function describeEvents(
  db: Database,
  shopId: string,
  options: {
    eventIds?: readonly string[] | undefined;
    now: Date;
    /** spec §1: false for a visitor of a shop that reserves its prices to members (no 'from' price) */
    pricesVisible: boolean;
    /** spec §1: who views them (an event for some typologies or members only shows to them only) */
    viewer?: EventViewer;
  },
): Promise<EventSummary[]> {
  // the same for every viewer: a page render keeps them a moment (http/kept-reads.ts), one slot more than shown
  // in case one starts meanwhile (the slots are filtered again below)
  const read = () =>
    listOnlineEvents(db, shopId, {
      eventIds: options.eventIds,
      after: options.now,
      slotsPerEvent: NEXT_SLOTS + 1,
    });
  const found = await (inReadScope()
    ? keptRead(db, `events:${shopId}:${options.eventIds?.join(',') ?? ''}`, read)
    : read());
  const { viewer } = options;
  const shown = viewer
    ? found.events.filter((event) => eventVisibleTo(event.visibility, viewer))
    : found.events;
  return shown.map((event) => {
    const counting = found.rates.filter((r) => r.eventId === event.id && r.kind === 'counting');
    const lowest =
      counting.length && options.pricesVisible ? Math.min(...counting.map((r) => r.priceTtcCents)) : null;
    return {
      id: event.id,
      title: event.title,
      description: event.description ?? null,
      location: event.location ?? null,
      durationMinutes: event.durationMinutes,
      languages: event.languages,
      visuals: event.visuals,
      priceFrom: lowest === null ? null : centsToEuros(cents(lowest)),
      nextSlots: found.slots
        .filter((slot) => slot.eventId === event.id && slot.startsAt > options.now)
        .slice(0, NEXT_SLOTS)
        .map((slot) => ({
          id: slot.id,
          start: slot.startsAt.toISOString(),
          end: slot.endsAt.toISOString(),
          placesLeft: slot.placesTotal === null ? null : Math.max(0, slot.placesTotal - slot.placesTaken),
        })),
    };
  });
}

/** The page's viewer of events: logged in or not, with their typology at the shop, else its public one. */
async function eventViewerOf(context: BlockContext): Promise<EventViewer> {
  const own = context.auth?.clientTypologies[context.shop.id] ?? null;
  const typologies = await listTypologies(context.db, context.shop.id);
  const typology =
    typologies.find((t) => t.key === own)?.key ?? typologies.find((t) => t.public)?.key ?? null;
  return { loggedIn: context.auth !== null, typology };
}

async function describeBlock(context: BlockContext, block: TabBlock): Promise<PageBlock | null> {
  switch (block.type) {
    case 'html':
    case 'text': {
      const html = stringOf(block.html);
      return html ? { type: 'html', html: sanitizePageHtml(html) } : null;
    }
    case 'products':
      return describeProductBlock(context, block);
    case 'events': {
      // event blocks show only while the shop runs reservations (spec §3 Shop.integration)
      if (!context.shop.integration.reservations?.active) return null;
      const events = await describeEvents(context.db, context.shop.id, {
        eventIds: stringsOf(block.eventIds),
        now: context.now,
        pricesVisible: pricesVisibleTo(context.auth, context.shop.settings),
        viewer: await eventViewerOf(context),
      });
      return { type: 'events', title: stringOf(block.title), events };
    }
    default:
      return null;
  }
}

/**
 * GET /v1/shops/{id}/page: the page of spec §2 chosen by `page` and `pageid`, its text sanitized (spec §5) and
 * its product and event blocks filled for this viewer. Undefined when no page has that name.
 */
export async function describeShopPage(
  db: Database,
  auth: AuthContext | null,
  shop: ShopRow,
  query: { page?: string | undefined; pageid?: string | undefined },
  now: Date = new Date(),
): Promise<ShopPage | undefined> {
  const { tabs } = await loadShopTabs(db, shop);
  const tab = findShopTab(tabs, query);
  if (!tab) return undefined;
  const head = { id: tab.id, name: tab.name, slug: tab.slug, kind: tab.kind };
  if (tab.kind === 'catalogue') return { tab: head, html: null, blocks: [] };
  // the page's text and blocks come with the shop's pages (read once per page render: see listTabs)
  const content = (await listTabs(db, shop.id)).find((row) => row.id === tab.id);
  const context: BlockContext = { db, auth, shop, now };
  const blocks = await Promise.all((content?.blocks ?? []).map((block) => describeBlock(context, block)));
  return {
    tab: head,
    html: content?.contentHtml ? sanitizePageHtml(content.contentHtml) : null,
    blocks: blocks.filter((block): block is PageBlock => block !== null),
  };
}
