// spec §5 validation: predicates, form rules, zod schemas and their French messages.
export type { CardExpiration } from './card.ts';
export { isCardExpiration, isCardNumber, isCvv, normalizeCardNumber, parseCardExpiration } from './card.ts';
export { isValidDate } from './date-rule.ts';
export type { FieldRule, FieldRuleName } from './field-rules.ts';
export { cardExpirationRule, fieldPredicates, fieldRules } from './field-rules.ts';
export type { AddressInput, BuyerSignUp } from './forms.ts';
export { addressSchema, buyerSignUpSchema } from './forms.ts';
export { isIban, normalizeIban } from './iban.ts';
export { detectLanguage, preferredLanguageTag } from './language.ts';
export { passesLuhn } from './luhn.ts';
export type { ValidationMessageKey } from './messages.ts';
export { invalidReceptionEmailMessage, validationMessages } from './messages.ts';
export {
  isDecimalNumber,
  isIntegerNumber,
  isMemberCode,
  isTransportFee,
  isVatRate,
  parseDecimalInput,
} from './number-rules.ts';
export type { MobilePhoneCountry } from './phone.ts';
export { isMobilePhone, mobilePhoneCountries, normalizeMobilePhone } from './phone.ts';
export type { AddReceptionEmailResult } from './reception-emails.ts';
export {
  addReceptionEmail,
  checkReceptionEmails,
  isReceptionEmailCommitKey,
  receptionEmailsSchema,
} from './reception-emails.ts';
export { isLocalRedirect, safeRedirect } from './redirect.ts';
export {
  cardExpirationSchema,
  cardNumberSchema,
  counterSchema,
  cvvSchema,
  dateSchema,
  descriptionSchema,
  emailSchema,
  floatSchema,
  ibanSchema,
  integerSchema,
  linkSchema,
  memberCodeSchema,
  neededSchema,
  nicSchema,
  optionalField,
  passwordSchema,
  postalCodeSchema,
  promoCodeSchema,
  sirenSchema,
  siretSchema,
  stringSchema,
  telephoneSchema,
  transportFeeSchema,
  urlSchema,
  usernameSchema,
  vatNumberSchema,
  vatRateSchema,
} from './schemas.ts';
export { isValidDestructiveKeyword, matchesSearch, normalizeSearch } from './search.ts';
export { isNic, isSiren, isSiret, joinSiret, normalizeCompanyNumber, splitSiret } from './siret.ts';
export { findUnstorableText, isStorableText } from './storable-text.ts';
export {
  isBlank,
  isDescription,
  isEmail,
  isFilled,
  isLinkSlug,
  isPassword,
  isPostalCode,
  isPromoCode,
  isUrl,
  isUsername,
  isVatNumber,
  isWithinCounter,
  isWordText,
} from './text-rules.ts';
