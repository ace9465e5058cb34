import { describe, expect, it } from 'vitest';
import { orderNumberStart, storedOrderPrefix } from './order-number.ts';

describe('order numbers read distinctly per seller (issue 15)', () => {
  it('starts with the shop’s public code until the shop chooses its own prefix', () => {
    expect(orderNumberStart({ shopCode: 'TROISV', year: 2026 })).toBe('CMD-TROISV-2026-');
    expect(orderNumberStart({ shopCode: 'LEMOIN', year: 2026 })).not.toBe(
      orderNumberStart({ shopCode: 'TROISV', year: 2026 }),
    );
    expect(orderNumberStart({ shopCode: 'TROISV', orderPrefix: 'TV C', year: 2027 })).toBe('TV-C-2027-');
    expect(orderNumberStart({ shopCode: 'TROISV', orderPrefix: '  ', year: 2026 })).toBe('CMD-TROISV-2026-');
  });

  it('reads the prefix saved in the billing tab', () => {
    expect(storedOrderPrefix({ sections: { billing: { numbering: { order: 'CV' } } } })).toBe('CV');
    expect(storedOrderPrefix({ sections: {} })).toBeNull();
    expect(storedOrderPrefix(null)).toBeNull();
  });
});
