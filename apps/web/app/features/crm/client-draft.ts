// The client form's state: the body POST and PUT /v1/clients take, checked with the spec §5 rules of the domain
// (the same schemas the API runs), and the spec §5 SIRET rule: a 14-digit SIRET fills SIREN and NIC, SIREN 9 plus
// NIC 5 fills the SIRET.
import { addressSchema } from '@sarment/domain/validation/forms';
import {
  emailSchema,
  neededSchema,
  nicSchema,
  optionalField,
  sirenSchema,
  siretSchema,
  telephoneSchema,
  vatNumberSchema,
} from '@sarment/domain/validation/schemas';
import { joinSiret, normalizeCompanyNumber, splitSiret } from '@sarment/domain/validation/siret';
import { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../kit/form-errors.ts';
import type { ClientAddress, ClientBody, ClientContact, ClientDetail, ClientPipe } from './client-types.ts';

export type ClientDraft = ClientBody;

/** What /dashboard/clients/add reads from its query: `?isPro=true` a professional, `?pipe=Prospect` a prospect. */
export function newClientKind(search: URLSearchParams): { isPro: boolean; pipe: ClientPipe } {
  return {
    isPro: search.get('isPro') === 'true',
    pipe: search.get('pipe') === 'Prospect' ? 'Prospect' : 'Client',
  };
}

export function emptyClient(kind: { isPro: boolean; pipe: ClientPipe }): ClientDraft {
  return {
    isPro: kind.isPro,
    pipe: kind.pipe,
    civility: null,
    firstname: '',
    lastname: '',
    email: null,
    phone: null,
    business: { reason: null, name: null },
    siret: null,
    siren: null,
    nic: null,
    vatNumber: null,
    exciseNumber: null,
    contacts: [],
    billingAddress: null,
    deliveryAddress: null,
    typology: kind.isPro ? null : 'particulier',
    paymentDelay: null,
    paymentTypes: [],
    agent: null,
    tags: [],
    notes: null,
    marketingConsent: { given: false, date: null, source: null },
  };
}

/** The form's value of a client the API answered: its body, without the read-only fields. */
export function draftOf(client: ClientDetail): ClientDraft {
  const empty = emptyClient({ isPro: client.isPro, pipe: client.pipe });
  const draft = {} as Record<string, unknown>;
  for (const key of Object.keys(empty) as (keyof ClientDraft)[]) {
    draft[key] = client[key] ?? empty[key];
  }
  return draft as unknown as ClientDraft;
}

export const emptyContact = (): ClientContact => ({
  lastname: '',
  firstname: '',
  email: null,
  phone: null,
  businessName: null,
  siret: null,
  siteName: null,
  registrationNumber: null,
});

export const emptyAddress = (): ClientAddress => ({
  name: null,
  street: '',
  street2: null,
  zipcode: '',
  city: '',
  country: 'FR',
  county: null,
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

const text = optionalField(z.string().max(200));
const needed = neededSchema.pipe(z.string().max(200));

const contactSchema = z.object({
  lastname: needed,
  firstname: text,
  email: optionalField(emailSchema),
  phone: optionalField(telephoneSchema),
  siret: optionalField(siretSchema),
});

/** spec §5 rules of the client form; for an individual the first name is asked too. */
export const clientFormSchema = z
  .object({
    isPro: z.boolean(),
    firstname: text,
    lastname: needed,
    email: optionalField(emailSchema),
    phone: optionalField(telephoneSchema),
    business: z.object({ reason: text, name: text }),
    siret: optionalField(siretSchema),
    siren: optionalField(sirenSchema),
    nic: optionalField(nicSchema),
    vatNumber: optionalField(vatNumberSchema),
    contacts: z.array(contactSchema),
    billingAddress: addressSchema.nullable(),
    deliveryAddress: addressSchema.nullable(),
  })
  .superRefine((client, issues) => {
    if (!client.isPro && !client.firstname) {
      issues.addIssue({ code: 'custom', path: ['firstname'], message: neededMessage });
    }
    if (client.isPro && !client.business.reason) {
      issues.addIssue({ code: 'custom', path: ['business', 'reason'], message: neededMessage });
    }
  });

const neededMessage = 'Ce champ ne peut pas être vide';

export function clientErrors(draft: ClientDraft): FieldErrors {
  return fieldErrors(clientFormSchema, draft);
}

/** The body sent: blank texts as null, identifiers as their digits. */
export function bodyOf(draft: ClientDraft): ClientBody {
  const digits = (value: string | null) => (value ? normalizeCompanyNumber(value) : null);
  return {
    ...draft,
    siret: digits(draft.siret),
    siren: digits(draft.siren),
    nic: digits(draft.nic),
    contacts: draft.isPro ? draft.contacts.map((c) => ({ ...c, siret: digits(c.siret) })) : [],
  };
}

export type ClientTab = 'info' | 'contacts' | 'addresses' | 'history';

/** Which tab shows a field, for marking the tabs that hold a message. */
export function tabOfField(path: string): ClientTab {
  if (path.startsWith('contacts')) return 'contacts';
  if (path.startsWith('billingAddress') || path.startsWith('deliveryAddress')) return 'addresses';
  return 'info';
}
