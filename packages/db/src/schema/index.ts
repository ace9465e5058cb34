// The database schema of Sarment, one file per business area. Tenant-owned tables carry shop_id first in
// their primary key and in every foreign key between them (so the schema can be distributed on Citus by
// shop_id); global tables (users, sessions, carts, notifications...) do not.
export * from './activity.ts';
export * from './boxes.ts';
export * from './catalogue.ts';
export * from './crm.ts';
export * from './crm-pipeline.ts';
export * from './crm-tasks.ts';
export * from './delivery.ts';
export * from './enums.ts';
export * from './events.ts';
export * from './excise.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './marketing.ts';
export * from './payment-followups.ts';
export * from './platform.ts';
export * from './receivables.ts';
export * from './relations.ts';
export type * from './rows.ts';
export * from './sales.ts';
export * from './sales-documents.ts';
export * from './sales-mail.ts';
export * from './shipments.ts';
export * from './shops.ts';
export * from './stock-allocations.ts';
export * from './stocks.ts';
export type * from './types.ts';
