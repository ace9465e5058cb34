import { describe, expect, it } from 'vitest';
import { groupPaymentStatus } from './group-payment.ts';

describe('groupPaymentStatus (issue 15: the order list shows how far a group order is paid)', () => {
  it('is paid once every group was debited, setup once every card is in, partial once some are', () => {
    expect(groupPaymentStatus(['paid', 'paid', 'paid'])).toBe('paid');
    expect(groupPaymentStatus(['setup', 'paid'])).toBe('setup');
    expect(groupPaymentStatus(['paid', 'pending', 'setup'])).toBe('partial');
    expect(groupPaymentStatus(['setup', 'pending'])).toBe('partial');
    expect(groupPaymentStatus(['pending', 'requiresAction'])).toBe('pending');
  });

  it('tells when the groups were cancelled or failed', () => {
    expect(groupPaymentStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(groupPaymentStatus(['error', 'pending'])).toBe('error');
    expect(groupPaymentStatus(['paid', 'error'])).toBe('partial');
  });
});
