import { describe, expect, it, vi } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import { confirmOrderDecision } from './order-decision.ts';

const i18n = createI18n('fr');
addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
const t = i18n.t.bind(i18n);
const cardOrder = { payments: [{ status: 'setup' as const, last4: '4242' }] };
const transferOrder = { payments: [{ status: 'pending' as const, last4: null }] };

describe("a pending order's decision asks first, with the global popup", () => {
  it("'Valider la commande' of a card order says the card will be debited; declining sends nothing", async () => {
    const open = vi.fn(async () => null);
    expect(await confirmOrderDecision('validate', cardOrder, t, { open })).toBe(false);
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Valider la commande',
        text: 'Valider cette commande ? La carte du client (•••• 4242) sera débitée.',
      }),
    );
  });

  it('confirming lets the validation go', async () => {
    const open = vi.fn(async () => ({}) as never);
    expect(await confirmOrderDecision('validate', transferOrder, t, { open })).toBe(true);
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ text: 'Valider cette commande ?' }));
  });

  it("'Refuser' keeps its confirmation", async () => {
    const open = vi.fn(async () => null);
    expect(await confirmOrderDecision('refuse', cardOrder, t, { open })).toBe(false);
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Refuser cette commande ? Le stock et les places seront rendus.' }),
    );
  });
});
