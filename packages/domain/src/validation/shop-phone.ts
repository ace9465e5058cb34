// A shop's own phone (its infos, its legal notice): the full metadata of libphonenumber, since fixed lines count.
// Only the shop settings load it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { validationMessages } from './messages.ts';
import { mobilePhoneCountries } from './phone.ts';

/**
 * A shop's own phone (its infos, its legal notice) is a switchboard as often as a mobile: any valid number of the
 * ten countries, fixed lines included, with the person's message. Example: '03 86 42 18 10' passes.
 */
export function isShopPhone(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  return mobilePhoneCountries.some((country) => {
    const phone = parsePhoneNumberFromString(value, country);
    return !!phone?.isValid() && (mobilePhoneCountries as readonly string[]).includes(phone.country ?? '');
  });
}

export const shopPhoneSchema = z
  .string({ error: validationMessages.needed })
  .trim()
  .refine(isShopPhone, validationMessages.telephone);
