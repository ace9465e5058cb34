// @vitest-environment jsdom
// The back-office form kit (issue 16): number inputs lose focus on mouse wheel and read French decimals (spec §5),
// the API's refusal is placed under the fields it names, and a form with unsaved changes asks before the page
// is left (another page of the app, or closing the tab).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Link, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { serverFieldErrors } from './form-errors.ts';
import { NumberField, readFrenchNumber } from './number-field.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  for (const dialog of document.querySelectorAll('[role="presentation"]')) dialog.remove();
});

async function mount(element: React.ReactNode) {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  });
  return container;
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('NumberField (spec §5)', () => {
  it('loses focus on mouse wheel, so the wheel scrolls the page and never changes the amount', async () => {
    const page = await mount(<NumberField label="Prix" value={12} onChange={() => {}} />);
    const input = page.querySelector('input') as HTMLInputElement;
    act(() => input.focus());
    expect(document.activeElement).toBe(input);
    act(() => {
      input.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 100 }));
    });
    expect(document.activeElement).not.toBe(input);
    expect(input.value).toBe('12');
  });

  it('reads a comma as the decimal separator and hands the form a number', async () => {
    const seen: (number | null)[] = [];
    const page = await mount(<NumberField label="Prix" value={null} onChange={(v) => seen.push(v)} />);
    const input = page.querySelector('input') as HTMLInputElement;
    act(() => type(input, '12,5'));
    expect(seen.at(-1)).toBe(12.5);
    expect(readFrenchNumber('1 234,50')).toBe(1234.5);
    expect(readFrenchNumber('')).toBeNull();
    expect(readFrenchNumber('douze')).toBeNaN();
  });
});

describe('serverFieldErrors', () => {
  it("places a 400's field messages under their fields, the first message of each path", () => {
    const answer = {
      success: false,
      message: 'La contenance doit être supérieure à 0',
      code: 'invalid_input',
      errors: [
        { path: 'formats.0.unityValue', message: 'La contenance doit être supérieure à 0' },
        { path: 'formats.0.unityValue', message: 'second' },
        {
          path: ['vintages', 1, 'alcoholPercent'],
          message: "Le degré d'alcool doit être compris entre 0 et 100",
        },
        { path: '', message: 'sans champ' },
      ],
    };
    expect(serverFieldErrors(400, answer)).toEqual({
      'formats.0.unityValue': 'La contenance doit être supérieure à 0',
      'vintages.1.alcoholPercent': "Le degré d'alcool doit être compris entre 0 et 100",
    });
  });

  it('names no field for an answer without errors[] or a status that is no refusal of input', () => {
    expect(serverFieldErrors(422, { success: false, message: 'Ce produit a déjà été commandé' })).toEqual({});
    expect(serverFieldErrors(404, { errors: [{ path: 'name', message: 'x' }] })).toEqual({});
  });
});

describe('the unsaved-changes guard', () => {
  function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
  }
  async function renderForm(dirty: boolean) {
    const Stub = createRoutesStub([
      {
        path: '/form',
        Component: () => (
          <>
            <UnsavedChangesGuard dirty={dirty} />
            <Link to="/elsewhere">ailleurs</Link>
            <Link to="/form?tab=2">onglet</Link>
            <Where />
          </>
        ),
      },
      { path: '/elsewhere', Component: Where },
    ]);
    const page = await mount(<Stub initialEntries={['/form']} />);
    return page;
  }
  const click = async (element: Element | null | undefined) => {
    await act(async () => {
      (element as HTMLElement).click();
    });
  };
  const where = () => document.querySelector('[data-testid="where"]')?.textContent;

  it('asks before another page opens; Rester keeps the form, Quitter leaves', async () => {
    const page = await renderForm(true);
    await click(page.querySelector('a[href="/elsewhere"]'));
    expect(where()).toBe('/form');
    expect(document.body.textContent).toContain('Modifications non enregistrées');
    await click(document.querySelector('[data-testid="unsaved-stay"]'));
    expect(where()).toBe('/form');
    await click(page.querySelector('a[href="/elsewhere"]'));
    await click(document.querySelector('[data-testid="unsaved-leave"]'));
    expect(where()).toBe('/elsewhere');
  });

  it("lets the form's own query change (a tab) and a clean form go without asking", async () => {
    const page = await renderForm(true);
    await click(page.querySelector('a[href="/form?tab=2"]'));
    expect(document.querySelector('[data-testid="unsaved-stay"]')).toBeNull();
    act(() => root?.unmount());
    root = null;
    container.remove();
    const clean = await renderForm(false);
    await click(clean.querySelector('a[href="/elsewhere"]'));
    expect(where()).toBe('/elsewhere');
  });

  it('asks the browser to confirm closing or reloading the tab while changes are unsaved', async () => {
    await renderForm(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    act(() => root?.unmount());
    root = null;
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
