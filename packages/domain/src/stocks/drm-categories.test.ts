import { describe, expect, it } from 'vitest';
import { dutyCategoryOf, exciseCodeOf, saleLeavesUnderSuspension } from './drm-categories.ts';

describe('which DRM line and which column', () => {
  it('takes the excise code of the vintage, else the one of its drink type', () => {
    expect(exciseCodeOf('I000', 'wine')).toBe('I000');
    expect(exciseCodeOf(null, 'champagne')).toBe('W300');
    expect(exciseCodeOf(null, 'naturalSweetWine')).toBe('I000');
    expect(exciseCodeOf(null, 'grapeJuice')).toBeNull();
    expect(dutyCategoryOf('S200')).toBe('spirits');
    expect(dutyCategoryOf('B000')).toBeNull();
  });

  it.each([
    ['a sale in France', { country: 'FR' }, false],
    ['a sale in Monaco', { country: 'MC' }, false],
    ['an export to Switzerland', { country: 'CH' }, true],
    ['to a German business with an excise number', { country: 'DE', exciseNumber: 'DE00123456789' }, true],
    ['to a private buyer in Belgium (distance selling)', { country: 'BE' }, false],
    ['no address', null, false],
  ])('%s leaves under suspension: %s', (_case, address, expected) => {
    expect(saleLeavesUnderSuspension(address)).toBe(expected);
  });
});
