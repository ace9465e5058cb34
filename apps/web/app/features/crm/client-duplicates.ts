// spec §1: a duplicate e-mail or SIRET is flagged before saving. The form asks the API's duplicate check while
// the user types (quietly: no snackbar), a moment after the last key.
import { isSiret } from '@sarment/domain/validation/siret';
import { useEffect, useState } from 'react';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { DuplicateClient, Duplicates } from './client-info-tab.tsx';

const checkDelayMs = 400;
const looksLikeEmail = (email: string | null) => !!email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

interface DuplicateAnswer {
  email?: DuplicateClient | null;
  siret?: DuplicateClient | null;
}

/** The clients of the shop (other than `excludeId`) that already have this e-mail or SIRET. */
export function useDuplicates(
  fields: { email: string | null; siret: string | null },
  excludeId: string | null,
  api?: ApiClient,
): Duplicates {
  const [found, setFound] = useState<Duplicates>({});
  const email = looksLikeEmail(fields.email) ? (fields.email as string).toLowerCase() : null;
  const siret = fields.siret && isSiret(fields.siret) ? fields.siret.replace(/[\s.-]/g, '') : null;
  useEffect(() => {
    if (!email && !siret) {
      setFound({});
      return;
    }
    let live = true;
    const request = api ? api.request.bind(api) : quietRequest(browserApi);
    const timer = setTimeout(() => {
      request<DuplicateAnswer>('POST', '/v1/clients/check-duplicates', {
        email,
        siret,
        ...(excludeId ? { excludeId } : {}),
      })
        .then((answer) => {
          if (!live) return;
          setFound(answer.ok ? { email: answer.data.email ?? null, siret: answer.data.siret ?? null } : {});
        })
        .catch(() => live && setFound({}));
    }, checkDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, siret, excludeId, api]);
  return found;
}
