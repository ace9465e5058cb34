// The team area's page tests (jsdom): a page mounted under a root loader answering the session, with the
// snackbars and the global popup; phones by matchMedia; typing into an input as React reads it.
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { backOfficeDom, type staffSession } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';

export type Session = ReturnType<typeof staffSession>;

/** An iam holding exactly these rights (the shop's flags for them). */
export function iamHolding(held: readonly string[]): Session {
  return {
    me: { id: 'usr_iam', email: 'iam@test', role: 'iam', shops: [{ id: 'shp_1', typology: null }] },
    shop: {
      id: 'shp_1',
      authorizations: { byUser: { usr_iam: Object.fromEntries(held.map((p) => [p, true])) } },
    },
  } as unknown as Session;
}

/** Registers the test hooks; `mountAt(path, session, routes)` renders the routes at a path. */
export function teamPagesDom() {
  const state = { phone: false };
  const dom = backOfficeDom();
  beforeAll(async () => {
    await import('../kit/list-grid.tsx');
    await import('../popup/popup-dialog.tsx');
  });
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    window.matchMedia = (query: string) =>
      ({
        matches: state.phone && query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  const realFetch = globalThis.fetch;
  afterEach(() => {
    state.phone = false;
    globalThis.fetch = realFetch;
  });
  const mountAt = (path: string, session: Session, routes: Parameters<typeof createRoutesStub>[0]) => {
    const Stub = createRoutesStub([
      { id: 'root', path: '/', loader: () => session, Component: () => <Outlet />, children: routes },
    ]);
    return dom.mount(
      <SnackbarProvider>
        <PopupProvider>
          <Stub initialEntries={[path]} />
        </PopupProvider>
      </SnackbarProvider>,
      50,
    );
  };
  return {
    mountAt,
    /** the next mounts read as a phone (reset after each test) */
    asPhone: () => {
      state.phone = true;
    },
  };
}

export const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');
export const settle = (ms = 50) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

export function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
