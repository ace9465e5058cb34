import { describe, expect, it } from 'vitest';
import { salesDocumentStatuses } from '../sales/document-flow.ts';
import {
  creditStatuses,
  deliveryStatuses,
  describeStatus,
  importStatuses,
  legalDocumentStatuses,
  orderStatuses,
  paymentStatuses,
  productStatuses,
  type StatusFamily,
  sepaMandateStatuses,
  statusInfo,
} from './statuses.ts';

const families: readonly [StatusFamily, readonly string[]][] = [
  ['order', orderStatuses],
  ['delivery', deliveryStatuses],
  ['payment', paymentStatuses],
  ['credit', creditStatuses],
  ['legalDocument', legalDocumentStatuses],
  ['import', importStatuses],
  ['sepaMandate', sepaMandateStatuses],
  ['product', productStatuses],
  ['salesDocument', salesDocumentStatuses],
];

describe('spec §4 statuses', () => {
  it('spec §4 lists every status of each family', () => {
    expect(orderStatuses).toEqual([
      'draft',
      'pending',
      'validated',
      'refused',
      'cancelled',
      'aborted',
      'expired',
      'invoiced',
      'error',
    ]);
    expect(deliveryStatuses).toHaveLength(11);
    expect(paymentStatuses).toHaveLength(11);
    expect(creditStatuses).toEqual(['full', 'partial', 'empty', 'cancelled']);
    expect(legalDocumentStatuses).toHaveLength(8);
    expect(importStatuses).toEqual(['pending', 'processing', 'completed', 'reverted', 'error']);
    expect(sepaMandateStatuses).toEqual(['pending', 'processing', 'completed', 'error']);
    expect(productStatuses).toEqual(['online', 'paused', 'outofstock', 'closed']);
  });

  it.each(families)('every %s status has a French label and a group', (family, statuses) => {
    expect(Object.keys(statusInfo[family]).sort()).toEqual([...statuses].sort());
    for (const status of statuses) expect(describeStatus(family, status).label).not.toBe(status);
  });

  it.each([
    ['order', 'draft', 'Brouillon', '#ABB5C9'],
    ['order', 'validated', 'Validée', '#a4d1d0'],
    ['order', 'invoiced', 'Facturée', '#219EBC'],
    ['order', 'cancelled', 'Annulée', '#d0312d'],
    ['payment', 'paid', 'Payé', '#219EBC'],
    ['payment', 'requiresAction', 'Action requise', '#FB8500'],
    ['delivery', 'transit', 'En transit', '#a4d1d0'],
    ['product', 'outofstock', 'Rupture de stock', '#FB8500'],
  ] as const)('spec §9 colours: %s %s is %s in %s', (family, status, label, color) => {
    expect(describeStatus(family, status)).toMatchObject({ label, color });
  });

  it('an unknown status keeps its name and falls back to orange', () => {
    expect(describeStatus('order', 'archived')).toEqual({ label: 'archived', group: null, color: '#FB8500' });
    expect(describeStatus('order', 'toString').color).toBe('#FB8500');
  });
});
