// Issue 19 in the browser: Distillerie du Mont's owner records a transfer from Cave des Remparts that pays two
// bills in full and a third partly (the 'Enregistrer un paiement' dialog, amounts typed in euros), sees what the
// client owes and its ageing move by exactly that, sends a reminder of the client's overdue 2025 bill (the mail
// lands in the outbox), and uses a credit note on a new bill from the ventilation page. The demo seeds the client
// and its overdue bill (seed/demo-receivables.ts); the documents made here belong to that client only.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

const client = 'cli_mont_cave_remparts';
const overdueBill = 'bil_mont_remparts_2025';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function call(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object) {
  const answer = method === 'get' ? await request.get(path) : await request.post(path, { data: data ?? {} });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

/** An issued bill of the client: `unitHT` HT at 20 % (TTC = unitHT × 1.2). */
async function issuedBill(request: APIRequestContext, unitHT: number, label: string) {
  const draft = await call(request, 'post', '/v1/bills', {
    client: { id: client },
    lines: [{ label, unitHT, vatRate: 20, quantity: 1 }],
  });
  return call(request, 'post', `/v1/bills/${draft.id}/issue`);
}

interface Outstanding {
  id: string;
  totalTTC: number;
  notDue: number;
  overdue: number;
  ageing: Record<string, number>;
}

async function owed(request: APIRequestContext): Promise<Outstanding> {
  const rows = (await call(request, 'get', '/v1/outstandings?pageSize=100')) as Outstanding[];
  return (
    rows.find((row) => row.id === client) ?? { id: client, totalTTC: 0, notDue: 0, overdue: 0, ageing: {} }
  );
}

async function checkAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('payments, ventilation and credits in the browser (issue 19)', () => {
  it('a transfer pays two bills and part of a third; outstandings move; a reminder goes out; a credit note pays a new bill', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@distillerie-du-mont.test');
    const errors = watchErrors(page);
    const { request } = context;
    const a = await issuedBill(request, 100, 'Fine de Bourgogne — 4 bouteilles'); // 120 TTC
    const b = await issuedBill(request, 50, 'Marc de Bourgogne — 2 bouteilles'); // 60 TTC
    const c = await issuedBill(request, 200, 'Coffret dégustation — 5'); // 240 TTC
    const before = await owed(request);
    expect(before.overdue).toBeGreaterThanOrEqual(360);

    // the outstandings page before the payment
    await openPage(page, '/dashboard/payments/outstandings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'payments-outstandings-before-desktop');

    // 'Enregistrer un paiement': Cave des Remparts, a transfer of 300,00 € on the three new bills
    await openPage(page, '/dashboard/payments');
    await page.getByTestId('payment-record').click();
    await page.getByTestId('payment-client').fill('Remparts');
    await page.getByRole('option', { name: /Cave des Remparts/ }).click();
    await page.getByTestId('allocation-editor').waitFor();
    await page.getByTestId('payment-amount').fill('300,00');
    await page.getByTestId('payment-reference').fill('VIR CAVE DES REMPARTS');
    await page.getByTestId(`allocation-${a.number}`).fill('120');
    await page.getByTestId(`allocation-${b.number}`).fill('60,00');
    await page.getByTestId(`allocation-${c.number}`).fill('120');
    await expect(page.getByTestId('allocation-totals').innerText()).resolves.toMatch(/Ventilé : 300,00\s€/);
    await screenshot(page, 'payments-record-desktop');
    await page.getByTestId('payment-save').click();
    await page.getByTestId('payment-form').waitFor({ state: 'detached' });
    await page.getByText('VIR CAVE DES REMPARTS').first().waitFor();
    await checkAccessible(page);
    await screenshot(page, 'payments-list-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'payments-list-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    const [payment] = await call(request, 'get', '/v1/payments?search=VIR%20CAVE%20DES%20REMPARTS');
    const detail = await call(request, 'get', `/v1/payments/${payment.id}`);
    expect(detail).toMatchObject({ type: 'transfer', amount: 300, allocated: 300, unallocated: 0 });
    const statuses = Object.fromEntries(
      detail.allocations.map((x: { bill: { number: string; paymentStatus: string } }) => [
        x.bill.number,
        x.bill.paymentStatus,
      ]),
    );
    expect(statuses).toEqual({ [a.number]: 'paid', [b.number]: 'paid', [c.number]: 'partial' });

    // what the client owes moved by exactly 300 €, all of it not yet due; the overdue 2025 bill is untouched
    const after = await owed(request);
    expect(Math.round((before.totalTTC - after.totalTTC) * 100)).toBe(30000);
    expect(Math.round((before.notDue - after.notDue) * 100)).toBe(30000);
    expect(after.overdue).toBe(before.overdue);
    expect(after.ageing).toEqual(before.ageing);
    await openPage(page, '/dashboard/payments/outstandings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'payments-outstandings-after-desktop');

    // a reminder of the overdue bill: the unpaids page lists it; the mail goes to the outbox
    await openPage(page, '/dashboard/payments/unpaids');
    await page.getByText('FA2025-00001').first().waitFor();
    await screenshot(page, 'payments-unpaids-desktop');
    const reminder = await call(request, 'post', `/v1/bills/${overdueBill}/reminders`, {});
    expect(reminder).toMatchObject({
      bill: { number: 'FA2025-00001' },
      recipient: 'compta@cave-remparts.test',
    });
    const admin = await loggedInPage(browser, 'admin@sarment.test');
    const outbox = (await call(admin.context.request, 'get', '/v1/admin/outbox?pageSize=100')) as {
      to: string;
      subject: string;
    }[];
    expect(
      outbox.some((mail) => mail.to === 'compta@cave-remparts.test' && mail.subject.includes('FA2025-00001')),
    ).toBe(true);
    await admin.context.close();

    // a credit note as client credit, used on a new bill from the ventilation page
    const credited = await issuedBill(request, 25, 'Étui cadeau'); // 30 TTC
    const note = await call(request, 'post', `/v1/bills/${credited.id}/credit-note`, {});
    const [credit] = await call(request, 'get', `/v1/credits?origin=creditNote&search=${note.number}`);
    expect(credit).toMatchObject({ amount: 30, balance: 30, status: 'full' });
    const fresh = await issuedBill(request, 25, 'Étui cadeau, nouvelle commande'); // 30 TTC
    await openPage(page, `/dashboard/orders/ventilate?client=${client}&credit=${credit.id}`);
    await page.getByTestId('ventilation').waitFor();
    await page.getByTestId(`allocation-${fresh.number}`).fill('30');
    await page.getByTestId('ventilate-save').click();
    await page.getByTestId('ventilation-line').first().waitFor();
    await expect
      .poll(async () => (await call(request, 'get', `/v1/credits/${credit.id}`)).status)
      .toBe('empty');
    const used = await call(request, 'get', `/v1/credits/${credit.id}`);
    expect(used.uses[0].bill).toMatchObject({ id: fresh.id, paymentStatus: 'paid' });
    await checkAccessible(page);
    await screenshot(page, 'payments-ventilate-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'payments-ventilate-mobile');

    await openPage(page, '/dashboard/payments/credits');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'payments-credits-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkAccessible(page);
    await screenshot(page, 'payments-credits-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
