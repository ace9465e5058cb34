// The client as the CRM API answers it (GET /v1/clients, GET /v1/clients/{id}; contract: clients, query isPro and
// pipe=Prospect). Written from the contract and spec §3 while api crm/clients.schemas.ts is being built: once it
// lands these become z.output of its schemas (import type), as the catalogue pages do.

/** spec §3 Address: billing or delivery. */
export interface ClientAddress {
  title?: string | null;
  name?: string | null;
  street: string;
  street2?: string | null;
  zipcode: string;
  city: string;
  country: string;
  county?: string | null;
  phone?: string | null;
  email?: string | null;
  exciseNumber?: string | null;
  isMountain?: boolean;
}

/** spec §3 Contact: one person of a professional client. */
export interface ClientContact {
  id?: string;
  lastname: string;
  firstname: string;
  email: string | null;
  phone: string | null;
  businessName: string | null;
  siret: string | null;
  siteName: string | null;
  registrationNumber: string | null;
}

/** spec §1: a prospect is a client not yet won. */
export type ClientPipe = 'Client' | 'Prospect';

export interface MarketingConsent {
  given: boolean;
  /** ISO date the consent was given or withdrawn */
  date: string | null;
  /** where it was given: a form, a salon, by phone... */
  source: string | null;
}

/** The body POST /v1/clients and PUT /v1/clients/{id} take; GET answers it with its id and read-only fields. */
export interface ClientBody {
  isPro: boolean;
  pipe: ClientPipe;
  civility: string | null;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  business: { reason: string | null; name: string | null };
  siret: string | null;
  siren: string | null;
  nic: string | null;
  vatNumber: string | null;
  exciseNumber: string | null;
  contacts: ClientContact[];
  billingAddress: ClientAddress | null;
  deliveryAddress: ClientAddress | null;
  typology: string | null;
  paymentDelay: string | null;
  paymentTypes: string[];
  agent: { id: string } | null;
  tags: string[];
  notes: string | null;
  marketingConsent: MarketingConsent;
}

export interface ClientDetail extends ClientBody {
  id: string;
  /** spec §3 display name (personDisplayName) */
  displayName?: string;
  /** the buyer account linked to this client, when they order in the shop */
  userId?: string | null;
  anonymizedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** One row of GET /v1/clients. */
export interface ClientRow {
  id: string;
  displayName: string;
  isPro: boolean;
  pipe: ClientPipe;
  email: string | null;
  phone: string | null;
  typology: string | null;
  agent: { id: string; name?: string | null } | null;
  department: string | null;
  city: string | null;
  tags: string[];
  lastOrderAt: string | null;
  createdAt: string;
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
