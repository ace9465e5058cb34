// spec §4 Maintenance and version, §7 GET /v1/maintenances and the version file, §9 timers.
import type { maintenanceStateSchema } from '@sarment/api';
import { timersMs } from '@sarment/domain/reference/ui-constants';
import type { z } from 'zod';

/** GET /v1/maintenances (contract: banner, page, startDate, endDate; plus message and image). */
export type MaintenanceState = z.output<typeof maintenanceStateSchema>;

export const noMaintenance: MaintenanceState = {
  banner: false,
  page: false,
  startDate: null,
  endDate: null,
  message: null,
  image: null,
};

/**
 * spec §7: polled every 10 minutes, every minute while the banner shows, never in development. A planned start
 * or end sooner than that is checked at that moment (plus a second), so the page appears when the maintenance
 * starts and leaves when it ends. Returns null when nothing is polled.
 */
export function nextMaintenancePollMs(
  state: MaintenanceState,
  now: number,
  development: boolean,
): number | null {
  if (development) return null;
  let delay: number = state.banner ? timersMs.maintenanceBannerPoll : timersMs.maintenancePoll;
  for (const moment of [state.startDate, state.endDate]) {
    if (!moment || !(state.banner || state.page)) continue;
    const until = new Date(moment).getTime() - now;
    if (until > 0 && until + 1000 < delay) delay = until + 1000;
  }
  return delay;
}

/**
 * Who the maintenance page leaves through: admins (they end a maintenance from /admin) and the login page (so an
 * admin can log in). Everyone else is blocked.
 */
export function isExemptFromMaintenancePage(role: string | null | undefined, pathname: string): boolean {
  return role === 'admin' || pathname === '/auth/login' || pathname.startsWith('/admin');
}

/** spec §4: the reload prompt shows when the fetched version differs from the first one seen. */
export function hasNewVersion(firstSeen: string | null, fetched: string | null): boolean {
  return firstSeen !== null && fetched !== null && fetched !== firstSeen;
}

export const versionPollMs = timersMs.versionPoll;

/** spec §4, §9: a failed chunk load reloads the page, at most once per 60 s. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= timersMs.chunkReloadGuard
  );
}

/** The browsers' messages for a JavaScript chunk that could not be fetched (usually after a new deployment). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}
