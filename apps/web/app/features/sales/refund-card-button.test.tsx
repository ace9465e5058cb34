// @vitest-environment jsdom
// 'Rembourser par carte' is offered while a card debit is taken; it asks the amount (empty: everything left, French
// decimals, refused when not an amount) and an optional reason, then posts /v1/orders/{id}/refunds in euros.
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';

const calls: { method: string; path: string; body?: unknown }[] = [];
vi.mock('../../lib/api.ts', () => ({
  browserApi: {
    request: async (method: string, path: string, body?: unknown) => {
      calls.push({ method, path, body });
      return { ok: true, status: 201, headers: {}, data: { amount: 12.5 } };
    },
  },
}));

const { RefundCardButton, mayRefundByCard, refundAmountOf } = await import('./refund-card-button.tsx');
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

describe('what the refund button reads', () => {
  const payment = (status: string, last4: string | null) =>
    ({ id: 'p', type: 'cb', status, amount: 10, groupId: null, last4, redirectUrl: null }) as never;
  it('is offered while a card debit is taken, not for a transfer nor a debit wholly refunded', () => {
    expect(mayRefundByCard([payment('paid', '4242')])).toBe(true);
    expect(mayRefundByCard([payment('refunded', '4242')])).toBe(false);
    expect(mayRefundByCard([payment('paid', null)])).toBe(false);
    expect(mayRefundByCard(undefined)).toBe(false);
  });
  it('reads the amount exactly in euros: empty is everything left, anything else not an amount is refused', () => {
    expect(refundAmountOf('')).toBeUndefined();
    expect(refundAmountOf(' 12,5 ')).toBe(12.5);
    expect(refundAmountOf('0.10')).toBe(0.1);
    expect(refundAmountOf('12,345')).toBeNull();
    expect(refundAmountOf('0')).toBeNull();
    expect(refundAmountOf('-3')).toBeNull();
    expect(refundAmountOf('douze')).toBeNull();
  });
});

describe('RefundCardButton', () => {
  it('posts the amount typed with a comma and the reason, then tells the page what went back', async () => {
    const onRefunded = vi.fn();
    const page = await mount(
      <PopupProvider>
        <RefundCardButton orderId="ord_1" onRefunded={onRefunded} />
      </PopupProvider>,
    );
    const button = page.querySelector('[data-testid="action-refund-card"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Rembourser par carte');
    await act(async () => button.click());
    await settle(100);
    const popup = document.body.querySelector('[data-testid="global-popup"]') as HTMLElement;
    expect(popup.textContent).toContain('Le montant est rendu sur la carte du client');
    const amount = popup.querySelector('input') as HTMLInputElement;
    await act(async () => type(amount, '12,345'));
    await act(async () => amount.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(popup.textContent).toContain('Indiquez un montant supérieur à 0, avec au plus deux décimales.');
    expect(popupButton('Rembourser par carte')!.disabled).toBe(true);
    expect(calls).toEqual([]);
    await act(async () => type(amount, '12,5'));
    const reason = popup.querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement;
    await act(async () => type(reason, ' Bouteille cassée '));
    await act(async () => popupButton('Rembourser par carte')!.click());
    await settle(20);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/orders/ord_1/refunds',
        body: { amount: 12.5, reason: 'Bouteille cassée' },
      },
    ]);
    expect(onRefunded).toHaveBeenCalledWith(12.5);
  });
});
