// The bulk status change of /dashboard/products: each product as the API reads it, sent back with its new status,
// after the global popup asked, naming the count; the snackbar or the list's alert tells what was done.
import { describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import type { PopupOptions, PopupValues } from '../popup/popup-types.ts';
import { bulkStatusAction, changeProductsStatus, type StaffProduct } from './product-list.tsx';

function fakeApi(stored: Record<string, { status: string; name: string }>, refuse?: string) {
  const calls: string[] = [];
  const api: ApiClient = {
    async request<T>(method: string, path: string, body?: unknown) {
      calls.push(`${method} ${path}`);
      const id = decodeURIComponent(path.split('/').at(-1) ?? '');
      if (method === 'PUT' && refuse === id) {
        return {
          status: 422,
          ok: false,
          data: { message: 'Produit inexistant' },
          headers: {},
        } as ApiResponse<T>;
      }
      if (method === 'PUT') stored[id] = body as { status: string; name: string };
      return { status: 200, ok: true, data: { id, ...stored[id] }, headers: {} } as ApiResponse<T>;
    },
  };
  return { api, calls };
}

describe('changeProductsStatus', () => {
  it('puts each product back whole with its new status, and leaves those already there', async () => {
    const stored = { prd_a: { status: 'online', name: 'A' }, prd_b: { status: 'paused', name: 'B' } };
    const { api, calls } = fakeApi(stored);
    const progress: number[] = [];
    expect(
      await changeProductsStatus(api, [{ id: 'prd_a' }, { id: 'prd_b' }], 'paused', (done) =>
        progress.push(done),
      ),
    ).toEqual({ changed: 1, refusal: null });
    expect(progress).toEqual([1, 2]);
    expect(stored.prd_a).toEqual({ id: 'prd_a', status: 'paused', name: 'A' });
    expect(calls).toEqual(['GET /v1/products/prd_a', 'PUT /v1/products/prd_a', 'GET /v1/products/prd_b']);
  });

  it('stops at the first refusal and answers its French message', async () => {
    const { api, calls } = fakeApi(
      { prd_a: { status: 'online', name: 'A' }, prd_b: { status: 'online', name: 'B' } },
      'prd_a',
    );
    expect(await changeProductsStatus(api, [{ id: 'prd_a' }, { id: 'prd_b' }], 'closed')).toEqual({
      changed: 0,
      refusal: 'Produit inexistant',
    });
    expect(calls).toHaveLength(2);
  });
});

describe("the list's bulk status actions", () => {
  const i18n = createI18n('fr');
  addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
  const t = i18n.getFixedT('fr');
  const rows = (...ids: string[]) => ids.map((id) => ({ id }) as StaffProduct);
  const online = () => ({
    prd_a: { status: 'online', name: 'A' },
    prd_b: { status: 'online', name: 'B' },
    prd_c: { status: 'paused', name: 'C' },
  });

  const confirmed: PopupValues = {
    text: '',
    textArea: '',
    select: '',
    checkbox: false,
    date: null,
    emails: [],
    keyword: '',
  };

  function setup(confirm: boolean, refuse?: string) {
    const stored: Record<string, { status: string; name: string }> = online();
    const { api, calls } = fakeApi(stored, refuse);
    const asked: PopupOptions[] = [];
    const popup = {
      open: vi.fn(async (options: PopupOptions) => {
        asked.push(options);
        return confirm ? confirmed : null;
      }),
    };
    const notify = vi.fn();
    return { stored, calls, asked, notify, deps: { api, popup, notify } };
  }

  it('asks first with the global popup, naming the count; cancelled, nothing is sent', async () => {
    const { calls, asked, notify, deps } = setup(false);
    const close = bulkStatusAction(t, 'closed', deps);
    expect(close.label).toBe('Fermer');
    expect(await close.run(rows('prd_a', 'prd_b', 'prd_c'))).toBeNull();
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'Fermer',
        text: 'Fermer les 3 produits sélectionnés ? Ils ne seront plus proposés à la vente.',
        confirmLabel: 'Fermer',
      }),
    ]);
    expect(calls).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('confirmed, changes each product, tells the progress and says how many changed in the snackbar', async () => {
    const { stored, asked, notify, deps } = setup(true);
    const progress: number[] = [];
    const pause = bulkStatusAction(t, 'paused', deps);
    expect(await pause.run(rows('prd_a', 'prd_b', 'prd_c'), (done) => progress.push(done))).toBeNull();
    expect(asked[0]?.text).toBe(
      "Mettre en pause les 3 produits sélectionnés ? Ils ne seront plus proposés à la vente jusqu'à leur remise en ligne.",
    );
    expect(Object.values(stored).map((p) => p.status)).toEqual(['paused', 'paused', 'paused']);
    expect(progress).toEqual([1, 2, 3]);
    expect(notify).toHaveBeenCalledWith('2 produits modifiés', 'success');
  });

  it('names one product in the singular', async () => {
    const { asked, notify, deps } = setup(true);
    await bulkStatusAction(t, 'online', deps).run(rows('prd_c'));
    expect(asked[0]?.text).toBe('Mettre en ligne le produit sélectionné ? Il sera proposé à la vente.');
    expect(notify).toHaveBeenCalledWith('1 produit modifié', 'success');
  });

  it("answers, for the list's alert, how many changed before the first refusal and its message", async () => {
    const { stored, notify, deps } = setup(true, 'prd_b');
    const answer = await bulkStatusAction(t, 'closed', deps).run(rows('prd_a', 'prd_b', 'prd_c'));
    expect(answer).toBe('1 produit modifié sur 3, puis un refus : Produit inexistant');
    expect(stored.prd_c?.status).toBe('paused');
    expect(notify).not.toHaveBeenCalled();
  });
});
