// spec §5 field rules as zod schemas for forms and the API, built from the same predicates as fieldRules.
import { z } from 'zod';
import type { PlainDateInput } from '../reference/plain-date.ts';
import { isCardExpiration } from './card.ts';
import { type FieldRuleName, fieldPredicates } from './field-rules.ts';
import { validationMessages } from './messages.ts';
import { parseDecimalInput } from './number-rules.ts';
import { isStorableText } from './storable-text.ts';
import './zod-french.ts';
import { isBlank, isFilled } from './text-rules.ts';

/**
 * A required text field: 'Ce champ ne peut pas être vide' when blank, then the rule's own message. Identifiers
 * typed by hand (e-mail, url, postal code, promo code) come out trimmed; passwords and free text never are.
 */
function textSchema(name: FieldRuleName, options: { trim?: boolean } = {}) {
  const [predicate, key] = fieldPredicates[name];
  const text = z.string({ error: validationMessages.needed });
  return (options.trim ? text.trim() : text)
    .refine(isFilled, { message: validationMessages.needed, abort: true })
    .refine(isStorableText, { message: validationMessages.unstorableText, abort: true })
    .refine(predicate, validationMessages[key]);
}

/** A required number field typed as text ('12,5') or sent as a number; the output is a number. */
function decimalSchema(name: FieldRuleName) {
  const [predicate, key] = fieldPredicates[name];
  return z
    .union([z.number(), z.string()], { error: validationMessages.needed })
    .refine(isFilled, { message: validationMessages.needed, abort: true })
    .refine(predicate, validationMessages[key])
    .transform((value) => parseDecimalInput(value) ?? Number.NaN);
}

export const neededSchema = z
  .string({ error: validationMessages.needed })
  .refine(isFilled, validationMessages.needed);
export const emailSchema = textSchema('email', { trim: true });
export const counterSchema = z.string().refine(fieldPredicates.counter[0], validationMessages.counter);
export const urlSchema = textSchema('url', { trim: true });
export const integerSchema = decimalSchema('integer');
export const floatSchema = decimalSchema('float');
export const memberCodeSchema = decimalSchema('memberCode');
export const linkSchema = textSchema('link');
export const stringSchema = textSchema('string');
export const usernameSchema = textSchema('username');
export const telephoneSchema = textSchema('telephone');
export const dateSchema = textSchema('date');
export const postalCodeSchema = textSchema('postalCode', { trim: true });
export const passwordSchema = textSchema('password');
export const descriptionSchema = textSchema('description');
export const vatRateSchema = decimalSchema('vatRate');
export const transportFeeSchema = decimalSchema('transportFee');
export const promoCodeSchema = textSchema('promoCode', { trim: true });
export const vatNumberSchema = textSchema('vatNumber');
export const cardNumberSchema = textSchema('cardNumber');
export const cvvSchema = textSchema('cvv');
export const siretSchema = textSchema('siret');
export const sirenSchema = textSchema('siren');
export const nicSchema = textSchema('nic');
export const ibanSchema = textSchema('iban');

/** spec §5 card expiration against the given day: 'Date d'expiration invalide'. */
export function cardExpirationSchema(today: PlainDateInput) {
  return z
    .string({ error: validationMessages.cardExpiration })
    .refine((value) => isCardExpiration(value, today), validationMessages.cardExpiration);
}

/**
 * Makes a field optional: undefined, null, '' and whitespace read as undefined; anything else must pass the
 * schema. Example: `optionalField(emailSchema).parse('')` is undefined.
 */
export function optionalField<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}
