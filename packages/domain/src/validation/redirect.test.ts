import { describe, expect, it } from 'vitest';
import { isLocalRedirect, safeRedirect } from './redirect.ts';

describe('spec §5 redirect targets are accepted only if a local path', () => {
  it.each([
    '/',
    '/dashboard/orders',
    '/dashboard/orders?subType=quote#top',
    '/trois-vallees?page=nos-vins',
    '/shops/12?q=c%C3%B4te%20r%C3%B4tie',
  ])('accepts the local path %s', (target) => {
    expect(isLocalRedirect(target)).toBe(true);
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    ['protocol-relative host', '//evil.test'],
    ['protocol-relative host with path', '//evil.test/dashboard'],
    ['backslash host', '/\\evil.test'],
    ['backslash anywhere', '/dashboard\\..\\evil'],
    ['triple slash', '///evil.test'],
    ['absolute https', 'https://evil.test'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['scheme without slashes', 'http:evil.test'],
    ['relative path', 'dashboard'],
    ['tab between slashes', '/\t/evil.test'],
    ['newline between slashes', '/\n/evil.test'],
    ['leading space', ' /dashboard'],
    ['encoded slash pair', '/%2F%2Fevil.test'],
    ['encoded slash pair after one slash', '/%2Fevil.test'],
    ['encoded backslash', '/%5Cevil.test'],
    ['encoded tab', '/%09/evil.test'],
    ['null byte', '/dashboard%00'],
    ['broken encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('rejects %s', (_, target) => {
    expect(isLocalRedirect(target)).toBe(false);
    expect(safeRedirect(target)).toBe('/');
  });

  it('rejects non-strings and falls back to the given default', () => {
    expect(isLocalRedirect(undefined)).toBe(false);
    expect(safeRedirect(['//evil.test'], '/dashboard')).toBe('/dashboard');
  });
});
