// Issue 17 in the browser: the owner of Trois Vallées gives a task to the iam; the iam finds it in 'Mes tâches'
// and in the calendar, completes it there, and the owner is told. The task is deleted at the end, so the demo
// data other files read stays as it was.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const title = `Rappeler le Cellier de Beaune ${Date.now().toString(36)}`;
let taskId = '';

/** A call of the API from the page, with its session (the same origin, as the pages call it). */
const callApi = (page: Page, method: string, path: string) =>
  page.evaluate(
    async ([m, p]) => {
      const response = await fetch(p as string, { method: m as string, credentials: 'same-origin' });
      return { status: response.status, body: await response.text() };
    },
    [method, path],
  );

describe('a task from the owner to the iam, through the list, the calendar and the notifications (issue 17)', () => {
  it('the owner creates a task for the iam from /dashboard/tasks', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/tasks');
    await page.getByRole('heading', { name: 'Tâches', level: 1 }).waitFor();
    await page.getByTestId('task-create').click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle tâche' });
    // the domain's rule, before any call: a title is needed
    await dialog.getByTestId('task-save').click();
    await dialog.getByText('Ce champ ne peut pas être vide').waitFor();
    await dialog.getByTestId('task-title').fill(title);
    await dialog.getByTestId('task-activity').click();
    await page.getByRole('option', { name: 'Appel personnalisé' }).click();
    await dialog.getByTestId('task-assignee').click();
    await page.getByTestId('task-assignee-usr_iam_trois_vallees').click();
    await dialog.getByRole('radio', { name: '#FB8500' }).click();
    await screenshot(page, 'crm-tasks-dialog-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'crm-tasks-dialog-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/v1/tasks') && response.request().method() === 'POST',
    );
    await dialog.getByTestId('task-save').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    taskId = ((await answer.json()) as { id: string }).id;
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(title).first().waitFor();
    await screenshot(page, 'crm-tasks-list-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the iam sees it in 'Mes tâches' and in the calendar, and completes it there", async () => {
    const { context, page } = await loggedInPage(browser, 'iam@trois-vallees.test');
    const errors = watchErrors(page);
    // the dashboard's card counts the iam's open tasks
    await openPage(page, '/dashboard');
    const open = Number(await page.getByTestId('home-tasks-value').textContent());
    expect(open).toBeGreaterThanOrEqual(1);
    await openPage(page, '/dashboard/tasks');
    await page.getByTestId('tasks-view-mine').click();
    await page.waitForURL(/assignee=me/);
    await page.getByText(title).first().waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('task-card').filter({ hasText: title }).waitFor();
    await screenshot(page, 'crm-tasks-list-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await openPage(page, '/dashboard/calendar');
    const event = page.getByTestId('calendar').locator('.fc-event').filter({ hasText: title });
    await event.waitFor();
    // French locale, weeks from Monday
    await expect(page.locator('.fc-col-header-cell').first().textContent()).resolves.toMatch(/^lun/);
    await screenshot(page, 'crm-calendar-desktop');

    // dragged to the next day, the task keeps its time of day (09:00 in Paris)
    const day = await event.locator('xpath=ancestor::td[@data-date]').getAttribute('data-date');
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const from = (await event.boundingBox())!;
    const to = (await page.locator(`td.fc-daygrid-day[data-date="${next}"]`).boundingBox())!;
    const moved = page.waitForResponse(
      (response) => response.url().endsWith(`/v1/tasks/${taskId}`) && response.request().method() === 'PUT',
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    const put = await moved;
    expect(put.status()).toBe(200);
    const dueAt = ((await put.json()) as { dueAt: string }).dueAt;
    const paris = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(dueAt));
    expect(paris).toBe(`${next} 09:00`);
    await page.getByText('Échéance déplacée').first().waitFor();
    await event.click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la tâche' });
    await dialog.getByTestId('task-complete').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tâche terminée').first().waitFor();
    // still in the calendar, struck through
    await page
      .getByTestId('calendar')
      .locator('.fc-event.calendar-done')
      .filter({ hasText: title })
      .waitFor();

    // the private address answers the iam's tasks to a calendar application, with no session
    const feed = page.getByTestId('calendar-feed');
    await feed.getByTestId('calendar-feed-renew').click();
    const address = await feed.getByTestId('calendar-feed-url').inputValue();
    expect(address).toMatch(/\/v1\/calendar\/ics\/shp_trois_vallees\.[\w-]{43}\.ics$/);
    const outsider = await newPage(browser);
    const ics = await outsider.context.request.get(new URL(address).pathname);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`SUMMARY:✓ ${title}`);
    await outsider.context.close();
    await feed.getByRole('button', { name: 'Désactiver' }).click();
    await feed.getByText('Aucun lien actif.').waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('calendar').locator('.fc').waitFor();
    await screenshot(page, 'crm-calendar-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner is told the task is done, and the journey removes its task', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    await openPage(page, '/dashboard');
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').filter({ hasText: `Tâche terminée : ${title}` });
    await item.waitFor();
    await page
      .getByTestId('notification-panel')
      .screenshot({ path: 'e2e/screenshots/crm-tasks-notification-panel.png' });
    await item.click();
    await page.waitForURL(new RegExp(`/dashboard/tasks\\?task=${taskId}`));
    await page
      .getByRole('dialog', { name: 'Modifier la tâche' })
      .getByText(/Terminée le/)
      .waitFor();
    expect((await callApi(page, 'DELETE', `/v1/tasks/${taskId}`)).status).toBe(204);
    expect(errors).toEqual([]);
    await context.close();
  });
});
