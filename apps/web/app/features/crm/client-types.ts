// The client as the CRM API answers it (api crm/clients.schemas.ts: clientListItem, clientAnswer, duplicateAnswer,
// timelineEntry). @sarment/api does not export those schemas yet: these interfaces copy them field for field until
// it does, then they become `z.output<typeof clientAnswer>`... (import type), as the catalogue pages do.
import type { ClientFormValues } from '@sarment/domain/crm/client';

export type ClientPipe = 'Client' | 'Prospect';

/** One row of GET /v1/clients (clientListItem). */
export interface ClientRow {
  id: string;
  displayName: string;
  pipe: ClientPipe;
  prospectStage: string | null;
  lastContactAt: string | null;
  civility: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
  siret: string | null;
  typology: string | null;
  agent: { id: string; name: string } | null;
  tags: string[];
  city: string | null;
  zipcode: string | null;
  department: string | null;
  hasAccount: boolean;
  lastOrderAt: string | null;
  anonymisedAt: string | null;
  createdAt: string;
}

/** spec §3 Contact as the API answers it (clientContactAnswer). */
export interface ClientContactAnswer {
  id: string;
  firstname: string | null;
  lastname: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
}

/** spec §3 Address as the API answers it (clientAddressAnswer). */
export interface ClientAddressAnswer {
  id: string;
  kind: 'billing' | 'delivery';
  isDefault: boolean;
  title: string | null;
  name: string | null;
  street: string;
  street2: string | null;
  zipcode: string;
  city: string;
  country: string;
  department: string | null;
  county: string | null;
  state: string | null;
  stateCode: string | null;
  phone: string | null;
  email: string | null;
  exciseNumber: string | null;
  isMountain: boolean;
}

/** GET /v1/clients/{id} (clientAnswer): a body PUT takes back as it is. */
export interface ClientDetail extends ClientRow {
  siren: string | null;
  nic: string | null;
  vatNumber: string | null;
  exciseNumber: string | null;
  paymentDelay: string | null;
  paymentTypes: string[];
  notes: string | null;
  marketingConsent: boolean;
  marketingConsentAt: string | null;
  marketingConsentSource: string | null;
  contacts: ClientContactAnswer[];
  addresses: ClientAddressAnswer[];
  updatedAt: string;
}

/** The body POST and PUT /v1/clients take, as a form holds it before the rules run (the domain's clientInput). */
export type ClientBody = ClientFormValues;

/** POST /v1/clients/check-duplicates: one client of the shop with the same e-mail or SIRET (duplicateAnswer). */
export interface DuplicateClient {
  id: string;
  displayName: string;
  reasons: ('email' | 'siret')[];
  messages: { email?: string; siret?: string };
}

/** GET /v1/clients/{id}/timeline (timelineEntry): what happened with the client, newest first. */
export interface TimelineEntry {
  kind: 'order' | 'reservation' | 'activity' | 'task' | 'opportunity';
  id: string;
  at: string;
  title: string;
  detail: string | null;
  status: string | null;
  amountTTC: number | null;
}

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
