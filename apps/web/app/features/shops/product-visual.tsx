// A product's first visual, sized (no layout shift) and lazy below the fold; without one, a drawn bottle in the
// wine's colour (inline SVG: no request).
import type { ShopProduct } from './shop-types.ts';

const WINE_COLORS: Record<string, string> = {
  red: '#6d1a36',
  white: '#e3cf7f',
  rose: '#eea3a3',
  orange: '#e39a4b',
  yellow: '#e8c547',
  tawny: '#9c4a22',
  amber: '#c98a2b',
  blonde: '#e9c46a',
  brown: '#5a3a22',
  grey: '#c9c3b8',
  clear: '#eef1f2',
};

/**
 * The shapes inside a drawing, written as markup once per variant (colour, sparkling or not): the same few shapes
 * repeat on every card, and rendering them as elements was a third of the render of a 100-product grid. The
 * markup is exactly what React writes for the same elements (product-visual.test.tsx compares them).
 */
const drawings = new Map<string, { __html: string }>();

function drawing(key: string, markup: () => string): { __html: string } {
  let found = drawings.get(key);
  if (!found) {
    found = { __html: markup() };
    drawings.set(key, found);
  }
  return found;
}

const boxMarkup = () =>
  '<rect x="22" y="38" width="76" height="58" rx="8" fill="#d8cfc2"></rect>' +
  '<rect x="22" y="38" width="76" height="14" rx="6" fill="#c2b6a5"></rect>' +
  '<circle cx="60" cy="70" r="10" fill="#f4efe8"></circle>';

const bottleMarkup = (liquid: string, sparkling: boolean) =>
  '<path d="M24 6h12v34c0 6 12 12 12 28v80a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6V68c0-16 12-22 12-28z" ' +
  `fill="${sparkling ? '#3f4a33' : '#2c3b2a'}" opacity="0.9"></path>` +
  `<path d="M14 78h32v62a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4z" fill="${liquid}" opacity="0.85"></path>` +
  '<rect x="16" y="92" width="28" height="30" rx="2" fill="#f7f3ec"></rect>' +
  '<rect x="22" y="100" width="16" height="3" rx="1.5" fill="#b9ad9a"></rect>' +
  '<rect x="20" y="107" width="20" height="2" rx="1" fill="#d3c9b9"></rect>' +
  `<rect x="23" y="2" width="14" height="${sparkling ? 16 : 10}" rx="2" fill="${sparkling ? '#c9a227' : '#6b5b4b'}"></rect>`;

type Drawn = Pick<ShopProduct, 'color' | 'type' | 'productType'>;

/** One drawing: its id (its variant), its frame and its shapes. */
export interface Drawing {
  id: string;
  viewBox: string;
  shapes: { __html: string };
}

/** The drawing of a product without picture: a box for accessories and boxes, else a bottle in its colour. */
export function drawingOf(product: Drawn): Drawing {
  if (product.productType === 'accessory' || product.productType === 'box') {
    return { id: 'box', viewBox: '0 0 120 120', shapes: drawing('box', boxMarkup) };
  }
  // colours come from the table above, never from the product: nothing to escape
  const color = product.color ?? '';
  const liquid = Object.hasOwn(WINE_COLORS, color)
    ? WINE_COLORS[color]!
    : product.type === 'spirit'
      ? '#eef1f2'
      : '#7b1e3a';
  const sparkling =
    product.type === 'champagne' || product.type === 'sparkling' || product.type === 'cremant';
  const id = `bottle-${liquid.slice(1)}${sparkling ? '-sparkling' : ''}`;
  return { id, viewBox: '0 0 60 160', shapes: drawing(id, () => bottleMarkup(liquid, sparkling)) };
}

/**
 * The drawings of a grid, written once as symbols that its cards use: a hundred cards drew a hundred copies of
 * the same few bottles, a quarter of a catalogue page's HTML. `prefix` keeps two grids of a page apart.
 */
export function DrawingSymbols({ drawings, prefix }: { drawings: readonly Drawing[]; prefix: string }) {
  if (drawings.length === 0) return null;
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      {drawings.map((d) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of this module, colours of its own table
        <symbol key={d.id} id={prefix + d.id} viewBox={d.viewBox} dangerouslySetInnerHTML={d.shapes} />
      ))}
    </svg>
  );
}

/** The distinct drawings of products without picture, in order of first appearance. */
export function drawingsOf(products: readonly (Drawn & { visuals: readonly string[] })[]): Drawing[] {
  const found = new Map<string, Drawing>();
  for (const product of products) {
    if (product.visuals.length > 0) continue;
    const d = drawingOf(product);
    if (!found.has(d.id)) found.set(d.id, d);
  }
  return [...found.values()];
}

function BottleDrawing({ product, symbols }: { product: Drawn; symbols: string | undefined }) {
  const d = drawingOf(product);
  if (symbols !== undefined) {
    return (
      <svg viewBox={d.viewBox} aria-hidden="true">
        <use href={`#${symbols}${d.id}`} />
      </svg>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of this module, colours of its own table
  return <svg viewBox={d.viewBox} aria-hidden="true" dangerouslySetInnerHTML={d.shapes} />;
}

export interface ProductVisualProps {
  product: Pick<ShopProduct, 'name' | 'visuals' | 'color' | 'type' | 'productType'>;
  alt: string;
  /** above the fold: loaded at once (the first cards of a page, the product page) */
  eager?: boolean;
  width: number;
  height: number;
  /** the prefix of the grid's DrawingSymbols: the drawing uses its symbol instead of repeating its shapes */
  symbols?: string | undefined;
}

export function ProductVisual({ product, alt, eager = false, width, height, symbols }: ProductVisualProps) {
  const src = product.visuals[0];
  if (!src) return <BottleDrawing product={product} symbols={symbols} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
