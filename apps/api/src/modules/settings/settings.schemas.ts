// Bodies of the settings tabs (spec §2 settings deep links). Field rules and their French messages come from
// @sarment/domain/validation, the same schemas the web forms run (spec §5).
import { integrations } from '@sarment/domain/access';
import { pipelineStagesSchema } from '@sarment/domain/crm/pipeline';
import { allowedCountries, departmentCodes, paymentDelays } from '@sarment/domain/reference';
import { paymentMentionsSchema } from '@sarment/domain/sales/payment-mentions';
import {
  emailSchema,
  ibanSchema,
  optionalField,
  receptionEmailsSchema,
  siretSchema,
  transportFeeSchema,
  validationMessages,
  vatNumberSchema,
  vatRateSchema,
} from '@sarment/domain/validation';
import { shopPhoneSchema } from '@sarment/domain/validation/shop-phone';
import { z } from 'zod';
import type { readSettings } from './settings.service.ts';
import type { listRoles } from './settings-roles.service.ts';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const euros = z.number().min(0).max(1_000_000);
const count = z.number().int().min(0).max(1_000_000);

export const addressBody = z.strictObject({
  street: text(200),
  street2: text(200).optional(),
  zipcode: text(20),
  city: text(120),
  country: text(2),
});

/** link=infos: identity, legal mentions and selling rules. SIREN + NIC are derived from the SIRET (spec §5). */
export const infosBody = z.strictObject({
  name: z.string().trim().min(2).max(120),
  businessName: text(200),
  legalForm: text(60),
  capital: euros,
  siret: siretSchema,
  rcs: text(120),
  vatNumber: vatNumberSchema,
  exciseNumber: optionalText(40),
  address: addressBody,
  contactEmail: emailSchema,
  /** the shop's switchboard: fixed lines pass, unlike a person's mobile (spec §5) */
  phone: optionalField(shopPhoneSchema).nullable(),
  online: z.boolean(),
  minOrderAmount: euros.nullable(),
  minProductCount: count.nullable(),
  maxProductCount: count.nullable(),
  quantityMultiple: z.number().int().min(1).max(1000).nullable(),
  membersOnlyPrices: z.boolean(),
});
export type InfosBody = z.infer<typeof infosBody>;

export const typologyBody = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{2,40}$/),
  name: z.string().trim().min(1).max(60),
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number().min(0).max(100),
  allRulesInEq75: z.boolean(),
});
export const typosBody = z.strictObject({ typologies: z.array(typologyBody).min(1).max(30) });
export type TyposBody = z.infer<typeof typosBody>;

export const bankBody = z.strictObject({
  id: z.string().max(60).optional(),
  // the IBAN first: its spec §5 message is the one the snackbar shows when both are wrong
  iban: ibanSchema,
  label: z.string().trim().min(1, validationMessages.needed).max(80),
  bic: optionalText(11),
  default: z.boolean(),
});

const delayIds = paymentDelays.map((d) => d.id) as [string, ...string[]];
export const numberingBody = z.strictObject({
  quote: text(10),
  order: text(10),
  bill: text(10),
  credit: text(10),
  deposit: text(10),
  deliveryNote: text(10),
});
export const billingBody = z.strictObject({
  banks: z.array(bankBody).max(10),
  paymentsList: z.array(text(40)).max(30),
  paymentDelays: z.array(z.enum(delayIds)).max(20),
  defaultPaymentDelay: z.enum(delayIds).nullable(),
  numbering: numberingBody,
  legalFooter: text(2000),
  /**
   * C. com. L441-9, L441-10: the late-penalty rate (three times the legal interest rate, or a fixed yearly rate
   * in basis points, 0 to 5000) and the early-payment discount (none, or basis points within a number of days)
   * printed on bills; the 40 EUR recovery indemnity is the law's, not a setting. Absent: the stored ones are kept.
   */
  paymentMentions: paymentMentionsSchema.optional(),
});
export type BillingBody = z.infer<typeof billingBody>;

const countryCodes = allowedCountries.map((c) => c.code) as [string, ...string[]];
export const deliveryModeBody = z.strictObject({
  id: z.string().max(60).optional(),
  name: z.string().trim().min(1).max(80),
  countries: z.array(z.enum(countryCodes)).min(1),
  /** null: every department; otherwise listed in the order of spec §9 */
  departments: z.array(z.enum(departmentCodes as [string, ...string[]])).nullable(),
  price: euros,
  margin: euros,
  commission: z.number().min(0).max(100),
  vatType: z.enum(['standard', 'medium', 'reduced']),
  bottlesPerParcel: z.number().int().min(1).max(1000),
  /** spec §5 transport fee rule: from 0 to under 25 per additional parcel */
  extraParcel: transportFeeSchema,
  francoMinProducts: count.nullable(),
  francoMinAmount: euros.nullable(),
  active: z.boolean(),
});
export const collectionPointBody = z.strictObject({
  id: z.string().max(60).optional(),
  name: z.string().trim().min(1).max(80),
  address: addressBody.nullable(),
  price: euros,
  active: z.boolean(),
});
export const deliveryBody = z.strictObject({
  modes: z.array(deliveryModeBody).max(50),
  collectionPoints: z.array(collectionPointBody).max(50),
});
export type DeliveryBody = z.infer<typeof deliveryBody>;

export const rolesBody = z.strictObject({
  /** null: every permission (spec §6 "all allowed when no authorizations are set") */
  authorizations: z.record(z.string(), z.boolean()).nullable(),
});

export const integrationsBody = z.strictObject(
  Object.fromEntries(integrations.map((key) => [key, z.boolean()])) as Record<
    (typeof integrations)[number],
    z.ZodBoolean
  >,
);

/** The tabs stored as one document each (no table of their own yet). */
export const sectionBodies = {
  products: z.strictObject({
    vatRate: z.strictObject({ standard: vatRateSchema, medium: vatRateSchema, reduced: vatRateSchema }),
    titleProducts: optionalText(120),
    defaultFormats: z.array(text(60)).max(30),
    packings: z
      .array(z.strictObject({ name: text(60), quantity: z.number().int().min(1).max(1000) }))
      .max(30),
  }),
  matchGrids: z.strictObject({ grids: z.record(z.string(), text(60)) }),
  documents: z.strictObject({ quote: text(5000), bill: text(5000), deliveryNote: text(5000) }),
  accounting: z.strictObject({
    codes: z.array(z.strictObject({ label: text(80), account: text(20) })).max(100),
  }),
  /** spec §5 reception e-mail list: at least one address, each valid */
  crm: z.strictObject({
    defaultPipe: text(60),
    receptionEmails: receptionEmailsSchema,
    /** issue 17: the opportunity board's stages in order; absent: the stored ones are kept */
    stages: pipelineStagesSchema.optional(),
  }),
  campaigns: z.strictObject({ senderName: text(80), replyTo: optionalField(emailSchema).nullable() }),
  iframes: z.strictObject({ allowedOrigins: z.array(text(200)).max(20) }),
} as const;
export type SectionName = keyof typeof sectionBodies;
export const sectionNames = Object.keys(sectionBodies) as SectionName[];
/** A section document as read: the shape its body saves (a document saved before today's rules may not pass them). */
export type SectionValue<N extends SectionName> = z.output<(typeof sectionBodies)[N]>;

export const savedAnswer = z.object({ success: z.literal(true), message: z.string() });

// The answers of the GET routes without a response schema (the stored settings do not always pass today's save
// rules, so a strict one could fail at serialization): the web reads these types (type-only).
/** GET /v1/settings: the shop, and the sections the caller may save (the others are absent). */
export type SettingsAnswer = Awaited<ReturnType<typeof readSettings>>;
/** One row of GET /v1/settings/roles. */
export type CollaboratorAnswer = Awaited<ReturnType<typeof listRoles>>[number];
