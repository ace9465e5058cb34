import { describe, expect, it } from 'vitest';
import { nextCarton, readQuantity } from './cartons.ts';

describe('nextCarton', () => {
  it('fills the carton the line has started, then adds a whole one', () => {
    expect(nextCarton(0, 6)).toBe(6);
    expect(nextCarton(1, 6)).toBe(6);
    expect(nextCarton(5, 6)).toBe(6);
    expect(nextCarton(6, 6)).toBe(12);
    expect(nextCarton(7, 12)).toBe(12);
    expect(nextCarton(12, 12)).toBe(24);
  });

  it('reaches 24 bottles in two clicks of a carton of 12 from one bottle', () => {
    expect(nextCarton(nextCarton(1, 12), 12)).toBe(24);
  });
});

describe('readQuantity', () => {
  it('reads a whole number, spaces ignored', () => {
    expect(readQuantity('24')).toBe(24);
    expect(readQuantity(' 1 200 ')).toBe(1200);
    expect(readQuantity('0')).toBe(0);
  });

  it('refuses what is not a whole quantity', () => {
    expect(readQuantity('')).toBeNull();
    expect(readQuantity('-3')).toBeNull();
    expect(readQuantity('2,5')).toBeNull();
    expect(readQuantity('douze')).toBeNull();
    expect(readQuantity('10000')).toBeNull();
  });
});
