// spec §1 clients and prospects, §3 User/Contact/Address (issue 17): a client as the staff writes it, for
// POST/PUT /v1/clients and the client form alike. Identifiers are completed from each other (SIRET ⇄ SIREN + NIC),
// the e-mail is lower case, phones are E.164. Objects are not strict: the API's GET answer (with its id, dates and
// the agent's name) is taken back by PUT as it is.
import { z } from 'zod';
import { personDisplayName } from '../identity/display-name.ts';
import { civilities } from '../reference/catalogue-lists.ts';
import { allowedCountries, departmentOfPostalCode } from '../reference/geography.ts';
import { paymentDelays } from '../reference/payment-delays.ts';
import { backOfficePaymentTypes, paymentTypes } from '../reference/payment-types.ts';
import { validationMessages } from '../validation/messages.ts';
import { isStorableText } from '../validation/storable-text.ts';
import { isBlank, isEmail, isPostalCode } from '../validation/text-rules.ts';
import '../validation/zod-french.ts';
import {
  type CompanyNumberProblem,
  companyNumberProblems,
  fillCompanyNumbers,
  isConsistentFrenchVatNumber,
  isExciseNumber,
  normalizeClientPhone,
  normalizeVatNumber,
} from './client-identifiers.ts';

export const clientPipes = ['Client', 'Prospect'] as const;
export type ClientPipe = (typeof clientPipes)[number];
export const clientAddressKinds = ['billing', 'delivery'] as const;
export const clientPaymentTypes = [...new Set([...backOfficePaymentTypes, ...paymentTypes])] as [
  string,
  ...string[],
];
const paymentDelayIds = paymentDelays.map((delay) => delay.id) as [string, ...string[]];
const countryCodes = allowedCountries.map((country) => country.code) as [string, ...string[]];

export const clientMessages = {
  notFound: 'Client introuvable',
  lastname: 'Veuillez renseigner le nom du client',
  business: 'Veuillez renseigner la raison sociale ou le nom commercial',
  civility: "Cette civilité n'existe pas",
  pipe: 'Un client est « Client » ou « Prospect »',
  email: validationMessages.email,
  telephone: validationMessages.telephone,
  siret: validationMessages.siret,
  siren: validationMessages.siren,
  nic: validationMessages.nic,
  sirenMismatch: 'Le SIREN ne correspond pas au SIRET',
  nicMismatch: 'Le NIC ne correspond pas au SIRET',
  vatNumber: validationMessages.vatNumber,
  exciseNumber: "Le numéro d'accise n'est pas valide",
  typology: "Cette typologie n'existe pas",
  paymentDelay: "Ce délai de paiement n'existe pas",
  paymentType: "Ce moyen de paiement n'existe pas",
  agent: "Cet agent ne fait pas partie de l'équipe de la boutique",
  tag: '30 caractères maximum par étiquette',
  tags: '20 étiquettes maximum',
  notes: '5000 caractères maximum',
  text: '200 caractères maximum',
  date: validationMessages.date,
  consentSource: 'Veuillez indiquer la source du consentement',
  contact: 'Veuillez renseigner le nom ou le mail du contact',
  contacts: '20 contacts maximum',
  addresses: '20 adresses maximum',
  country: "Ce pays n'est pas desservi",
  twoDefaults: 'Une seule adresse par défaut pour la facturation et une pour la livraison',
  unstorable: validationMessages.unstorableText,
} as const;

/** '' and whitespace read as null, then the schema: an optional field of a form. */
const blankAsNull = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .preprocess((value) => (value === undefined || isBlank(value) ? null : value), schema.nullable())
    .default(null);

const text = (max: number, message: string = clientMessages.text) =>
  blankAsNull(
    z
      .string()
      .trim()
      .max(max, message)
      .refine(isStorableText, { message: clientMessages.unstorable, abort: true }),
  );

const email = blankAsNull(
  z
    .string({ error: clientMessages.email })
    .trim()
    .refine(isEmail, clientMessages.email)
    .transform((value) => value.toLowerCase()),
);

const phone = blankAsNull(
  z.string({ error: clientMessages.telephone }).transform((value, ctx) => {
    const number = normalizeClientPhone(value);
    if (number) return number;
    ctx.addIssue({ code: 'custom', message: clientMessages.telephone });
    return z.NEVER;
  }),
);

const instant = blankAsNull(z.iso.datetime({ offset: true, error: clientMessages.date }));
const reference = z.object({ id: z.string().trim().min(1).max(100) });

/** spec §3 Contact: one person of a professional client. */
export const clientContactInput = z
  .object({
    id: z.string().max(100).optional().describe('the contact read from GET; absent for a new one'),
    firstname: text(100),
    lastname: text(100),
    role: text(100),
    email,
    phone,
  })
  .refine((contact) => contact.lastname !== null || contact.email !== null, {
    message: clientMessages.contact,
    path: ['lastname'],
  });

/** spec §3 Address with spec §5 messages; the country is one of spec §9's 28, the department follows the zipcode. */
export const clientAddressInput = z
  .object({
    id: z.string().max(100).optional().describe('the address read from GET; absent for a new one'),
    kind: z.enum(clientAddressKinds),
    isDefault: z.boolean().default(false),
    title: text(100),
    name: text(200),
    street: z
      .string({ error: validationMessages.address })
      .trim()
      .min(1, validationMessages.address)
      .max(200),
    street2: text(200),
    zipcode: z
      .string({ error: validationMessages.zipcode })
      .trim()
      .min(1, validationMessages.zipcode)
      .refine(isPostalCode, validationMessages.postalCode),
    city: z.string({ error: validationMessages.city }).trim().min(1, validationMessages.city).max(100),
    country: z
      .string({ error: validationMessages.country })
      .trim()
      .min(1, validationMessages.country)
      .transform((code) => code.toUpperCase())
      .pipe(z.enum(countryCodes, { error: clientMessages.country }))
      .default('FR'),
    county: text(100),
    state: text(100),
    stateCode: text(20),
    phone,
    email,
    exciseNumber: text(20),
    isMountain: z.boolean().default(false),
  })
  .transform((address) => ({
    ...address,
    department: address.country === 'FR' ? departmentOfPostalCode(address.zipcode) : null,
  }));
export type ClientAddressInput = z.output<typeof clientAddressInput>;
export type ClientContactInput = z.output<typeof clientContactInput>;

const clientFields = z.object({
  pipe: z.enum(clientPipes, { error: clientMessages.pipe }).default('Client'),
  prospectStage: text(50),
  lastContactAt: instant,
  civility: blankAsNull(z.enum(civilities, { error: clientMessages.civility })),
  firstname: text(100),
  lastname: text(100),
  email,
  phone,
  isPro: z.boolean().default(false),
  businessReason: text(200),
  businessName: text(200),
  siret: text(20),
  siren: text(15),
  nic: text(10),
  vatNumber: text(20),
  exciseNumber: text(20),
  typology: text(50).describe(
    "the shop's typology key (particulier, caviste...): it sets the client's prices",
  ),
  paymentDelay: blankAsNull(z.enum(paymentDelayIds, { error: clientMessages.paymentDelay })).describe(
    'spec §9 delay id: days30, atOrder, days45EndOfMonth...',
  ),
  paymentTypes: z
    .array(z.enum(clientPaymentTypes, { error: clientMessages.paymentType }))
    .max(30)
    .default([])
    .transform((types) => [...new Set(types)]),
  agent: reference.nullable().default(null).describe('an agent of the shop; null: none'),
  tags: z
    .array(z.string().trim().min(1).max(30, clientMessages.tag))
    .max(20, clientMessages.tags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  notes: text(5000, clientMessages.notes),
  marketingConsent: z.boolean().default(false),
  marketingConsentAt: instant.describe('when consent was given; the server sets now when absent'),
  marketingConsentSource: text(200).describe('where consent was given (a salon, the shop, a form...)'),
  contacts: z.array(clientContactInput).max(20, clientMessages.contacts).default([]),
  addresses: z.array(clientAddressInput).max(20, clientMessages.addresses).default([]),
});
type ClientFields = z.output<typeof clientFields>;

const numberMessages: Record<CompanyNumberProblem, string> = {
  siret: clientMessages.siret,
  siren: clientMessages.siren,
  nic: clientMessages.nic,
  sirenMismatch: clientMessages.sirenMismatch,
  nicMismatch: clientMessages.nicMismatch,
};

function checkClient(client: ClientFields, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (client.isPro && client.businessReason === null && client.businessName === null) {
    issue(['businessReason'], clientMessages.business);
  }
  if (!client.isPro && client.lastname === null) issue(['lastname'], clientMessages.lastname);
  for (const { field, problem } of companyNumberProblems(fillCompanyNumbers(client))) {
    issue([field], numberMessages[problem]);
  }
  if (
    client.vatNumber !== null &&
    !(/[A-Za-z]/.test(client.vatNumber) && isConsistentFrenchVatNumber(client.vatNumber))
  ) {
    issue(['vatNumber'], clientMessages.vatNumber);
  }
  if (client.exciseNumber !== null && !isExciseNumber(client.exciseNumber)) {
    issue(['exciseNumber'], clientMessages.exciseNumber);
  }
  if (client.marketingConsent && client.marketingConsentSource === null) {
    issue(['marketingConsentSource'], clientMessages.consentSource);
  }
  for (const kind of clientAddressKinds) {
    const defaults = client.addresses.filter((address) => address.kind === kind && address.isDefault);
    if (defaults.length > 1) issue(['addresses'], clientMessages.twoDefaults);
  }
}

/** The first address of each kind is the default when none is marked. */
function withDefaultAddresses(addresses: ClientAddressInput[]): ClientAddressInput[] {
  return addresses.map((address, index) => {
    if (address.isDefault) return address;
    const first = addresses.findIndex((other) => other.kind === address.kind);
    const kindHasDefault = addresses.some((other) => other.kind === address.kind && other.isDefault);
    return { ...address, isDefault: !kindHasDefault && first === index };
  });
}

/** POST/PUT /v1/clients and the client form. Output: identifiers filled and normalized, consent kept only when given. */
export const clientInput = clientFields.superRefine(checkClient).transform((client) => {
  const numbers = fillCompanyNumbers(client);
  return {
    ...client,
    ...numbers,
    vatNumber: client.vatNumber === null ? null : normalizeVatNumber(client.vatNumber),
    exciseNumber: client.exciseNumber === null ? null : normalizeVatNumber(client.exciseNumber),
    marketingConsentAt: client.marketingConsent ? client.marketingConsentAt : null,
    marketingConsentSource: client.marketingConsent ? client.marketingConsentSource : null,
    addresses: withDefaultAddresses(client.addresses),
  };
});
export type ClientInput = z.output<typeof clientInput>;
/** What a form holds before validation (the body as typed). */
export type ClientFormValues = z.input<typeof clientInput>;

export interface ClientName {
  firstname: string | null;
  lastname: string | null;
  isPro: boolean;
  businessReason: string | null;
  businessName: string | null;
  email: string | null;
}

/** spec §3 display name of a client: 'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie'. */
export function clientDisplayName(client: ClientName): string {
  return personDisplayName({
    firstname: client.firstname,
    lastname: client.lastname,
    isPro: client.isPro,
    business: { reason: client.businessReason, name: client.businessName },
    email: client.email,
  });
}
