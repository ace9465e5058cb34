// Shared steps of the back-office shell journeys (issue 7).
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, type PageOptions } from '../support/browser.ts';

export const demoPassword = 'Sarment2026';

/** A browser context logged in through the API (the session cookie lands in the context). */
export async function loggedInPage(browser: Browser, email: string, options: PageOptions = {}) {
  const opened = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }], ...options });
  const answer = await opened.context.request.post('/v1/auth/login', {
    data: { email, password: demoPassword },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return opened;
}

/** Opens a page and waits until React has hydrated it (typing earlier would be lost). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
  return response;
}

/**
 * The sidebar as a user reads it: one line per top-level entry, 'Group: child | child' for a group (children
 * collapsed or not).
 */
export async function readSidebar(page: Page, testId: 'sidebar-full' | 'sidebar-drawer'): Promise<string[]> {
  return page.getByTestId(testId).evaluate((nav) => {
    const lines: { label: string; children: string[] | null }[] = [];
    for (const element of nav.querySelectorAll(
      '[data-testid=sidebar-group], [data-testid=sidebar-link], [data-testid=sidebar-logout]',
    )) {
      const label = (element.textContent ?? '').trim();
      if (element.getAttribute('data-testid') === 'sidebar-group') lines.push({ label, children: [] });
      else if (element.hasAttribute('data-group-id')) lines.at(-1)?.children?.push(label);
      else lines.push({ label, children: null });
    }
    return lines.map((line) => (line.children ? `${line.label}: ${line.children.join(' | ')}` : line.label));
  });
}

/** Every address the sidebar and the create menus lead to. */
export async function menuTargets(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[data-testid=sidebar-full] a[href], [data-testid=create-menu-item][href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** The computed background colour of an element, inside page.evaluate (the e2e project has no DOM types). */
export function backgroundOf(element: unknown): string {
  const view = globalThis as unknown as { getComputedStyle(target: unknown): { backgroundColor: string } };
  return view.getComputedStyle(element).backgroundColor;
}
