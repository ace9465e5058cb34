import { describe, expect, it } from 'vitest';
import { fontStackOf, headerShadowOf, shopThemeStyle } from './shop-theme.ts';
import type { ShopHeaderSettings } from './shop-types.ts';

const header: ShopHeaderSettings = {
  shadow: false,
  elevation: 0,
  color: '#ffffff',
  dark: false,
  border: true,
  font: 'Lato',
  justifyContent: 'center',
  underline: false,
  isUppercase: false,
  logoPlacement: 'start',
  hideLogo: false,
  logoShadow: false,
};

describe('fontStackOf (spec §3 Shop.header.font, no font service)', () => {
  it.each([
    ['Playfair Display', '"Playfair Display", Georgia, "Times New Roman", serif'],
    ['Lato', '"Lato", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
    ['Open Sans', '"Open Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
    [
      'x"; } body { color: red',
      '"x  body  color: red", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    ],
  ])('%s', (font, stack) => {
    expect(fontStackOf(font)).toBe(stack);
  });
});

describe('headerShadowOf (spec §3 Shop.header shadow and elevation)', () => {
  it('has no shadow unless the shop asks for one', () => {
    expect(headerShadowOf({ shadow: false, elevation: 8 })).toBe('none');
  });

  it('grows with the elevation, bounded to 24', () => {
    expect(headerShadowOf({ shadow: true, elevation: 4 })).toContain('0 4px 8px');
    expect(headerShadowOf({ shadow: true, elevation: 99 })).toContain('0 24px 48px');
  });
});

describe('shopThemeStyle', () => {
  it('writes the header colours, font and tab alignment of the shop', () => {
    const style = shopThemeStyle({
      color: '#7b1e3a',
      editedShop: {},
      header: { ...header, justifyContent: 'space-between' },
    });
    expect(style).toMatchObject({
      '--shop-accent': '#7b1e3a',
      '--header-bg': '#ffffff',
      '--header-fg': '#1d1d1f',
      '--tabs-justify': 'space-between',
    });
  });

  it('writes light text on a dark header and refuses a colour that is not one', () => {
    const style = shopThemeStyle({
      color: 'url(x)',
      editedShop: { color: null },
      header: { ...header, dark: true, color: '#222' },
    });
    expect(style).toMatchObject({
      '--shop-accent': '#219EBC',
      '--header-fg': '#ffffff',
      '--tab-active': '#ffffff',
    });
  });
});
