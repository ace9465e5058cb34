import { integrations } from '@sarment/domain/access';
import type { z } from 'zod';
import type { MaintenanceRow } from '../platform/maintenances.repo.ts';
import type { AdminShopRow, AdminUserRow } from './admin.repo.ts';
import type { adminMaintenance, adminShop, adminUser } from './admin.schemas.ts';

export function toAdminShop(row: AdminShopRow): z.infer<typeof adminShop> {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    urlShop: row.urlName,
    businessType: row.businessType,
    online: row.online,
    createdAt: row.createdAt.toISOString(),
    owner: row.owner,
    // in the spec's order (spec §3 Shop.integration), not the stored JSON's
    activeIntegrations: integrations.filter((name) => row.integration?.[name]?.active === true),
  };
}

export function toAdminUser(row: AdminUserRow): z.infer<typeof adminUser> {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    isPro: row.isPro,
    createdAt: row.createdAt.toISOString(),
    shops: row.shops,
  };
}

export function toAdminMaintenance(row: MaintenanceRow): z.infer<typeof adminMaintenance> {
  return {
    id: row.id,
    banner: row.banner,
    page: row.page,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    message: row.message,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}
