// The client as the CRM API answers it: z.output of api crm/clients.schemas.ts (clientListItem, clientAnswer,
// duplicateAnswer, timelineEntry), imported as types only so no server code reaches the browser.
import type {
  clientAnswer,
  clientBulkBody,
  clientListItem,
  duplicateAnswer,
  timelineEntry,
} from '@sarment/api';
import type { ClientFormValues } from '@sarment/domain/crm/client';
import type { z } from 'zod';

/** One row of GET /v1/clients. */
export type ClientRow = z.output<typeof clientListItem>;
/** GET /v1/clients/{id}: a body PUT takes back as it is. */
export type ClientDetail = z.output<typeof clientAnswer>;
export type ClientPipe = ClientRow['pipe'];
/** The body POST and PUT /v1/clients take, as a form holds it before the rules run (the domain's clientInput). */
export type ClientBody = ClientFormValues;
/** POST /v1/clients/bulk: one action on the selected clients. */
export type ClientBulkBody = z.input<typeof clientBulkBody>;
/** POST /v1/clients/check-duplicates: one client of the shop with the same e-mail or SIRET. */
export type DuplicateClient = z.output<typeof duplicateAnswer>;
/** GET /v1/clients/{id}/timeline: what happened with the client, newest first. */
export type TimelineEntry = z.output<typeof timelineEntry>;

/** GET /v1/agents: the shop's agents (owner, iam allowed to see agents). */
export interface ShopAgent {
  id: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}

/** A typology of the shop, as GET /v1/shops/me names it (spec §3 Shop.typologies). */
export interface ShopTypology {
  key: string;
  name: string;
}
