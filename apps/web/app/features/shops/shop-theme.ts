import type { CSSProperties } from 'react';
import type { ShopDetail, ShopHeaderSettings } from './shop-types.ts';

/** spec §9 theme primary colour, for a shop that chose none. */
const DEFAULT_ACCENT = '#219EBC';

const SERIF_HINTS =
  /serif|playfair|lora|merriweather|garamond|baskerville|georgia|times|cormorant|libre|didot/i;

/**
 * The header font of spec §3 Shop.header with fallbacks. No web font is downloaded (no request to a font
 * service): a visitor without the font installed gets the closest generic family.
 */
export function fontStackOf(font: string): string {
  const name = font.replace(/["';{}]/g, '').trim();
  const generic =
    SERIF_HINTS.test(name) && !/sans/i.test(name)
      ? 'Georgia, "Times New Roman", serif'
      : 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  return name ? `"${name}", ${generic}` : generic;
}

const JUSTIFY: Record<ShopHeaderSettings['justifyContent'], string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};

/** Header shadow from spec §3 Shop.header shadow and elevation (0 to 24, as Material elevations). */
export function headerShadowOf(header: Pick<ShopHeaderSettings, 'shadow' | 'elevation'>): string {
  if (!header.shadow) return 'none';
  const level = Math.max(1, Math.min(24, Math.round(header.elevation) || 1));
  return `0 1px 2px rgba(0,0,0,0.10), 0 ${level}px ${level * 2}px rgba(0,0,0,0.10)`;
}

const isColor = (value: string | null | undefined): value is string =>
  !!value && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(value.trim());

export function accentOf(shop: Pick<ShopDetail, 'editedShop' | 'color'>): string {
  const chosen = shop.editedShop.color ?? shop.color;
  return isColor(chosen) ? chosen : DEFAULT_ACCENT;
}

/** The CSS custom properties the shop frame reads (spec §3 Shop.header: colour, dark, font, justifyContent...). */
export function shopThemeStyle(shop: Pick<ShopDetail, 'editedShop' | 'color' | 'header'>): CSSProperties {
  const { header } = shop;
  const accent = accentOf(shop);
  const background = isColor(header.color) ? header.color : '#ffffff';
  const foreground = header.dark ? '#ffffff' : '#1d1d1f';
  return {
    '--shop-accent': accent,
    '--header-bg': background,
    '--header-fg': foreground,
    // on a dark header the active tab keeps the text colour; on a light one it takes the shop's colour
    '--tab-active': header.dark ? foreground : `color-mix(in srgb, ${accent} 80%, #000)`,
    '--header-font': fontStackOf(header.font),
    '--tabs-justify': JUSTIFY[header.justifyContent] ?? 'center',
    '--header-shadow': headerShadowOf(header),
  } as CSSProperties;
}
