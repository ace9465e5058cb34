// The answers of the /v1/admin endpoints the admin page reads, as the API's schemas say (types only).
import type {
  adminMaintenance,
  adminShop,
  adminUser,
  exciseCoverageAnswer,
  exciseRateAnswer,
  outboxMail,
} from '@sarment/api';
import type { z } from 'zod';

export type AdminShop = z.output<typeof adminShop>;
export type AdminUser = z.output<typeof adminUser>;
export type AdminMaintenance = z.output<typeof adminMaintenance>;
export type OutboxMail = z.output<typeof outboxMail>;
export type ExciseRate = z.output<typeof exciseRateAnswer>;
export type ExciseCoverage = z.output<typeof exciseCoverageAnswer>;

export const adminTabs = ['shops', 'users', 'maintenances', 'outbox', 'excise'] as const;
export type AdminTab = (typeof adminTabs)[number];

export type AdminData =
  | { tab: 'shops'; search: string; page: number; total: number; rows: AdminShop[] }
  | { tab: 'users'; search: string; page: number; total: number; rows: AdminUser[] }
  | { tab: 'maintenances'; rows: AdminMaintenance[] }
  | { tab: 'outbox'; page: number; total: number; rows: OutboxMail[] | null }
  | { tab: 'excise'; rows: ExciseRate[]; coverage: ExciseCoverage | null };

export const adminPageSize = 25;
