// spec §7 GET /v1/documents/to-download: every 30 s while authenticated (spec §9), each address opened once in a
// new window (the API marks it opened when it answers).
import { timersMs } from '@sarment/domain/reference/ui-constants';
import { isLocalRedirect } from '@sarment/domain/validation/redirect';
import { useEffect } from 'react';
import { isChoosingAccount, useSessionUser } from '../auth/session.ts';
import { fetchQuietly } from '../maintenance/quiet-fetch.ts';

const opensSafely = (address: string) => address.startsWith('https://') || isLocalRedirect(address);

export function DocumentsWatcher() {
  const user = useSessionUser();
  // A main account that has not chosen its sub-account may only choose (the API refuses everything else).
  const userId = user && !isChoosingAccount(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const poll = async () => {
      const addresses = await fetchQuietly<string[]>('/v1/documents/to-download');
      if (cancelled || !Array.isArray(addresses)) return;
      for (const address of addresses) if (opensSafely(address)) window.open(address, '_blank', 'noopener');
    };
    void poll();
    const timer = setInterval(poll, timersMs.documentsPoll);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [userId]);
  return null;
}
