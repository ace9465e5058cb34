import { describe, expect, it } from 'vitest';
import { computeDueDate, findPaymentDelay, paymentDelayLabel, paymentDelays } from './payment-delays.ts';

function delay(id: string) {
  const found = findPaymentDelay(id);
  if (!found) throw new Error(`no delay ${id}`);
  return found;
}

describe('spec §9 payment delays', () => {
  it('lists 7 to 120 days, at order, at delivery, end of month, and 30 to 120 days end of month', () => {
    expect(paymentDelays.map(paymentDelayLabel)).toEqual([
      '7 jours',
      '10 jours',
      '14 jours',
      '30 jours',
      '45 jours',
      '60 jours',
      '75 jours',
      '90 jours',
      '120 jours',
      'À la commande',
      'À la livraison',
      'Fin de mois',
      '30 jours fin de mois',
      '45 jours fin de mois',
      '60 jours fin de mois',
      '90 jours fin de mois',
      '120 jours fin de mois',
    ]);
  });

  it.each([
    ['days7', '2026-01-28', '2026-02-04'],
    ['days30', '2026-01-31', '2026-03-02'],
    ['days120', '2026-01-01', '2026-05-01'],
    ['atOrder', '2026-01-20', '2026-01-20'],
    ['endOfMonth', '2024-02-03', '2024-02-29'],
    ['days30EndOfMonth', '2026-01-20', '2026-02-28'],
    ['days45EndOfMonth', '2026-01-20', '2026-03-31'],
    ['days60EndOfMonth', '2026-12-15', '2027-02-28'],
  ])('%s from %s is due %s', (id, issueDate, expected) => {
    expect(computeDueDate(issueDate, delay(id))).toBe(expected);
  });

  it('at delivery uses the delivery date, or the issue date while it is unknown', () => {
    expect(computeDueDate('2026-01-20', delay('atDelivery'), { deliveryDate: '2026-01-27' })).toBe(
      '2026-01-27',
    );
    expect(computeDueDate('2026-01-20', delay('atDelivery'))).toBe('2026-01-20');
  });
});
