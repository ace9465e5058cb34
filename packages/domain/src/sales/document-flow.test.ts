import { describe, expect, it } from 'vitest';
import {
  isDocumentEditable,
  nextDocumentStatus,
  refusedTransitionMessage,
  salesDocumentActions,
  salesDocumentKinds,
  salesDocumentStatuses,
} from './document-flow.ts';

const allowed = new Set([
  'quote draft issue sent',
  'quote draft cancel cancelled',
  'quote sent accept accepted',
  'quote sent refuse refused',
  'quote sent expire expired',
  ...['bill', 'depositBill', 'creditNote', 'sample', 'shipment'].flatMap((kind) => [
    `${kind} draft issue issued`,
    `${kind} draft cancel cancelled`,
  ]),
]);

describe('sales document flow (issue 18): every transition not in the table is refused', () => {
  for (const kind of salesDocumentKinds) {
    for (const status of salesDocumentStatuses) {
      for (const action of salesDocumentActions) {
        const next = nextDocumentStatus(kind, status, action);
        const key = `${kind} ${status} ${action} ${next}`;
        it(`${kind} ${status} + ${action} → ${next ?? 'refused'}`, () => {
          if (next === null) {
            expect([...allowed].some((entry) => entry.startsWith(`${kind} ${status} ${action} `))).toBe(
              false,
            );
          } else {
            expect(allowed.has(key)).toBe(true);
          }
        });
      }
    }
  }

  it('lists every allowed transition (none missing)', () => {
    for (const entry of allowed) {
      const [kind, status, action, next] = entry.split(' ');
      expect(nextDocumentStatus(kind as never, status as never, action as never)).toBe(next);
    }
  });

  it('an issued bill is never editable; a draft is', () => {
    expect(isDocumentEditable('issued')).toBe(false);
    expect(isDocumentEditable('sent')).toBe(false);
    expect(isDocumentEditable('draft')).toBe(true);
  });

  it('refuses in French with the right elision', () => {
    expect(refusedTransitionMessage('quote', 'draft', 'accept')).toBe(
      "Impossible d'accepter ce devis : son statut est « brouillon ».",
    );
    expect(refusedTransitionMessage('bill', 'issued', 'refuse')).toBe(
      'Impossible de refuser cette facture : son statut est « émis ».',
    );
  });
});
