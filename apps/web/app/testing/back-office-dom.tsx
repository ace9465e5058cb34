// jsdom tests of back-office pages (`// @vitest-environment jsdom`): React's act environment, one root per test
// unmounted after it, the back-office texts in French, and the sessions a page's root loader answers.
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../i18n/index.ts';

/** The root loader's answer for a member of shop `shp_1` (owners hold every permission, spec §6). */
export function staffSession(role: 'owner' | 'iam' | 'agent', denied: readonly string[] = []) {
  const flags = Object.fromEntries(denied.map((permission) => [permission, false]));
  return {
    me: { id: `usr_${role}`, email: `${role}@test`, role, shops: [{ id: 'shp_1', typology: null }] },
    shop: { id: 'shp_1', authorizations: denied.length ? { byRole: { [role]: flags } } : {} },
  };
}

/** Registers the act environment and the unmounting; `mount` renders in French and lets effects settle. */
export function backOfficeDom() {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container?.remove();
    container = null;
  });
  return {
    async mount(element: ReactNode, settleMs = 30): Promise<HTMLElement> {
      act(() => root?.unmount());
      container?.remove();
      const i18n = createI18n('fr');
      addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
      const host = document.createElement('div');
      container = host;
      document.body.append(host);
      await act(async () => {
        root = createRoot(host);
        root.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, settleMs)));
      return host;
    },
  };
}
