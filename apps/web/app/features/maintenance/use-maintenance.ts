import { useCallback, useEffect, useRef, useState } from 'react';
import { type MaintenanceState, nextMaintenancePollMs, noMaintenance } from './maintenance-logic.ts';
import { fetchQuietly } from './quiet-fetch.ts';

/** spec §7 GET /v1/maintenances: polled from the browser (10 min, 1 min while the banner shows, never in dev). */
export function useMaintenance(): { state: MaintenanceState; refresh: () => void } {
  const [state, setState] = useState<MaintenanceState>(noMaintenance);
  const pollNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    const development = import.meta.env.DEV;
    if (development) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = noMaintenance;
    const poll = async () => {
      if (timer) clearTimeout(timer);
      const fetched = await fetchQuietly<MaintenanceState>('/v1/maintenances');
      if (cancelled) return;
      if (fetched) {
        last = fetched;
        setState(fetched);
      }
      const delay = nextMaintenancePollMs(last, Date.now(), development);
      if (delay !== null) timer = setTimeout(poll, delay);
    };
    pollNow.current = () => void poll();
    void poll();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, []);
  const refresh = useCallback(() => pollNow.current(), []);
  return { state, refresh };
}
