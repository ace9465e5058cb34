// spec §2 /dashboard/customize: GET the look and pages, PUT the look, PUT the page tree.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import { savedAnswer } from './settings.schemas.ts';
import { lookBody, shopEditor, tabsBody } from './shop-editor.schemas.ts';
import { readShopEditor, SHOP_EDITOR_SAVED, saveLook, saveTabs } from './shop-editor.service.ts';

const ownerOrIam: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
const ownerOnly: RouteAccess = { kind: 'shop', roles: ['owner'] };
const tags = ['settings'];
const saved = { success: true as const, message: SHOP_EDITOR_SAVED };

export const shopEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.get(
    '/settings/shop-editor',
    {
      config: { access: ownerOrIam },
      schema: { tags, summary: 'The look of the public shop and its pages', response: { 200: shopEditor } },
    },
    async (request) => {
      const { shop, membership } = tenantOf(request);
      // the page opens for owner and iam (spec §2); only who may save it edits (ownerOnly below)
      return {
        ...(await readShopEditor(contextOf(request, db), shop)),
        canEdit: ownerOnly.roles.includes(membership.role),
      };
    },
  );
  app.put(
    '/settings/shop-editor',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'Colour, header (spec §3 Shop.header), logo, banner and maintenance background',
        body: lookBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await saveLook(contextOf(request, db), tenantOf(request).shop, request.body);
      return saved;
    },
  );
  app.put(
    '/settings/tabs',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'Replaces the pages (tabs and sub-pages); HTML sanitized per spec §5 before it is stored',
        body: tabsBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await saveTabs(contextOf(request, db), request.body);
      return saved;
    },
  );
};
