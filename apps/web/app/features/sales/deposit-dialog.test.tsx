// @vitest-environment jsdom
// The deposit-bill dialog shows what the server will issue (its preview, one line per VAT rate of the order), never
// a flat 20 % of its own, and issues through POST /v1/orders/{id}/deposit-bill with the amount only.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';

const calls: { method: string; path: string; body?: unknown }[] = [];
vi.mock('../../lib/api.ts', () => ({
  browserApi: {
    request: async (method: string, path: string, body?: unknown) => {
      calls.push({ method, path, body });
      if (method === 'GET') {
        return {
          ok: true,
          status: 200,
          headers: {},
          data: {
            lines: [
              { label: 'a', vatRate: 5.5, totalHT: 40, totalVAT: 2.2, totalTTC: 42.2 },
              { label: 'b', vatRate: 20, totalHT: 60, totalVAT: 12, totalTTC: 72 },
            ],
            totalHT: 100,
            totalVAT: 14.2,
            totalTTC: 114.2,
          },
        };
      }
      return { ok: true, status: 201, headers: {}, data: { id: 'dpb_1', number: 'AC2026-00001' } };
    },
  },
}));

const { DepositDialog } = await import('./sale-dialogs.tsx');
const { mount } = backOfficeDom();

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const settle = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

describe('DepositDialog', () => {
  it("shows the server's breakdown per VAT rate and issues the amount only", async () => {
    const onClose = vi.fn();
    await mount(
      <DepositDialog
        order={{ id: 'ord_1', number: 'CMD-1', client: { id: 'cli_1' } }}
        open
        onClose={onClose}
      />,
    );
    const input = document.body.querySelector('input') as HTMLInputElement;
    await act(async () => type(input, '100'));
    await settle(400);
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/v1/orders/ord_1/deposit-bill/preview?amountHT=100',
      body: undefined,
    });
    const rows = [...document.body.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );
    expect(rows.map((row) => row[0])).toEqual(['5,5 %', '20 %', 'Total']);
    expect(rows[2]?.[3]).toMatch(/114,20/);
    expect(document.body.textContent).not.toContain('TVA 20 %).');
    const submit = [...document.body.querySelectorAll('button')].find(
      (b) => b.textContent === "Facture d'acompte",
    );
    await act(async () => submit?.click());
    await settle(20);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders/ord_1/deposit-bill',
      body: { amountHT: 100 },
    });
    expect(onClose).toHaveBeenCalledWith({ id: 'dpb_1', number: 'AC2026-00001' });
  });
});
