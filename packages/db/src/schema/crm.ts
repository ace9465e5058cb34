// CRM (issue 17, spec §1 clients and prospects, §3 User/Contact/Address): the shop's clients, with or without a
// buyer account. A buyer who orders becomes a client linked by user_id (one client per account and shop).

import { allowedCountries, civilities, departmentCodes, paymentDelays } from '@sarment/domain/reference';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkIn,
  checkNullOrIn,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import { users } from './identity.ts';
import { foldedSql } from './search-fold.ts';
import { shops, shopTypologies } from './shops.ts';

/** spec §1: a client, or a prospect not yet buying (contract: `pipe=Prospect`). */
export const clientPipes = ['Client', 'Prospect'] as const;
export type ClientPipe = (typeof clientPipes)[number];
export const clientAddressKinds = ['billing', 'delivery'] as const;
export type ClientAddressKind = (typeof clientAddressKinds)[number];

const countryCodes = allowedCountries.map((country) => country.code);

// what the list search reads: both name orders, business names, e-mail, phone (international and French
// national form), city and SIRET; '|' keeps a search from matching across two fields
const searchedText = `coalesce(firstname, '') || ' ' || coalesce(lastname, '') || '|' || coalesce(lastname, '') || ' '
  || coalesce(firstname, '') || '|' || coalesce(business_reason, '') || '|' || coalesce(business_name, '') || '|'
  || coalesce(email, '') || '|' || coalesce(phone, '') || '|' || coalesce(regexp_replace(phone, '^\\+33', '0'), '')
  || '|' || coalesce(city, '') || '|' || coalesce(siret, '')`;
// spec §3 display name: for a professional the business comes first, else lastname then firstname
const sortedText = `coalesce(nullif(business_name, ''), nullif(business_reason, ''), '') || ' ' || coalesce(lastname, '')
  || ' ' || coalesce(firstname, '')`;

export const clients = pgTable(
  'clients',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** the buyer account, when the client has one (set at its first order in the shop) */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    pipe: text('pipe').$type<ClientPipe>().notNull().default('Client'),
    /** the pipeline's stage of a prospect (prospection board) */
    prospectStage: text('prospect_stage'),
    lastContactAt: timestamptz('last_contact_at'),
    /** the prospect's next action and its day (prospection follow-up, issue 17 pipeline; migration crm_pipeline) */
    nextAction: text('next_action'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    civility: text('civility'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    email: text('email'),
    /** E.164 */
    phone: text('phone'),
    isPro: boolean('is_pro').notNull().default(false),
    businessReason: text('business_reason'),
    businessName: text('business_name'),
    siret: text('siret'),
    siren: text('siren'),
    nic: text('nic'),
    vatNumber: text('vat_number'),
    exciseNumber: text('excise_number'),
    typology: text('typology'),
    /** spec §9 payment delay id ('days30', 'atOrder', ...) */
    paymentDelay: text('payment_delay'),
    paymentTypes: text('payment_types').array().notNull().default(sql`'{}'::text[]`),
    agentUserId: text('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamptz('marketing_consent_at'),
    marketingConsentSource: text('marketing_consent_source'),
    /** city, postal code and department of the default billing address, kept here for the list's search and filters */
    city: text('city'),
    zipcode: text('zipcode'),
    department: text('department'),
    /** the latest order's date, kept by the order path (list filters on 50,000 clients) */
    lastOrderAt: timestamptz('last_order_at'),
    searchText: text('search_text').generatedAlwaysAs(foldedSql(searchedText)),
    sortName: text('sort_name').generatedAlwaysAs(foldedSql(sortedText, true)),
    anonymisedAt: timestamptz('anonymised_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('clients_shop_user_key').on(t.shopId, t.userId),
    index('clients_user_idx').on(t.userId),
    index('clients_shop_sort_idx').on(t.shopId, t.sortName, t.id),
    index('clients_shop_email_idx').on(t.shopId, t.email),
    index('clients_shop_siret_idx').on(t.shopId, t.siret),
    index('clients_shop_agent_idx').on(t.shopId, t.agentUserId),
    // an agent's list pages in name order without reading the other agents' clients (issue 17 bench: page 100)
    index('clients_shop_agent_sort_idx').on(t.shopId, t.agentUserId, t.sortName, t.id),
    // the list's typology + department filter (cavistes of the Côte-d'Or) without a scan of the shop's clients
    index('clients_shop_typology_idx').on(t.shopId, t.typology, t.department),
    index('clients_shop_last_order_idx').on(t.shopId, t.lastOrderAt),
    // the list's search (`search_text like '%needle%'`, issue 17): trigrams find the few matching rows of 50,000
    // without reading them all; pg_trgm is created by the migration (PGlite loads it: pgliteExtensions)
    index('clients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'clients_typology_fk',
      columns: [t.shopId, t.typology],
      foreignColumns: [shopTypologies.shopId, shopTypologies.key],
    }),
    checkIn('clients_pipe_check', t.pipe, clientPipes),
    checkNullOrIn('clients_civility_check', t.civility, civilities),
    checkNullOrIn(
      'clients_payment_delay_check',
      t.paymentDelay,
      paymentDelays.map((delay) => delay.id),
    ),
    checkNullOrIn('clients_department_check', t.department, departmentCodes),
    check('clients_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** spec §3 Contact: the people of a professional client. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('client_contacts_client_idx').on(t.shopId, t.clientId),
    foreignKey({
      name: 'client_contacts_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    check('client_contacts_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** spec §3 Address: billing and delivery addresses of a client, one default of each kind. */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<ClientAddressKind>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    title: text('title'),
    name: text('name'),
    street: text('street').notNull(),
    street2: text('street2'),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2, one of spec §9's 28 countries */
    country: text('country').notNull().default('FR'),
    department: text('department'),
    county: text('county'),
    state: text('state'),
    stateCode: text('state_code'),
    phone: text('phone'),
    email: text('email'),
    exciseNumber: text('excise_number'),
    isMountain: boolean('is_mountain').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('client_addresses_client_idx').on(t.shopId, t.clientId),
    uniqueIndex('client_addresses_one_default_key')
      .on(t.shopId, t.clientId, t.kind)
      .where(sql`${t.isDefault}`),
    foreignKey({
      name: 'client_addresses_client_fk',
      columns: [t.shopId, t.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    checkIn('client_addresses_kind_check', t.kind, clientAddressKinds),
    checkIn('client_addresses_country_check', t.country, countryCodes),
    checkNullOrIn('client_addresses_department_check', t.department, departmentCodes),
  ],
);
