// issue 15: a shop's colour becomes the primary colour of the cart, login and checkout, darkened until white text
// on it (and it as text on the page) reads at WCAG AA's 4.5:1.
import { describe, expect, it } from 'vitest';
import { contrastRatio, readablePrimary, shopTheme, theme } from './theme.ts';

describe('readablePrimary', () => {
  it('keeps a colour that white text already reads on', () => {
    expect(readablePrimary('#7a1f3d')).toBe('#7a1f3d');
  });

  it('darkens a light colour until white text on it reaches 4.5:1, as little as needed', () => {
    const dark = readablePrimary('#219EBC') as string;
    expect(contrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#ffffff')).toBeLessThan(5.5);
    const yellow = readablePrimary('#ffd500') as string;
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads short hex and rgb() colours, and refuses what is not a colour', () => {
    expect(contrastRatio(readablePrimary('#fc0') as string, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(readablePrimary('rgb(122, 31, 61)')).toBe('#7a1f3d');
    expect(readablePrimary('url(x)')).toBeNull();
  });
});

describe('shopTheme', () => {
  it("takes the shop's readable colour as primary with white text, and its font for the headings", () => {
    const built = shopTheme({ color: '#219EBC', font: 'Playfair Display' });
    expect(built.palette.primary.main).toBe(readablePrimary('#219EBC'));
    expect(built.palette.primary.contrastText).toBe('#ffffff');
    expect(built.typography.h1.fontFamily).toContain('"Playfair Display"');
    expect(built.typography.body1.fontFamily).toBe(theme.typography.body1.fontFamily);
  });

  it("keeps the platform's theme for a shop without a usable colour", () => {
    expect(shopTheme({ color: null, font: '' }).palette.primary.main).toBe('#15708A');
  });
});
