// @vitest-environment jsdom
// The billing tab's payment mentions (C. com. L441-9, L441-10: rates typed in percent, sent in basis points, the
// domain's French messages under the fields) and its sales e-mail models (placeholders inserted at the cursor, a
// filled preview, saving the changed models, back to the default).
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { MailModelsSection } from './mail-models-section.tsx';
import type { Billing } from './settings-types.ts';
import { BillingTab } from './tab-billing.tsx';

const dom = backOfficeDom();
afterEach(() => vi.unstubAllGlobals());

const billing: Billing = {
  banks: [],
  paymentsList: [],
  paymentDelays: [],
  defaultPaymentDelay: null,
  numbering: { quote: 'D', order: 'C', bill: 'F', credit: 'AV', deposit: 'FA', deliveryNote: 'BL' },
  legalFooter: '',
  paymentMentions: { latePenalty: { kind: 'legalRateTimesThree' }, earlyDiscount: { kind: 'none' } },
};

const billModel = {
  kind: 'bill',
  subject: '{{shopName}} : votre facture {{documentNumber}}',
  body: 'Bonjour ,\nmerci.',
  isDefault: false,
};
const models = {
  models: [
    { kind: 'quote', subject: 'Devis {{documentNumber}}', body: 'Bonjour.', isDefault: true },
    billModel,
  ],
  fields: [
    { key: 'clientFirstname', label: 'Prénom du client' },
    { key: 'amountTTC', label: 'Montant TTC' },
  ],
};

type Call = { method: string; path: string; body: unknown };
/** fetch answering by route, and recording what was sent. */
function stubApi(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), { status: 200 });
  });
  return calls;
}
const defaultAnswers = (call: Call) => {
  if (call.path === '/v1/sales-mail-models' && call.method === 'GET') return models;
  if (call.path === '/v1/sales-mail-models/reset')
    return { kind: 'bill', subject: 'Défaut {{documentNumber}}', body: 'Texte par défaut.', isDefault: true };
  if (call.path === '/v1/sales-mail-models') return { ...(call.body as object), isDefault: false };
  return { success: true, message: 'Les paramètres ont bien été enregistrés' };
};

function renderTab() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => staffSession('owner'),
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/settings',
          Component: () => (
            <>
              <BillingTab billing={billing} />
              <MailModelsSection shopName="Domaine des Trois Vallées" numbering={billing.numbering} />
            </>
          ),
        },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={['/dashboard/settings?link=billing']} />
    </PopupProvider>,
  );
}

const click = async (element: Element | null | undefined) => {
  await act(async () => {
    (element as HTMLElement).click();
  });
};
const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
function type(page: HTMLElement, name: string, text: string) {
  const input = page.querySelector(`input[name="${name}"], textarea[name="${name}"]`);
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    (input as HTMLElement).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function messageOf(page: HTMLElement, name: string): string | null {
  const id = page.querySelector(`input[name="${name}"]`)?.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const radio = (page: HTMLElement, value: string) =>
  page.querySelector(`input[type="radio"][value="${value}"]`);
const buttonWith = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as
    | HTMLButtonElement
    | undefined;

describe('link=billing: payment mentions', { timeout: 60_000 }, () => {
  it('shows the defaults, the 40 € fixed by law and what a bill prints', async () => {
    stubApi(defaultAnswers);
    const page = await renderTab();
    const section = page.querySelector('[data-section="paymentMentions"]');
    expect(section?.textContent).toContain('Mentions de paiement');
    expect((radio(page, 'legalRateTimesThree') as HTMLInputElement).checked).toBe(true);
    expect((radio(page, 'none') as HTMLInputElement).checked).toBe(true);
    expect(section?.textContent).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(page.querySelector('[data-testid="payment-mentions-preview"]')?.textContent).toContain(
      "Pas d'escompte pour paiement anticipé.",
    );
  });

  it('a rate over 50 % shows the French message and blocks saving; 10,5 % and 2 % in 8 days are sent in basis points', async () => {
    const calls = stubApi(defaultAnswers);
    const page = await renderTab();
    await click(radio(page, 'fixedRate'));
    type(page, 'latePenaltyRate', '60');
    expect(messageOf(page, 'latePenaltyRate')).toBe(
      'Le taux des pénalités de retard doit être compris entre 8,28 et 50 %',
    );
    await click(page.querySelector('[data-testid="settings-save"]'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    type(page, 'latePenaltyRate', '10,5');
    await click(radio(page, 'discount'));
    type(page, 'discountRate', '2');
    type(page, 'discountDays', '0');
    expect(messageOf(page, 'discountDays')).toBe(
      "Le délai de l'escompte doit être un nombre entier de jours entre 1 et 365",
    );
    type(page, 'discountDays', '8');
    expect(messageOf(page, 'latePenaltyRate')).toBeNull();
    expect(page.querySelector('[data-testid="payment-mentions-preview"]')?.textContent).toContain(
      'Escompte pour paiement anticipé : 2\u00a0% pour un paiement sous 8 jours.',
    );
    await click(page.querySelector('[data-testid="settings-save"]'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/v1/settings/billing');
    expect((put?.body as Billing | undefined)?.paymentMentions).toEqual({
      latePenalty: { kind: 'fixedRate', rateBp: 1050 },
      earlyDiscount: { kind: 'discount', rateBp: 200, days: 8 },
    });
  });
});

describe('link=billing: the sales e-mail models', { timeout: 60_000 }, () => {
  it('inserts a field at the cursor, previews it filled, saves only the changed model', async () => {
    const calls = stubApi(defaultAnswers);
    const page = await renderTab();
    await wait(20);
    const select = page.querySelector('[data-testid="mail-models"] [role="combobox"]');
    expect(select?.textContent).toBe('Devis');
    // open the bill's model
    await act(async () => {
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await click([...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Facture'));
    const body = page.querySelector('textarea[name="mailBody"]') as HTMLTextAreaElement;
    expect(body.value).toBe('Bonjour ,\nmerci.');
    act(() => {
      body.focus();
      body.setSelectionRange(8, 8);
    });
    await click(page.querySelector('[aria-label="Insérer Prénom du client ({{clientFirstname}})"]'));
    expect((page.querySelector('textarea[name="mailBody"]') as HTMLTextAreaElement).value).toBe(
      'Bonjour {{clientFirstname}},\nmerci.',
    );
    const preview = page.querySelector('[data-testid="mail-model-preview"]')?.textContent ?? '';
    expect(preview).toContain('Bonjour Claire,');
    expect(preview).toContain('Domaine des Trois Vallées : votre facture F2026-00042');

    await click(page.querySelector('[data-testid="mail-models-save"]'));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      {
        method: 'PUT',
        path: '/v1/sales-mail-models',
        body: { kind: 'bill', subject: billModel.subject, body: 'Bonjour {{clientFirstname}},\nmerci.' },
      },
    ]);
    expect((page.querySelector('[data-testid="mail-models-save"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an empty subject is refused before sending; back to the default after confirming', async () => {
    const calls = stubApi(defaultAnswers);
    const page = await renderTab();
    await wait(20);
    const select = page.querySelector('[data-testid="mail-models"] [role="combobox"]');
    await act(async () => {
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await click([...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Facture'));
    type(page, 'mailSubject', '  ');
    expect(messageOf(page, 'mailSubject')).toBe('Indiquez l’objet du message.');
    expect((page.querySelector('[data-testid="mail-models-save"]') as HTMLButtonElement).disabled).toBe(true);

    await click(page.querySelector('[data-testid="mail-model-reset"]'));
    // the popup's dialog loads on first opening
    for (let i = 0; i < 40 && !buttonWith('Revenir au défaut'); i++) await wait(50);
    await click(buttonWith('Revenir au défaut'));
    await wait(20);
    expect(calls.find((c) => c.path === '/v1/sales-mail-models/reset')?.body).toEqual({ kind: 'bill' });
    expect((page.querySelector('input[name="mailSubject"]') as HTMLInputElement).value).toBe(
      'Défaut {{documentNumber}}',
    );
    expect(page.querySelector('[data-testid="mail-model-status"]')?.textContent).toBe('Modèle par défaut');
  });
});
