import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { buildRoutePath, getRouteById } from './route-table.ts';

describe('matchRoute: static segments beat parameters; /{name} shop routes come last', () => {
  it.each([
    ['/', 'home', {}],
    ['/dashboard', 'dashboard', {}],
    ['/dashboard/', 'dashboard', {}],
    ['/dashboard/orders/add', 'orderAdd', {}],
    ['/dashboard/orders/add?subType=quote', 'orderAdd', {}],
    ['/dashboard/orders/quotes', 'orderQuotes', {}],
    ['/dashboard/orders/42', 'order', { id: '42' }],
    ['/dashboard/agents/analytics', 'agentAnalytics', {}],
    ['/dashboard/agents/7', 'agent', { id: '7' }],
    ['/dashboard/crm/models/advanced', 'crmModelAdvancedAdd', {}],
    ['/dashboard/crm/models/9/advanced', 'crmModelAdvanced', { id: '9' }],
    ['/dashboard/reservations/events/add', 'eventAdd', {}],
    ['/dashboard/reservations/events', 'events', {}],
    ['/dashboard/reservations/12', 'reservation', { id: '12' }],
    ['/shops', 'shops', {}],
    ['/shops/add', 'shopAdd', {}],
    ['/shops/12', 'shop', { id: '12' }],
    ['/shops/12/legal-notice', 'shopLegalNotice', { id: '12' }],
    ['/shops/12/builders', 'shopBuilders', { id: '12' }],
    ['/shops/12/chablis', 'shopProduct', { id: '12', product: 'chablis' }],
    ['/auth', 'auth', {}],
    ['/auth/login', 'authLogin', {}],
    ['/auth/register/buyer', 'authRegisterBuyer', {}],
    ['/auth/register-vinsalis', 'authRegisterProvider', { registerProvider: 'register-vinsalis' }],
    ['/auth/register-vinsalis/agent', 'authRegisterProviderAgent', { registerProvider: 'register-vinsalis' }],
    ['/gs1/01/3760123450010', 'gs1', { ean: '3760123450010' }],
    [
      '/gs1/01/3760123450010/10/L42/22/2022',
      'gs1LotVintage',
      { ean: '3760123450010', lotNumber: 'L42', vintage: '2022' },
    ],
    ['/trois-vallees', 'shopByName', { name: 'trois-vallees' }],
    ['/trois-vallees/legal-notice', 'shopByNameLegalNotice', { name: 'trois-vallees' }],
    ['/trois-vallees/nutritiveValues', 'shopByNameNutritiveValues', { name: 'trois-vallees' }],
    [
      '/trois-vallees/bourgogne-pinot-noir',
      'shopByNameProduct',
      { name: 'trois-vallees', product: 'bourgogne-pinot-noir' },
    ],
    ['/champagne-lemoine/ros%C3%A9', 'shopByNameProduct', { name: 'champagne-lemoine', product: 'rosé' }],
  ])('%s opens %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each([
    ['an unknown dashboard page (not a shop called dashboard)', '/dashboard/unknown'],
    ['an unknown auth page', '/auth/whatever'],
    ['too deep', '/dashboard/orders/42/extra'],
    ['a shop path under a reserved word', '/admin/product'],
    ['no leading slash', 'dashboard'],
    ['broken encoding', '/%E0%A4%A'],
  ])('%s matches nothing', (_, path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds a concrete path from a route, its parameters and a query', () => {
    expect(buildRoutePath(getRouteById('order'), { id: '42' })).toBe('/dashboard/orders/42');
    expect(buildRoutePath(getRouteById('orderAdd'), {}, { subType: 'bill' })).toBe(
      '/dashboard/orders/add?subType=bill',
    );
    expect(() => buildRoutePath(getRouteById('order'))).toThrow('missing parameter id');
  });
});
