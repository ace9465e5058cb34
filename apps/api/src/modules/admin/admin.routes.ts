import { newId } from '@sarment/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import {
  deleteMaintenance,
  insertMaintenance,
  listAllMaintenances,
  type MaintenanceInput,
  updateMaintenance,
} from '../platform/maintenances.repo.ts';
import { listShopsForAdmin, listUsersForAdmin, setShopOnline } from './admin.repo.ts';
import {
  adminListQuery,
  adminMaintenance,
  adminShop,
  adminUser,
  adminUserListQuery,
  idParams,
  maintenanceAnswer,
  maintenanceBody,
  maintenanceMessages,
  shopOnlineBody,
  successMessage,
} from './admin.schemas.ts';
import { toAdminMaintenance, toAdminShop, toAdminUser } from './admin.service.ts';

const adminOnly: RouteAccess = { kind: 'admin' };
const tags = ['admin'];

const toInput = (body: z.infer<typeof maintenanceBody>): MaintenanceInput => ({
  banner: body.banner,
  page: body.page,
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
  message: body.message ?? null,
  image: body.image ?? null,
});

/** The platform administration (spec §2 /admin): shops, users and planned maintenances. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/shops',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Every shop, online or not, paged; the total is in the X-Total-Count header',
        querystring: adminListQuery,
        response: { 200: z.array(adminShop) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, search } = request.query;
      const { rows, total } = await listShopsForAdmin(app.db.db, {
        search,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      reply.header('x-total-count', String(total));
      return rows.map(toAdminShop);
    },
  );

  app.put(
    '/admin/shops/:id/online',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Puts a shop online or offline (an offline shop leaves the public list)',
        params: idParams,
        body: shopOnlineBody,
        response: { 200: successMessage },
      },
    },
    async (request) => {
      const row = await setShopOnline(app.db.db, request.params.id, request.body.online);
      if (!row) throw notFound('Boutique introuvable', 'shop_not_found');
      const message = row.online ? 'Boutique mise en ligne' : 'Boutique mise hors ligne';
      return { success: true as const, message };
    },
  );

  app.get(
    '/admin/users',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Users by e-mail, username or name, paged; the total is in the X-Total-Count header',
        querystring: adminUserListQuery,
        response: { 200: z.array(adminUser) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, search, role } = request.query;
      const { rows, total } = await listUsersForAdmin(app.db.db, {
        search,
        role,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      reply.header('x-total-count', String(total));
      return rows.map(toAdminUser);
    },
  );

  app.get(
    '/admin/maintenances',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Every maintenance, latest start first',
        response: { 200: z.array(adminMaintenance) },
      },
    },
    async () => (await listAllMaintenances(app.db.db)).map(toAdminMaintenance),
  );

  app.post(
    '/admin/maintenances',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Plans a maintenance: banner ahead of it, page during it, or both',
        body: maintenanceBody,
        response: { 201: maintenanceAnswer },
      },
    },
    async (request, reply) => {
      const row = await insertMaintenance(app.db.db, newId('mnt'), toInput(request.body));
      reply.status(201);
      return {
        success: true as const,
        message: maintenanceMessages.created,
        maintenance: toAdminMaintenance(row),
      };
    },
  );

  app.put(
    '/admin/maintenances/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Changes a maintenance',
        params: idParams,
        body: maintenanceBody,
        response: { 200: maintenanceAnswer },
      },
    },
    async (request) => {
      const row = await updateMaintenance(app.db.db, request.params.id, toInput(request.body));
      if (!row) throw notFound(maintenanceMessages.notFound, 'maintenance_not_found');
      return {
        success: true as const,
        message: maintenanceMessages.updated,
        maintenance: toAdminMaintenance(row),
      };
    },
  );

  app.delete(
    '/admin/maintenances/:id',
    {
      config: { access: adminOnly },
      schema: { tags, summary: 'Cancels a maintenance', params: idParams, response: { 200: successMessage } },
    },
    async (request) => {
      if (!(await deleteMaintenance(app.db.db, request.params.id))) {
        throw notFound(maintenanceMessages.notFound, 'maintenance_not_found');
      }
      return { success: true as const, message: maintenanceMessages.deleted };
    },
  );
};
