import { describe, expect, it } from 'vitest';
import { readTourMode, tourModeCookieValue } from './tour-mode.ts';
import { activeMenuPath } from './use-shell-menus.ts';

describe('active sidebar entry', () => {
  const paths = [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/orders/quotes',
    '/dashboard/orders/add?subType=quote',
  ];

  it('lights the entry of the page, or the list a detail page belongs to', () => {
    expect(activeMenuPath(paths, '/dashboard/orders/quotes')).toBe('/dashboard/orders/quotes');
    expect(activeMenuPath(paths, '/dashboard/orders/ord_42')).toBe('/dashboard/orders');
    expect(activeMenuPath(paths, '/dashboard')).toBe('/dashboard');
  });

  it('never lights the dashboard home for another page', () => {
    expect(activeMenuPath(paths, '/dashboard/settings')).toBeNull();
  });
});

describe('tour mode cookie (spec §2: agents, kept in a cookie)', () => {
  it('reads the switch from the cookie', () => {
    expect(readTourMode('i18n_redirected=fr; tourMode=true')).toBe(true);
    expect(readTourMode('tourMode=false')).toBe(false);
    expect(readTourMode('')).toBe(false);
  });

  it('keeps the switch a year on the whole site', () => {
    expect(tourModeCookieValue(true)).toBe('tourMode=true; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
