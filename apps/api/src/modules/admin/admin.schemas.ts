import { userRoles } from '@sarment/domain/access';
import { z } from 'zod';

export const adminListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminUserListQuery = adminListQuery.extend({
  role: z.enum(userRoles).optional(),
});

export const idParams = z.object({ id: z.string().min(1).max(100) });

export const adminShop = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  urlShop: z.string(),
  businessType: z.string(),
  online: z.boolean(),
  createdAt: z.string(),
  owner: z.object({ id: z.string(), email: z.string(), username: z.string().nullable() }).nullable(),
  activeIntegrations: z.array(z.string()),
});

export const shopOnlineBody = z.strictObject({ online: z.boolean() });

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role: z.string(),
  isPro: z.boolean(),
  createdAt: z.string(),
  shops: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});

export const maintenanceMessages = {
  endBeforeStart: 'La fin de la maintenance doit être après son début',
  noMode: 'Choisissez au moins un mode : bandeau ou page',
  notFound: 'Maintenance introuvable',
  deleted: 'Maintenance supprimée',
  created: 'Maintenance programmée',
  updated: 'Maintenance modifiée',
} as const;

export const maintenanceBody = z
  .strictObject({
    banner: z.boolean(),
    page: z.boolean(),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    message: z.string().trim().max(500).nullable().optional(),
    image: z
      .string()
      .trim()
      .max(1000)
      .regex(/^(https:\/\/|\/(?!\/))/, "L'image doit être une adresse https ou un chemin local")
      .nullable()
      .optional(),
  })
  .refine((body) => body.banner || body.page, { message: maintenanceMessages.noMode, path: ['banner'] })
  .refine((body) => new Date(body.endDate) > new Date(body.startDate), {
    message: maintenanceMessages.endBeforeStart,
    path: ['endDate'],
  });

export const adminMaintenance = z.object({
  id: z.string(),
  banner: z.boolean(),
  page: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  message: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
});

/** A change that the web app confirms with a snackbar (spec §7: a success answer with a message). */
export const maintenanceAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  maintenance: adminMaintenance,
});

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
