// @vitest-environment jsdom
// The settings promotions tab (issue 16): the codes come from /v1/promo-codes; a code is created in a dialog
// whose spec §5 messages show under the fields, before anything is sent and from the API's refusal.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import {
  emptyPromoCodeForm,
  type PromoCode,
  promoCodeBodyOf,
  promoCodeFormErrors,
  promoCodeFormOf,
} from './promo-code-form.ts';
import { PromoCodesTab } from './tab-promo-codes.tsx';

const welcome: PromoCode = {
  id: 'prc_1',
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 10,
  threshold: { kind: 'productCount', value: 6 },
  startsAt: null,
  endsAt: '2026-07-31T21:59:59.999Z',
  maxUses: 100,
  uses: 3,
  active: true,
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

type Call = { method: string; path: string; body: unknown };

/** fetch answering each call with the next of `answers`, and recording what was sent. */
function stubApi(answers: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers.shift() ?? { status: 200, body: [] };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

async function mount() {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <PopupProvider>
          <PromoCodesTab />
        </PopupProvider>
      </I18nextProvider>,
    );
  });
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const input = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;

function type(element: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

describe('PromoCodesTab', () => {
  it('lists the codes of /v1/promo-codes with their discount, threshold, end and uses', async () => {
    const calls = stubApi([{ status: 200, body: [welcome] }]);
    await mount();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/v1/promo-codes?pageSize=100&sort=code' });
    const item = container.querySelector('[data-promo-code="BIENVENUE10"]');
    expect(item?.textContent).toContain('10\u00a0%');
    expect(item?.textContent).toContain('dès 6 bouteilles');
    expect(item?.textContent).toContain("jusqu'au 31/07/2026");
    expect(item?.textContent).toContain('3 utilisation(s) sur 100');
  });

  it('shows the spec §5 message under the code before sending, then the API refusal under it', async () => {
    const calls = stubApi([
      { status: 200, body: [] },
      {
        status: 422,
        body: {
          success: false,
          message: 'Ce code existe déjà',
          code: 'promo_code_taken',
          errors: [{ path: 'code', message: 'Ce code existe déjà' }],
        },
      },
    ]);
    await mount();
    await click(button('Ajouter un code promo'));
    const code = input('Code');
    await act(async () => type(code, 'a'.repeat(16)));
    await click(button('Enregistrer'));
    expect(document.body.textContent).toContain('15 caractères maximum');
    expect(calls).toHaveLength(1);

    await act(async () => type(input('Code'), 'bienvenue10'));
    await click(button('Enregistrer'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/v1/promo-codes',
      body: { code: 'BIENVENUE10', kind: 'percent', value: 10, threshold: { kind: 'none', value: 0 } },
    });
    expect(document.body.textContent).toContain('Ce code existe déjà');
  });
});

describe('the promo code form', () => {
  it('sends Paris days as instants: from the start of the first day to the end of the last', () => {
    const body = promoCodeBodyOf({
      ...emptyPromoCodeForm,
      code: 'ETE',
      startsOn: '2026-07-01',
      endsOn: '2026-07-31',
    });
    expect(body.startsAt).toBe('2026-06-30T22:00:00.000Z');
    expect(body.endsAt).toBe('2026-07-31T21:59:59.999Z');
    expect(promoCodeFormOf({ ...welcome, startsAt: body.startsAt, endsAt: body.endsAt })).toMatchObject({
      startsOn: '2026-07-01',
      endsOn: '2026-07-31',
    });
  });

  it('names each field of the rules: percent bounds, bottles, end before start', () => {
    expect(
      promoCodeFormErrors({
        ...emptyPromoCodeForm,
        code: 'ETE',
        value: 150,
        thresholdKind: 'productCount',
        thresholdValue: 2.5,
        startsOn: '2026-07-10',
        endsOn: '2026-07-01',
      }),
    ).toEqual({
      value: 'Le pourcentage doit être compris entre 0 et 100',
      thresholdValue: 'Doit être un nombre entier supérieur ou égal à 1',
      endsOn: 'La date de fin doit suivre la date de début',
    });
  });
});
