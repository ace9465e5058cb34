// @vitest-environment jsdom
// The delivery block of a partly shipped order offers 'Solder le reliquat': asked first in the popup, it posts
// /v1/orders/{id}/close-remainder and shows the answer (remaining 0, 'reliquat soldé'); a closed order offers it no more.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';

const calls: { method: string; path: string }[] = [];
let orderStatus = 'validated';
const shipping = (closed: boolean) => ({
  order: {
    id: 'ord_1',
    number: 'CMD-1',
    status: orderStatus,
    deliveryStatus: closed ? 'pickup' : 'preparation',
  },
  fulfilment: closed ? 'shipped' : 'partial',
  remainderClosedAt: closed ? '2026-11-26T04:00:00.000Z' : null,
  lines: [
    {
      id: '1',
      lineNo: 1,
      label: 'Bourgogne Pinot Noir 2022',
      product: { id: 'p' },
      format: { id: 'f' },
      vintage: null,
      eq75: 1,
      ordered: 12,
      shipped: 5,
      remaining: closed ? 0 : 7,
    },
  ],
  shipments: [],
});
vi.mock('../../lib/api.ts', () => ({
  apiGet: async (_api: unknown, path: string) => {
    calls.push({ method: 'GET', path });
    return { ok: true, status: 200, headers: {}, data: shipping(false) };
  },
  browserApi: {
    request: async (method: string, path: string) => {
      calls.push({ method, path });
      return { ok: true, status: 200, headers: {}, data: shipping(true) };
    },
  },
}));

const { OrderShipments } = await import('./order-shipments.tsx');
const { mount } = backOfficeDom();
// the popup's dialog loads on first use (popup-provider.tsx): transformed once here, it resolves within the click
beforeAll(async () => {
  await import('../popup/popup-dialog.tsx');
});
const settle = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

describe('OrderShipments', () => {
  it("closes a partly shipped order's remainder after asking", async () => {
    const page = await mount(
      <MemoryRouter>
        <PopupProvider>
          <OrderShipments orderId="ord_1" staff />
        </PopupProvider>
      </MemoryRouter>,
    );
    const button = page.querySelector('[data-testid="order-close-remainder"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Solder le reliquat');
    expect(page.querySelector('[data-testid="order-remaining"]')?.textContent).toBe(
      'Reste à expédier : 7 × Bourgogne Pinot Noir 2022',
    );
    await act(async () => button.click());
    await settle(100);
    const confirm = [...document.body.querySelectorAll('[data-testid="global-popup"] button')].find(
      (b) => b.textContent === 'Solder le reliquat',
    ) as HTMLButtonElement;
    await act(async () => confirm.click());
    await settle(20);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/v1/orders/ord_1/close-remainder' });
    expect(page.querySelector('[data-testid="order-fulfilment"]')?.textContent).toBe(
      'Expédiée en partie, reliquat soldé',
    );
    expect(page.querySelector('[data-testid="order-close-remainder"]')).toBeNull();
  });

  it('shows nothing for a cancelled order that never shipped', async () => {
    orderStatus = 'cancelled';
    try {
      const page = await mount(
        <MemoryRouter>
          <PopupProvider>
            <OrderShipments orderId="ord_1" staff />
          </PopupProvider>
        </MemoryRouter>,
      );
      expect(page.querySelector('[data-testid="order-shipments"]')).toBeNull();
    } finally {
      orderStatus = 'validated';
    }
  });
});
