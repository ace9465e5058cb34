// issue 17: a client form flags, before saving, an e-mail or a SIRET another client of the shop already has. Not a
// refusal: two clients may share a generic address, and a SIRET can come back after a deletion; the staff decide.
import { z } from 'zod';
import { normalizeCompanyNumber } from '../validation/siret.ts';
import { type ClientName, clientDisplayName } from './client.ts';
import { fillCompanyNumbers } from './client-identifiers.ts';

export type DuplicateReason = 'email' | 'siret';

export interface DuplicateKeys {
  email: string | null;
  siret: string | null;
}

/** What the check reads of a form being typed: nothing is refused, blanks and half-typed numbers are ignored. */
export const duplicateCheckInput = z.object({
  email: z.string().max(254).nullish(),
  siret: z.string().max(30).nullish(),
  siren: z.string().max(30).nullish(),
  nic: z.string().max(30).nullish(),
  excludeId: z.string().max(100).nullish().describe('the client being edited: never its own duplicate'),
});
export type DuplicateCheckInput = z.infer<typeof duplicateCheckInput>;

/** The keys compared: the e-mail trimmed and lower case, the SIRET as 14 digits (filled from SIREN + NIC). */
export function duplicateKeysOf(input: DuplicateCheckInput): DuplicateKeys {
  const email = input.email?.trim().toLowerCase() || null;
  const { siret } = fillCompanyNumbers({ siret: input.siret, siren: input.siren, nic: input.nic });
  return {
    email: email?.includes('@') ? email : null,
    siret: siret && /^\d{14}$/.test(normalizeCompanyNumber(siret)) ? siret : null,
  };
}

/** Why an existing client is a duplicate of the keys typed: the same e-mail, the same SIRET, or both. */
export function duplicateReasons(keys: DuplicateKeys, existing: DuplicateKeys): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (keys.email !== null && existing.email === keys.email) reasons.push('email');
  if (keys.siret !== null && existing.siret === keys.siret) reasons.push('siret');
  return reasons;
}

/** The message the form shows on the field. Example: 'Ce mail est déjà celui du client Lambert Sophie'. */
export function duplicateMessage(reason: DuplicateReason, client: ClientName): string {
  const name = clientDisplayName(client);
  return reason === 'email'
    ? `Ce mail est déjà celui du client ${name}`
    : `Ce SIRET est déjà celui du client ${name}`;
}
