// The title of a page from the domain route table: its menu label, or the titles of this area for detail and
// creation pages; creation pages reached through a query (spec §2: subType, pipe, isPro) say which.
import { accessLabel, matchRoute, type RouteEntry } from '@sarment/domain/access';
import * as texts from './i18n.ts';

type Language = 'fr' | 'en';

function queryLabelKey(route: RouteEntry, query: URLSearchParams): string | null {
  if (route.id === 'orderAdd') {
    const subType = query.get('subType');
    return subType === 'quote' ? 'goto.newQuote' : subType === 'bill' ? 'goto.newBill' : 'goto.newOrder';
  }
  if (route.id === 'clientAdd')
    return query.get('pipe') === 'Prospect' ? 'goto.newProspect' : 'goto.newClient';
  return null;
}

/** Example: '/dashboard/orders/add?subType=bill' is 'Nouvelle facture'; '/dashboard/agents/find' 'Trouver un agent'. */
export function pageTitleOf(route: RouteEntry, query: URLSearchParams, language: Language = 'fr'): string {
  const byQuery = queryLabelKey(route, query);
  if (byQuery) return accessLabel(byQuery, language);
  const own = (language === 'en' ? texts.en : texts.fr).titles as Record<string, string>;
  if (Object.hasOwn(own, route.id)) return own[route.id] ?? route.id;
  const key = route.menu?.[0]?.labelKey ?? route.goTo?.[0]?.labelKey ?? route.createMenu?.[0]?.labelKey;
  return key ? accessLabel(key, language) : route.id;
}

/** The route and title of a path, or null for a path the route table does not know (a 404). */
export function describePage(
  pathname: string,
  search: string,
  language: Language = 'fr',
): { routeId: string; title: string } | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  return { routeId: match.route.id, title: pageTitleOf(match.route, new URLSearchParams(search), language) };
}
