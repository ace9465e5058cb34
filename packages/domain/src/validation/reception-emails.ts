// spec §5 reception e-mail list: at least one address, each valid; an address is added on Enter or Tab only if
// valid and not already present.
import { z } from 'zod';
import { invalidReceptionEmailMessage, validationMessages } from './messages.ts';
import { isEmail } from './text-rules.ts';

/** true, or the French message for an empty list or the first invalid address. */
export function checkReceptionEmails(emails: readonly string[]): true | string {
  if (emails.length === 0) return validationMessages.receptionEmailsRequired;
  const invalid = emails.find((email) => !isEmail(email));
  return invalid === undefined ? true : invalidReceptionEmailMessage(invalid);
}

export const receptionEmailsSchema = z
  .array(z.string(), { error: validationMessages.receptionEmailsRequired })
  .superRefine((emails, context) => {
    const result = checkReceptionEmails(emails);
    if (result !== true) context.addIssue({ code: 'custom', message: result });
  });

/** spec §5: the keys that commit a typed address. */
export function isReceptionEmailCommitKey(key: string): boolean {
  return key === 'Enter' || key === 'Tab';
}

export type AddReceptionEmailResult =
  | { readonly outcome: 'added'; readonly emails: readonly string[] }
  | { readonly outcome: 'empty' | 'duplicate'; readonly emails: readonly string[] }
  | { readonly outcome: 'invalid'; readonly emails: readonly string[]; readonly message: string };

/**
 * Adds a typed address to the list when it is valid and not already there (compared without case).
 * The list is never mutated. Example: `addReceptionEmail(['a@b.fr'], ' c@d.fr ')` adds 'c@d.fr'.
 */
export function addReceptionEmail(emails: readonly string[], input: string): AddReceptionEmailResult {
  const email = input.trim();
  if (email === '') return { outcome: 'empty', emails };
  if (!isEmail(email)) return { outcome: 'invalid', emails, message: invalidReceptionEmailMessage(email) };
  const present = emails.some((existing) => existing.trim().toLowerCase() === email.toLowerCase());
  return present ? { outcome: 'duplicate', emails } : { outcome: 'added', emails: [...emails, email] };
}
