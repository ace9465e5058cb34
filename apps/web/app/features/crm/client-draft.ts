// The client form's state: the body POST and PUT /v1/clients take (the domain's clientInput, which the API runs
// too), its spec §5 French messages, and the spec §5 SIRET rule as the user types: a 14-digit SIRET fills SIREN and
// NIC, SIREN 9 plus NIC 5 fills the SIRET.
import { clientInput } from '@sarment/domain/crm/client';
import { joinSiret, splitSiret } from '@sarment/domain/validation/siret';
import { type FieldErrors, fieldErrors } from '../kit/form-errors.ts';
import type { ClientDetail, ClientPipe } from './client-types.ts';

export interface ContactDraft {
  id?: string;
  firstname: string | null;
  lastname: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
}

export interface AddressDraft {
  id?: string;
  kind: 'billing' | 'delivery';
  isDefault: boolean;
  title: string | null;
  name: string | null;
  street: string;
  street2: string | null;
  zipcode: string;
  city: string;
  country: string;
  county: string | null;
  state: string | null;
  stateCode: string | null;
  phone: string | null;
  email: string | null;
  exciseNumber: string | null;
  isMountain: boolean;
}

/** The form's value: what POST and PUT /v1/clients take, every field present. */
export interface ClientDraft {
  pipe: ClientPipe;
  civility: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
  siret: string | null;
  siren: string | null;
  nic: string | null;
  vatNumber: string | null;
  exciseNumber: string | null;
  typology: string | null;
  paymentDelay: string | null;
  paymentTypes: string[];
  agent: { id: string } | null;
  tags: string[];
  notes: string | null;
  marketingConsent: boolean;
  marketingConsentAt: string | null;
  marketingConsentSource: string | null;
  contacts: ContactDraft[];
  addresses: AddressDraft[];
}

/** What /dashboard/clients/add reads from its query: `?isPro=true` a professional, `?pipe=Prospect` a prospect. */
export function newClientKind(search: URLSearchParams): { isPro: boolean; pipe: ClientPipe } {
  return {
    isPro: search.get('isPro') === 'true',
    pipe: search.get('pipe') === 'Prospect' ? 'Prospect' : 'Client',
  };
}

export function emptyClient(kind: { isPro: boolean; pipe: ClientPipe }): ClientDraft {
  return {
    pipe: kind.pipe,
    civility: null,
    firstname: null,
    lastname: null,
    email: null,
    phone: null,
    isPro: kind.isPro,
    businessReason: null,
    businessName: null,
    siret: null,
    siren: null,
    nic: null,
    vatNumber: null,
    exciseNumber: null,
    // an individual buys at the Particulier prices; a professional's typology is chosen
    typology: kind.isPro ? null : 'particulier',
    paymentDelay: null,
    paymentTypes: [],
    agent: null,
    tags: [],
    notes: null,
    marketingConsent: false,
    marketingConsentAt: null,
    marketingConsentSource: null,
    contacts: [],
    addresses: [],
  };
}

/** The form's value of a client the API answered: its body fields, without the read-only ones. */
export function draftOf(client: ClientDetail): ClientDraft {
  const empty = emptyClient({ isPro: client.isPro, pipe: client.pipe });
  const draft: Record<string, unknown> = {};
  for (const key of Object.keys(empty) as (keyof ClientDraft)[]) {
    draft[key] = client[key as keyof ClientDetail] ?? empty[key];
  }
  return {
    ...(draft as unknown as ClientDraft),
    agent: client.agent ? { id: client.agent.id } : null,
    // the department follows the postal code: the API computes it
    addresses: client.addresses.map(({ department: _department, ...address }) => address),
  };
}

export const emptyContact = (): ContactDraft => ({
  firstname: null,
  lastname: null,
  role: null,
  email: null,
  phone: null,
});

export const emptyAddress = (kind: AddressDraft['kind'], isDefault: boolean): AddressDraft => ({
  kind,
  isDefault,
  title: null,
  name: null,
  street: '',
  street2: null,
  zipcode: '',
  city: '',
  country: 'FR',
  county: null,
  state: null,
  stateCode: null,
  phone: null,
  email: null,
  exciseNumber: null,
  isMountain: false,
});

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** spec §5: typing the SIRET fills SIREN and NIC once it has 14 digits. */
export function withSiret(draft: ClientDraft, siret: string): ClientDraft {
  const parts = splitSiret(siret);
  return parts
    ? { ...draft, siret: orNull(siret), siren: parts.siren, nic: parts.nic }
    : { ...draft, siret: orNull(siret) };
}

/** spec §5: typing SIREN or NIC fills the SIRET once SIREN has 9 digits and NIC 5. */
export function withSirenNic(draft: ClientDraft, change: { siren?: string; nic?: string }): ClientDraft {
  const siren = change.siren ?? draft.siren ?? '';
  const nic = change.nic ?? draft.nic ?? '';
  const siret = joinSiret(siren, nic);
  return { ...draft, siren: orNull(siren), nic: orNull(nic), ...(siret ? { siret } : {}) };
}

/** The spec §5 messages of the domain's client rules (the API's own), by field path. */
export function clientErrors(draft: ClientDraft): FieldErrors {
  return fieldErrors(clientInput, draft);
}

/** The body sent: an individual has no contacts. */
export function bodyOf(draft: ClientDraft): ClientDraft {
  return draft.isPro ? draft : { ...draft, contacts: [] };
}

export type ClientTab = 'info' | 'contacts' | 'addresses' | 'history';

/** Which tab shows a field, for marking the tabs that hold a message. */
export function tabOfField(path: string): ClientTab {
  if (path.startsWith('contacts')) return 'contacts';
  if (path.startsWith('addresses')) return 'addresses';
  return 'info';
}
