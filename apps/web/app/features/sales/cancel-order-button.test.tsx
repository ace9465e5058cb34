// @vitest-environment jsdom
// 'Annuler la commande' is offered on a validated order with nothing shipped nor billed; it asks in the popup's
// destructive mode (confirm disabled until 'ANNULER' is typed) with an optional reason, then posts
// /v1/orders/{id}/cancel with that reason and hands the cancelled order to the page.
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';

const calls: { method: string; path: string; body?: unknown }[] = [];
vi.mock('../../lib/api.ts', () => ({
  browserApi: {
    request: async (method: string, path: string, body?: unknown) => {
      calls.push({ method, path, body });
      return {
        ok: true,
        status: 200,
        headers: {},
        data: { id: 'ord_1', number: 'CMD-1', status: 'cancelled' },
      };
    },
  },
}));

const { CancelOrderButton, mayCancelOrder } = await import('./cancel-order-button.tsx');
const { mount } = backOfficeDom();
beforeAll(async () => {
  await import('../popup/popup-dialog.tsx');
});
const settle = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

const popupButton = (text: string) =>
  [...document.body.querySelectorAll('[data-testid="global-popup"] button')].find(
    (button) => button.textContent === text,
  ) as HTMLButtonElement | undefined;

describe('mayCancelOrder', () => {
  const doc = (kind: string, status: string) => ({ kind, status }) as never;
  it('offers the cancellation only for a validated order with no issued shipment, bill nor deposit bill', () => {
    expect(mayCancelOrder({ status: 'validated', chain: { order: null, documents: [] } })).toBe(true);
    expect(
      mayCancelOrder({ status: 'validated', chain: { order: null, documents: [doc('quote', 'accepted')] } }),
    ).toBe(true);
    expect(mayCancelOrder({ status: 'pending', chain: { order: null, documents: [] } })).toBe(false);
    expect(mayCancelOrder({ status: 'invoiced', chain: { order: null, documents: [] } })).toBe(false);
    expect(mayCancelOrder({ status: 'cancelled', chain: { order: null, documents: [] } })).toBe(false);
    for (const kind of ['shipment', 'bill', 'depositBill']) {
      expect(
        mayCancelOrder({ status: 'validated', chain: { order: null, documents: [doc(kind, 'issued')] } }),
      ).toBe(false);
    }
  });
});

describe('CancelOrderButton', () => {
  it('asks for the keyword before cancelling, and sends the optional reason', async () => {
    const onCancelled = vi.fn();
    const page = await mount(
      <PopupProvider>
        <CancelOrderButton order={{ id: 'ord_1', number: 'CMD-1' }} onCancelled={onCancelled} />
      </PopupProvider>,
    );
    const button = page.querySelector('[data-testid="action-cancel-order"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Annuler la commande');
    await act(async () => button.click());
    await settle(100);
    const popup = document.body.querySelector('[data-testid="global-popup"]') as HTMLElement;
    expect(popup.textContent).toContain('La commande CMD-1 sera annulée');
    expect(popup.textContent).toContain('Pour confirmer, tapez « ANNULER » ci-dessous.');
    const confirm = popupButton('Annuler la commande')!;
    expect(confirm.disabled).toBe(true);
    const reason = popup.querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement;
    await act(async () => type(reason, '  Client injoignable '));
    const keyword = [...popup.querySelectorAll('input')].at(-1) as HTMLInputElement;
    await act(async () => type(keyword, 'annul'));
    expect(popupButton('Annuler la commande')!.disabled).toBe(true);
    expect(calls).toEqual([]);
    await act(async () => type(keyword, ' annuler '));
    expect(popupButton('Annuler la commande')!.disabled).toBe(false);
    await act(async () => popupButton('Annuler la commande')!.click());
    await settle(20);
    expect(calls).toEqual([
      { method: 'POST', path: '/v1/orders/ord_1/cancel', body: { reason: 'Client injoignable' } },
    ]);
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
  });

  it('keeps the order when the popup is closed with “Garder la commande”', async () => {
    calls.length = 0;
    const onCancelled = vi.fn();
    const page = await mount(
      <PopupProvider>
        <CancelOrderButton order={{ id: 'ord_2', number: 'CMD-2' }} onCancelled={onCancelled} />
      </PopupProvider>,
    );
    await act(async () =>
      (page.querySelector('[data-testid="action-cancel-order"]') as HTMLButtonElement).click(),
    );
    await settle(100);
    await act(async () => popupButton('Garder la commande')!.click());
    await settle(20);
    expect(calls).toEqual([]);
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
