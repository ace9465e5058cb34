// spec §2 /dashboard/settings tabs: GET everything, PUT one tab at a time (answers the snackbar message).
import { isPermission } from '@sarment/domain/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  billingBody,
  deliveryBody,
  infosBody,
  integrationsBody,
  rolesBody,
  savedAnswer,
  sectionBodies,
  sectionNames,
  typosBody,
} from './settings.schemas.ts';
import * as service from './settings.service.ts';
import { editorOf, sectionAccess, sectionVisibility } from './settings-access.ts';
import * as roles from './settings-roles.service.ts';
import { shopEditorRoutes } from './shop-editor.routes.ts';
import { shopLegalRoutes } from './shop-legal.routes.ts';
import { shopMeRoutes } from './shop-me.routes.ts';

// Every member reads the page; each section is sent to, and saved by, whom the domain's settings rules name.
const ownerOrIam: RouteAccess = { kind: 'shop', roles: ['owner', 'iam'] };
const saved = { success: true as const, message: service.SETTINGS_SAVED };
const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get(
    '/settings',
    {
      config: { access: ownerOrIam },
      schema: { tags, summary: 'Every settings tab of the shop (spec §2), amounts in euros' },
    },
    async (request) =>
      service.readSettings(contextOf(request, db), tenantOf(request).shop, sectionVisibility(request)),
  );

  app.put(
    '/settings/infos',
    {
      config: { access: sectionAccess('infos') },
      schema: {
        tags,
        summary: 'link=infos: identity, legal mentions, selling rules',
        body: infosBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await service.saveInfos(contextOf(request, db), tenantOf(request).shop, request.body);
      return saved;
    },
  );

  app.put(
    '/settings/typos',
    {
      config: { access: sectionAccess('typos') },
      schema: {
        tags,
        summary: 'link=typos: client typologies (exactly one public)',
        body: typosBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await service.saveTypos(contextOf(request, db), request.body);
      return saved;
    },
  );

  app.put(
    '/settings/billing',
    {
      config: { access: sectionAccess('billing') },
      schema: {
        tags,
        summary:
          'link=billing: banks (IBAN, one default), payment types and delays, numbering, legal footer, payment mentions (late-penalty rate, early-payment discount)',
        body: billingBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await service.saveBilling(contextOf(request, db), tenantOf(request).shop, request.body);
      return saved;
    },
  );

  app.put(
    '/settings/delivery',
    {
      config: { access: sectionAccess('delivery') },
      schema: {
        tags,
        summary:
          'link=delivery: delivery modes per zone and collection points (upserted; switch off, never deleted)',
        body: deliveryBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await service.saveDelivery(contextOf(request, db), request.body);
      return saved;
    },
  );

  app.put(
    '/settings/integrations',
    {
      config: { access: sectionAccess('integrations') },
      schema: {
        tags,
        summary: 'link=integrations: each module of spec §3 Shop.integration on or off',
        body: integrationsBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await service.saveIntegrations(contextOf(request, db), request.body);
      return saved;
    },
  );

  app.get(
    '/settings/roles',
    {
      config: { access: sectionAccess('roles') },
      schema: { tags, summary: 'link=roles: the collaborators and agents with their permissions (spec §6)' },
    },
    async (request) => roles.listRoles(contextOf(request, db)),
  );

  app.put(
    '/settings/roles/:userId',
    {
      config: { access: sectionAccess('roles') },
      schema: {
        tags,
        summary:
          "Sets another collaborator's permissions (spec §6): never one's own; null gives every permission (owner only); only permissions the editor holds are granted",
        params: z.object({ userId: z.string().max(100) }),
        body: rolesBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      const flags = request.body.authorizations;
      const known = flags
        ? Object.fromEntries(Object.entries(flags).filter(([key]) => isPermission(key)))
        : null;
      await roles.saveRole(contextOf(request, db), editorOf(request), request.params.userId, known);
      return saved;
    },
  );

  for (const name of sectionNames) {
    app.put(
      `/settings/${name}`,
      {
        config: { access: sectionAccess(name) },
        schema: { tags, summary: `link=${name}`, body: sectionBodies[name], response: { 200: savedAnswer } },
      },
      async (request) => {
        await service.saveSection(contextOf(request, db), tenantOf(request).shop, name, request.body);
        return saved;
      },
    );
  }

  await app.register(shopEditorRoutes);
  await app.register(shopLegalRoutes);
  await app.register(shopMeRoutes);
};

export default settingsRoutes;
