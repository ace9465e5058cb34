import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Flags of the developers' brief: headless Debian Chromium on a closed network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseURL = () => inject('baseURL');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Cookies to start with, e.g. the age-gate confirmation. */
  cookies?: { name: string; value: string }[];
}

export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'fr-FR',
  });
  if (options.cookies?.length) {
    const url = baseURL();
    await context.addCookies(options.cookies.map((c) => ({ ...c, url })));
  }
  const page = await context.newPage();
  return { context, page };
}

/** Collects page errors and console errors so a test can assert a page rendered and hydrated cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export async function screenshot(page: Page, name: string) {
  const dir = path.resolve('e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
