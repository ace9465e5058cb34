// spec §5 field rules in the form libraries' shape: a rule returns true or the French message to show.
import type { PlainDateInput } from '../reference/plain-date.ts';
import { isCardExpiration, isCardNumber, isCvv } from './card.ts';
import { isValidDate } from './date-rule.ts';
import { isIban } from './iban.ts';
import { type ValidationMessageKey, validationMessages } from './messages.ts';
import { isDecimalNumber, isIntegerNumber, isMemberCode, isTransportFee, isVatRate } from './number-rules.ts';
import { isMobilePhone } from './phone.ts';
import { isNic, isSiren, isSiret } from './siret.ts';
import {
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

export type FieldRule = (value: unknown) => true | string;

const rule =
  (predicate: (value: unknown) => boolean, key: ValidationMessageKey): FieldRule =>
  (value) =>
    predicate(value) || validationMessages[key];

/** Predicates of spec §5 with the message each one shows; the key is the rule's name. */
export const fieldPredicates = {
  needed: [isFilled, 'needed'],
  email: [isEmail, 'email'],
  counter: [isWithinCounter, 'counter'],
  url: [isUrl, 'url'],
  integer: [isIntegerNumber, 'integer'],
  float: [isDecimalNumber, 'float'],
  memberCode: [isMemberCode, 'memberCode'],
  link: [isLinkSlug, 'link'],
  string: [isWordText, 'string'],
  username: [isUsername, 'username'],
  telephone: [isMobilePhone, 'telephone'],
  date: [isValidDate, 'date'],
  postalCode: [isPostalCode, 'postalCode'],
  password: [isPassword, 'password'],
  description: [isDescription, 'description'],
  vatRate: [isVatRate, 'vatRate'],
  transportFee: [isTransportFee, 'transportFee'],
  promoCode: [isPromoCode, 'promoCode'],
  vatNumber: [isVatNumber, 'vatNumber'],
  cardNumber: [isCardNumber, 'cardNumber'],
  cvv: [isCvv, 'cvv'],
  siret: [isSiret, 'siret'],
  siren: [isSiren, 'siren'],
  nic: [isNic, 'nic'],
  iban: [isIban, 'iban'],
} as const satisfies Record<string, readonly [(value: unknown) => boolean, ValidationMessageKey]>;

export type FieldRuleName = keyof typeof fieldPredicates;

/**
 * spec §5 rules for forms. Example: `fieldRules.email('x')` is 'Le mail est incorrect', `fieldRules.email('a@b.fr')`
 * is true.
 */
export const fieldRules = Object.fromEntries(
  Object.entries(fieldPredicates).map(([name, [predicate, key]]) => [name, rule(predicate, key)]),
) as Readonly<Record<FieldRuleName, FieldRule>>;

/** spec §5 card expiration needs today's date (pure code never reads the clock). */
export function cardExpirationRule(today: PlainDateInput): FieldRule {
  return (value) => isCardExpiration(value, today) || validationMessages.cardExpiration;
}
