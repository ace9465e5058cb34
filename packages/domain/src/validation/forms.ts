// spec §5 sign-up and address messages as zod schemas.
import { z } from 'zod';
import { type ValidationMessageKey, validationMessages } from './messages.ts';
import { emailSchema, optionalField, passwordSchema, telephoneSchema } from './schemas.ts';
import { isFilled, isPostalCode } from './text-rules.ts';

/** A cap on every free text of these forms: an address line or a name never needs more. */
const textCap = 200;

/** A required text whose blank message names the field ('Veuillez renseigner votre prénom'). */
function requiredText(key: ValidationMessageKey) {
  const message = validationMessages[key];
  return z.string({ error: message }).max(textCap).refine(isFilled, message);
}

const optionalText = optionalField(z.string().max(textCap));

/** spec §5 buyer sign-up: names, e-mail, password, optional mobile, terms accepted and adult certification. */
export const buyerSignUpSchema = z.object({
  firstname: requiredText('firstname'),
  lastname: requiredText('lastname'),
  email: emailSchema,
  password: passwordSchema,
  phone: optionalField(telephoneSchema),
  isPro: z.boolean().optional(),
  termsAccepted: z.literal(true, { error: validationMessages.terms }),
  adultCertified: z.literal(true, { error: validationMessages.adult }),
});
export type BuyerSignUp = z.infer<typeof buyerSignUpSchema>;

/** spec §3 Address with spec §5 messages; the postal code follows the any-country rule. */
export const addressSchema = z.object({
  title: optionalText,
  name: optionalText,
  street: requiredText('address'),
  street2: optionalText,
  zipcode: requiredText('zipcode').refine(isPostalCode, validationMessages.postalCode),
  city: requiredText('city'),
  country: requiredText('country'),
  county: optionalText,
  state: optionalText,
  stateCode: optionalText,
  phone: optionalField(telephoneSchema),
  email: optionalField(emailSchema),
  exciseNumber: optionalText,
  isMountain: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressSchema>;
