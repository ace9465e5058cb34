import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import { sectionVisibility } from './settings-access.ts';
import { shopMe, shopMeUpdate, shopMeUpdateAnswer } from './shop-me.schemas.ts';
import { describeShopMe, SHOP_SAVED, updateShopMe } from './shop-me.service.ts';

const ownerOrIam: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
// Settings, payment means and the shop's look change what buyers pay and see: the owner's call only.
const ownerOnly: RouteAccess = { kind: 'shop', roles: ['owner'] };

const shopChoice =
  'The first shop of the user (spec §6), or the one named by the `x-shop-id` header or `?shopId=` when the ' +
  'user works for it (404 otherwise).';

export const shopMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops/me',
    {
      config: { access: ownerOrIam },
      schema: {
        tags: ['identity'],
        summary: "The owner's or collaborator's shop with its settings (spec §3 Shop, §7)",
        description: shopChoice,
        response: { 200: shopMe },
      },
    },
    // the banks (full IBAN) go to whoever may see the billing settings: the owner
    async (request) =>
      describeShopMe(contextOf(request, app.db.db), tenantOf(request).shop, {
        banks: sectionVisibility(request)('billing'),
      }),
  );

  app.put(
    '/shops/me',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['identity'],
        summary: 'Updates the shop (owner only); `noMessage: true` answers without the success message',
        description: shopChoice,
        body: shopMeUpdate,
        response: { 200: shopMeUpdateAnswer },
      },
    },
    async (request) => {
      const ctx = contextOf(request, app.db.db);
      const updated = await updateShopMe(ctx, tenantOf(request).shop, request.body);
      const shop = await describeShopMe(ctx, updated, { banks: true });
      return request.body.noMessage
        ? { success: true as const, shop }
        : { success: true as const, message: SHOP_SAVED, shop };
    },
  );
};
