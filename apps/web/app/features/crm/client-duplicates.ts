// spec §1: a duplicate e-mail or SIRET is flagged before saving (a warning, not a refusal: the staff decide). The
// form asks the API's check (POST /v1/clients/check-duplicates) while the user types, quietly (no snackbar), a
// moment after the last key.
import { duplicateKeysOf } from '@sarment/domain/crm/client-duplicates';
import { useEffect, useState } from 'react';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { Duplicates } from './client-info-tab.tsx';
import type { DuplicateClient } from './client-types.ts';

const checkDelayMs = 400;
const none: Duplicates = { email: null, siret: null };

/** The first client of the answer that shares each key. */
export function duplicatesOf(answer: unknown): Duplicates {
  const list = Array.isArray(answer)
    ? answer
    : ((answer as { duplicates?: unknown } | null)?.duplicates ?? []);
  if (!Array.isArray(list)) return none;
  const clients = list as DuplicateClient[];
  return {
    email: clients.find((client) => client.reasons?.includes('email')) ?? null,
    siret: clients.find((client) => client.reasons?.includes('siret')) ?? null,
  };
}

/** The clients of the shop (other than `excludeId`) that already have this e-mail or SIRET. */
export function useDuplicates(
  fields: { email: string | null; siret: string | null; siren: string | null; nic: string | null },
  excludeId: string | null,
  api?: ApiClient,
): Duplicates {
  const [found, setFound] = useState<Duplicates>(none);
  // only finished keys are asked: an address with its @, a SIRET of 14 digits
  const keys = duplicateKeysOf(fields);
  const { email, siret } = keys;
  useEffect(() => {
    if (!email && !siret) {
      setFound(none);
      return;
    }
    let live = true;
    const request = api ? api.request.bind(api) : quietRequest(browserApi);
    const timer = setTimeout(() => {
      request<unknown>('POST', '/v1/clients/check-duplicates', { email, siret, excludeId })
        .then((answer) => live && setFound(answer.ok ? duplicatesOf(answer.data) : none))
        .catch(() => live && setFound(none));
    }, checkDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, siret, excludeId, api]);
  return found;
}
