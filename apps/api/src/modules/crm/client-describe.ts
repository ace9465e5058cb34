// A client as the API answers it (issue 17): the list's row and the whole file, with the spec §3 display name.
import type { Client, ClientAddress, ClientContact } from '@sarment/db';
import { clientDisplayName } from '@sarment/domain/crm/client';
import type { ClientFile } from './clients.repo.ts';
import type { ClientAnswer, ClientListItem } from './clients.schemas.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function describeClientRow(row: Client & { agentName: string | null }): ClientListItem {
  return {
    id: row.id,
    displayName: clientDisplayName(row),
    pipe: row.pipe,
    prospectStage: row.prospectStage,
    lastContactAt: iso(row.lastContactAt),
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    isPro: row.isPro,
    businessReason: row.businessReason,
    businessName: row.businessName,
    siret: row.siret,
    typology: row.typology,
    agent: row.agentUserId ? { id: row.agentUserId, name: row.agentName ?? '' } : null,
    tags: row.tags,
    city: row.city,
    zipcode: row.zipcode,
    department: row.department,
    hasAccount: row.userId !== null,
    lastOrderAt: iso(row.lastOrderAt),
    anonymisedAt: iso(row.anonymisedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const describeContact = (contact: ClientContact) => ({
  id: contact.id,
  firstname: contact.firstname,
  lastname: contact.lastname,
  role: contact.role,
  email: contact.email,
  phone: contact.phone,
});

const describeAddress = (address: ClientAddress) => ({
  id: address.id,
  kind: address.kind,
  isDefault: address.isDefault,
  title: address.title,
  name: address.name,
  street: address.street,
  street2: address.street2,
  zipcode: address.zipcode,
  city: address.city,
  country: address.country,
  department: address.department,
  county: address.county,
  state: address.state,
  stateCode: address.stateCode,
  phone: address.phone,
  email: address.email,
  exciseNumber: address.exciseNumber,
  isMountain: address.isMountain,
});

export function describeClient({ client, contacts, addresses }: ClientFile): ClientAnswer {
  return {
    ...describeClientRow(client),
    siren: client.siren,
    nic: client.nic,
    vatNumber: client.vatNumber,
    exciseNumber: client.exciseNumber,
    paymentDelay: client.paymentDelay,
    paymentTypes: client.paymentTypes,
    notes: client.notes,
    marketingConsent: client.marketingConsent,
    marketingConsentAt: iso(client.marketingConsentAt),
    marketingConsentSource: client.marketingConsentSource,
    contacts: contacts.map(describeContact),
    addresses: addresses.map(describeAddress),
    updatedAt: client.updatedAt.toISOString(),
  };
}

/** What the activity log compares: the fields the staff write (not dates the system moves, nor the id). */
export function loggedClient(answer: ClientAnswer): Record<string, unknown> {
  const {
    id: _id,
    displayName: _displayName,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    lastOrderAt: _lastOrderAt,
    hasAccount: _hasAccount,
    ...fields
  } = answer;
  return fields;
}

/** The city, postal code and department the list shows: of the default billing address, else delivery. */
export function mainPlaceOf(
  addresses: readonly {
    kind: string;
    isDefault: boolean;
    city: string;
    zipcode: string;
    department: string | null;
  }[],
) {
  const main =
    addresses.find((a) => a.kind === 'billing' && a.isDefault) ??
    addresses.find((a) => a.kind === 'delivery' && a.isDefault) ??
    addresses[0];
  return { city: main?.city ?? null, zipcode: main?.zipcode ?? null, department: main?.department ?? null };
}
