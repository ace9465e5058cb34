import { describe, expect, it } from 'vitest';
import {
  hasNewVersion,
  isChunkLoadError,
  isExemptFromMaintenancePage,
  nextMaintenancePollMs,
  noMaintenance,
  shouldReloadAfterChunkError,
} from './maintenance-logic.ts';

const now = Date.parse('2026-06-10T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('maintenance polling (spec §7, §9)', () => {
  it('polls every 10 minutes without a maintenance', () => {
    expect(nextMaintenancePollMs(noMaintenance, now, false)).toBe(600_000);
  });

  it('polls every minute while the banner shows', () => {
    const banner = { ...noMaintenance, banner: true, startDate: inMinutes(120), endDate: inMinutes(180) };
    expect(nextMaintenancePollMs(banner, now, false)).toBe(60_000);
  });

  it('checks again right when an announced maintenance starts', () => {
    const soon = { ...noMaintenance, banner: true, startDate: inMinutes(0.5), endDate: inMinutes(60) };
    expect(nextMaintenancePollMs(soon, now, false)).toBe(31_000);
  });

  it('checks again when the maintenance page ends, if sooner than 10 minutes', () => {
    const page = { ...noMaintenance, page: true, startDate: inMinutes(-30), endDate: inMinutes(5) };
    expect(nextMaintenancePollMs(page, now, false)).toBe(301_000);
  });

  it('never polls in development', () => {
    expect(nextMaintenancePollMs(noMaintenance, now, true)).toBeNull();
  });

  it('lets admins and the login page through the maintenance page', () => {
    expect(isExemptFromMaintenancePage('admin', '/dashboard')).toBe(true);
    expect(isExemptFromMaintenancePage(null, '/auth/login')).toBe(true);
    expect(isExemptFromMaintenancePage('owner', '/dashboard')).toBe(false);
    expect(isExemptFromMaintenancePage(null, '/trois-vallees')).toBe(false);
  });
});

describe('version and chunk reload (spec §4)', () => {
  it('offers a reload only when the version differs from the first one seen', () => {
    expect(hasNewVersion('0.1.0+1', '0.1.0+1')).toBe(false);
    expect(hasNewVersion('0.1.0+1', '0.1.0+2')).toBe(true);
    expect(hasNewVersion(null, '0.1.0+2')).toBe(false);
    expect(hasNewVersion('0.1.0+1', null)).toBe(false);
  });

  it('reloads after a failed chunk load at most once per 60 s', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });

  it('recognises the browsers’ chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Produit inexistant'))).toBe(false);
  });
});
