// WCAG 2 contrast (issue 15), without Material: the browser tests read it too.

/** The back office's page background. */
export const pageBackground = '#f7f5f2';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const text = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (short) return [short[1], short[2], short[3]].map((h) => Number.parseInt(`${h}${h}`, 16)) as Rgb;
  if (long) return [long[1], long[2], long[3]].map((h) => Number.parseInt(h as string, 16)) as Rgb;
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n))) as Rgb;
  return null;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21); 1 when one is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * issue 15, WCAG AA: the shop's colour mixed with black, by steps of 2 %, until white text on it and it as text on
 * the page background both reach 4.5:1 (a colour that already passes is kept). Null when it is not a colour.
 */
export function readablePrimary(color: string): string | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const page = pageBackground;
  for (let black = 0; black <= 100; black += 2) {
    const mixed = hexOf(rgb.map((c) => (c * (100 - black)) / 100) as Rgb);
    if (contrastRatio(mixed, '#ffffff') >= 4.5 && contrastRatio(mixed, page) >= 4.5) return mixed;
  }
  return '#000000';
}

/** A colour mixed with `black` % of black. */
export function darker(color: string, black: number): string {
  const rgb = parseColor(color) as Rgb;
  return hexOf(rgb.map((c) => (c * (100 - black)) / 100) as Rgb);
}
