// Issue 14, the web's defences: every answer carries its security headers, pages run under a nonce-based
// Content-Security-Policy without a single violation, and another site (even on the same host, another port:
// same-site for the browser) can neither frame the dashboard nor write with the visitor's session cookie.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
let otherSite: Server;
let otherSiteURL: string;
/** The page the other site answers, set by each test. */
let otherSitePage = '';

beforeAll(async () => {
  browser = await launchBrowser();
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(otherSitePage);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteURL = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => otherSite?.close(resolve));
});

/** Records the page's CSP violations (the event fires in the document; init scripts are not subject to CSP). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
    const { document } = globalThis as unknown as Dom;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);
}

/** The few DOM pieces the browser-side functions use (the e2e project has no DOM types). */
interface Dom {
  document: {
    addEventListener(
      type: string,
      listener: (event: { violatedDirective: string; blockedURI: string }) => void,
    ): void;
    createElement(tag: 'iframe'): { src: string };
    body: { append(node: unknown): void };
  };
}

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('security headers and the Content-Security-Policy', () => {
  it('the dashboard: headers, a fresh nonce on every inline script, no violation, and it still hydrates', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const violations = await watchViolations(page);
    const response = await openPage(page, '/dashboard');
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // served over plain http here: no HSTS
    expect(headers['strict-transport-security']).toBeUndefined();
    const policy = headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

    // the inline scripts React Router writes carry this request's nonce; another request gets another one
    const html = await response!.text();
    const nonce = nonceOf(policy);
    const inlineScripts = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts.filter((t) => !t.includes('application/ld+json'))) {
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    const again = await context.request.get('/dashboard');
    const otherNonce = nonceOf(again.headers()['content-security-policy']);
    expect(otherNonce).toBeDefined();
    expect(otherNonce).not.toBe(nonce);

    // hydrated under the policy: a click opens the create menu
    await page.getByTestId('create-menu-button').click();
    await page.getByTestId('create-menu-item').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shop page: the same headers, no violation, hydrated', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    const errors = watchErrors(page);
    const violations = await watchViolations(page);
    const response = await openPage(page, '/trois-vallees');
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an e-label keeps its own stricter policy (no script at all) and gets the other headers', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const response = await page.goto('/gs1/01/3760123450010', { waitUntil: 'networkidle' });
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('another site', () => {
  it('cannot frame the logged-in dashboard; the customize preview (a frame of this site) still loads', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    otherSitePage = `<!doctype html><title>Autre site</title><iframe name="victim" src="${baseURL()}/dashboard"></iframe>`;
    await page.goto(otherSiteURL);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    // a refused frame shows Chromium's error page, never our document
    expect(framed!.url().startsWith(baseURL())).toBe(false);

    await openPage(page, '/dashboard');
    await page.evaluate(() => {
      const { document } = globalThis as unknown as Dom;
      const frame = document.createElement('iframe');
      frame.src = '/trois-vallees';
      document.body.append(frame);
    });
    await page.waitForTimeout(1500);
    const preview = page.frames().find((frame) => frame.url().startsWith(`${baseURL()}/trois-vallees`));
    expect(preview).toBeDefined();
    await expect(preview!.locator('body').textContent()).resolves.toContain('Trois Vallées');
    await context.close();
  });

  it("cannot log the visitor out with a text/plain form (same-site: another port of this host); this site's own logout works", async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    otherSitePage = `<!doctype html><title>Autre site</title>
      <form method="post" action="${baseURL()}/v1/auth/logout" enctype="text/plain">
        <input name="x" value="1"><button>Envoyer</button>
      </form>`;
    await page.goto(otherSiteURL);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${baseURL()}/v1/auth/logout`),
      page.getByRole('button', { name: 'Envoyer' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ code: 'cross_origin_refused' });
    expect((await context.request.get('/v1/users/me')).status()).toBe(200);

    // the web app's own writes carry this site's Origin and pass
    await openPage(page, '/dashboard');
    const status = await page.evaluate(
      async () => (await fetch('/v1/auth/logout', { method: 'POST' })).status,
    );
    expect(status).toBe(200);
    expect((await context.request.get('/v1/users/me')).status()).toBe(401);
    await context.close();
  });
});
