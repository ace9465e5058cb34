// When the back-office frame reloads its menus (layout/shell-revalidation.ts, issue 22): after a submission, a
// revalidate() or a reload of the same URL, a language change or a shop switch; not on other navigations.
import { describe, expect, it } from 'vitest';
import { shellNeedsReload } from './shell-revalidation.ts';

const at = (path: string) => new URL(path, 'https://sarment.test');
const going = (
  from: string,
  to: string,
  more: { formMethod?: 'POST' | 'GET'; defaultShouldRevalidate?: boolean } = {},
) => ({
  currentUrl: at(from),
  nextUrl: at(to),
  formMethod: more.formMethod,
  defaultShouldRevalidate: more.defaultShouldRevalidate ?? true,
});

describe('shellNeedsReload', () => {
  it('keeps the menus from page to page and through a list’s search, filters and pages', () => {
    expect(shellNeedsReload(going('/dashboard', '/dashboard/products'), 'shp_1', 'shp_1')).toBe(false);
    expect(
      shellNeedsReload(going('/dashboard/products', '/dashboard/products?color=white'), 'shp_1', null),
    ).toBe(false);
    expect(
      shellNeedsReload(
        going('/dashboard/clients?q=a', '/dashboard/clients?q=a&page=2', { formMethod: 'GET' }),
        'shp_1',
        null,
      ),
    ).toBe(false);
  });

  it('reloads them after a submission, unless the action failed', () => {
    expect(
      shellNeedsReload(
        going('/dashboard/settings', '/dashboard/settings', { formMethod: 'POST' }),
        'shp_1',
        'shp_1',
      ),
    ).toBe(true);
    expect(
      shellNeedsReload(
        going('/dashboard/settings', '/dashboard/other', { formMethod: 'POST' }),
        'shp_1',
        'shp_1',
      ),
    ).toBe(true);
    expect(
      shellNeedsReload(
        going('/dashboard/settings', '/dashboard/settings', {
          formMethod: 'POST',
          defaultShouldRevalidate: false,
        }),
        'shp_1',
        'shp_1',
      ),
    ).toBe(false);
  });

  it('reloads them on a revalidate() or a reload of the same URL', () => {
    expect(
      shellNeedsReload(going('/dashboard/products?page=2', '/dashboard/products?page=2'), 'shp_1', 'shp_1'),
    ).toBe(true);
  });

  it('reloads them when the language changes', () => {
    expect(shellNeedsReload(going('/dashboard', '/dashboard?lang=en'), 'shp_1', null)).toBe(true);
  });

  it('reloads them when the chosen shop is not the one they were built for', () => {
    expect(shellNeedsReload(going('/dashboard/clients/cli_1', '/dashboard/clients'), 'shp_1', 'shp_2')).toBe(
      true,
    );
    expect(shellNeedsReload(going('/dashboard/clients/cli_1', '/dashboard/clients'), 'shp_2', 'shp_2')).toBe(
      false,
    );
  });
});
