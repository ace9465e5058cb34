// spec §5 rules of the sign-up forms (buyer, seller, agent) and the bodies they send. They need the domain's
// schemas and the phone rule (mobile metadata of libphonenumber): only the sign-up pages load this file.
import { businessTypes } from '@sarment/domain/reference/business-types';
import { addressSchema, buyerSignUpSchema } from '@sarment/domain/validation/forms';
import { validationMessages } from '@sarment/domain/validation/messages';
import { neededSchema } from '@sarment/domain/validation/schemas';
import { checkFields, type FieldErrors, type FormRules, type FormValues, fieldsOf } from './auth-forms.ts';

const buyer = buyerSignUpSchema.shape;
const address = addressSchema.shape;

const person = {
  firstname: buyer.firstname,
  lastname: buyer.lastname,
  email: buyer.email,
  password: buyer.password,
  phone: buyer.phone,
};
const consents = { termsAccepted: buyer.termsAccepted, adultCertified: buyer.adultCertified };

export const signUpRules = {
  buyer: {
    ...person,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    ...consents,
  },
  seller: {
    shopName: neededSchema,
    businessType: (value: string) =>
      (businessTypes as readonly string[]).includes(value) ? null : validationMessages.needed,
    ...person,
    ...consents,
  },
  agent: { ...person, ...consents },
} satisfies Record<string, FormRules>;

export type SignUpKind = keyof typeof signUpRules;

export const signUpFields = Object.fromEntries(
  Object.entries(signUpRules).map(([kind, rules]) => [kind, fieldsOf(rules)]),
) as Record<SignUpKind, string[]>;

export function validateSignUp(kind: SignUpKind, values: FormValues): FieldErrors {
  return checkFields(values, signUpRules[kind]);
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

function signUpBase(values: FormValues) {
  return {
    firstname: values.firstname?.trim() ?? '',
    lastname: values.lastname?.trim() ?? '',
    email: (values.email ?? '').trim().toLowerCase(),
    password: values.password ?? '',
    phone: blankToUndefined(values.phone),
    termsAccepted: values.termsAccepted === 'true',
    adultCertified: values.adultCertified === 'true',
  };
}

/** The buyer's address typed at sign-up (spec §3 Address), saved as delivery and billing address. */
export function addressOf(values: FormValues) {
  return {
    street: values.street?.trim() ?? '',
    zipcode: values.zipcode?.trim() ?? '',
    city: values.city?.trim() ?? '',
    country: values.country?.trim() ?? '',
  };
}

/** POST /v1/auth/register/buyer body; `shopCode` is the shop the visitor came from (query id). */
export function toBuyerBody(values: FormValues, shopCode: string | null) {
  return { ...signUpBase(values), ...(shopCode ? { shopCode } : {}) };
}

/** POST /v1/auth/register/seller body: the owner and the shop to create. */
export function toSellerBody(values: FormValues) {
  return {
    ...signUpBase(values),
    shopName: values.shopName?.trim() ?? '',
    businessType: values.businessType ?? '',
  };
}

/** POST /v1/auth/register/agent body. */
export function toAgentBody(values: FormValues) {
  return signUpBase(values);
}
