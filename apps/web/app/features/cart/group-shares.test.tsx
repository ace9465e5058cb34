// @vitest-environment jsdom
// The cart's group-order form (issue 15): each group may name its payer's e-mail (the API sends them their link);
// a mistyped address is pointed out in French, and the checkout sends only the addresses given.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { GroupShares } from './order-options.tsx';
import { type GroupShare, groupRequestOf } from './use-checkout.ts';

vi.mock('./cart-store.ts', () => ({ dispatchCart: vi.fn(), flushCartSave: vi.fn() }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
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
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const shares: GroupShare[] = [
  { id: 'a', label: 'Groupe 1', persons: 2, email: '' },
  { id: 'b', label: 'Groupe 2', persons: 1, email: '' },
];

const emailInputs = () => [...container.querySelectorAll('input[type="email"]')] as HTMLInputElement[];

describe('GroupShares', () => {
  it("offers an optional e-mail per group and keeps what is typed in that group's share", async () => {
    const onChange = vi.fn();
    await mount(<GroupShares shares={shares} onChange={onChange} />);
    const inputs = emailInputs();
    expect(inputs).toHaveLength(2);
    expect(inputs[0]?.required).toBe(false);
    expect(container.textContent).toContain('E-mail du payeur (facultatif)');
    await act(async () => type(inputs[1] as HTMLInputElement, 'paul@example.fr'));
    expect(onChange).toHaveBeenLastCalledWith([shares[0], { ...shares[1], email: 'paul@example.fr' }]);
  });

  it('says in French when an address is mistyped', async () => {
    const typed = [shares[0] as GroupShare, { ...(shares[1] as GroupShare), email: 'paul@' }];
    await mount(<GroupShares shares={typed} onChange={vi.fn()} />);
    expect(container.textContent).toContain('Adresse e-mail invalide');
    expect(emailInputs()[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(emailInputs()[0]?.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the e-mails given, trimmed, and none for a group without one', () => {
    const typed = [shares[0] as GroupShare, { ...(shares[1] as GroupShare), email: ' Paul@Example.fr ' }];
    expect(groupRequestOf(typed)).toEqual({
      shares: [
        { label: 'Groupe 1', persons: 2 },
        { label: 'Groupe 2', persons: 1, email: 'Paul@Example.fr' },
      ],
    });
  });
});
