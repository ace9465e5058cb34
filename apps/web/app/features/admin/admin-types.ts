// The answers of the /v1/admin endpoints the admin page reads.

export interface AdminShop {
  id: string;
  name: string;
  code: string;
  urlShop: string;
  businessType: string;
  online: boolean;
  createdAt: string;
  owner: { id: string; email: string; username: string | null } | null;
  activeIntegrations: string[];
}

export interface AdminUser {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  role: string;
  isPro: boolean;
  createdAt: string;
  shops: { id: string; name: string; role: string }[];
}

export interface AdminMaintenance {
  id: string;
  banner: boolean;
  page: boolean;
  startDate: string;
  endDate: string;
  message: string | null;
  image: string | null;
  createdAt: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  error: string | null;
}

export const adminTabs = ['shops', 'users', 'maintenances', 'outbox'] as const;
export type AdminTab = (typeof adminTabs)[number];

export type AdminData =
  | { tab: 'shops'; search: string; page: number; total: number; rows: AdminShop[] }
  | { tab: 'users'; search: string; page: number; total: number; rows: AdminUser[] }
  | { tab: 'maintenances'; rows: AdminMaintenance[] }
  | { tab: 'outbox'; page: number; total: number; rows: OutboxMail[] | null };

export const adminPageSize = 25;
