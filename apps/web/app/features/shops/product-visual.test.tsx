import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawingSymbols, drawingsOf, ProductVisual, type ProductVisualProps } from './product-visual.tsx';

type Drawn = ProductVisualProps['product'];

// The drawing as elements, as product-visual.tsx wrote it before it wrote the shapes as markup: the reference.
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

function ReferenceDrawing({ product }: { product: Drawn }) {
  if (product.productType === 'accessory' || product.productType === 'box') {
    return (
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <rect x="22" y="38" width="76" height="58" rx="8" fill="#d8cfc2" />
        <rect x="22" y="38" width="76" height="14" rx="6" fill="#c2b6a5" />
        <circle cx="60" cy="70" r="10" fill="#f4efe8" />
      </svg>
    );
  }
  const liquid = WINE_COLORS[product.color ?? ''] ?? (product.type === 'spirit' ? '#eef1f2' : '#7b1e3a');
  const sparkling =
    product.type === 'champagne' || product.type === 'sparkling' || product.type === 'cremant';
  return (
    <svg viewBox="0 0 60 160" aria-hidden="true">
      <path
        d="M24 6h12v34c0 6 12 12 12 28v80a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6V68c0-16 12-22 12-28z"
        fill={sparkling ? '#3f4a33' : '#2c3b2a'}
        opacity="0.9"
      />
      <path d="M14 78h32v62a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4z" fill={liquid} opacity="0.85" />
      <rect x="16" y="92" width="28" height="30" rx="2" fill="#f7f3ec" />
      <rect x="22" y="100" width="16" height="3" rx="1.5" fill="#b9ad9a" />
      <rect x="20" y="107" width="20" height="2" rx="1" fill="#d3c9b9" />
      <rect
        x="23"
        y="2"
        width="14"
        height={sparkling ? 16 : 10}
        rx="2"
        fill={sparkling ? '#c9a227' : '#6b5b4b'}
      />
    </svg>
  );
}

const drawn = (product: Partial<Drawn>): Drawn => ({
  name: 'Cuvée',
  visuals: [],
  color: null,
  type: null,
  productType: 'bottle',
  ...product,
});

const visual = (product: Drawn) =>
  renderToStaticMarkup(<ProductVisual product={product} alt="" width={400} height={300} />);

describe('ProductVisual: the drawn bottle without a picture', () => {
  const colors = [null, 'unknown', ...Object.keys(WINE_COLORS)];
  const types = [null, 'wine', 'spirit', 'champagne', 'sparkling', 'cremant'];
  const cases = colors.flatMap((color) =>
    types.flatMap((type) =>
      ['bottle', 'accessory', 'box'].map((productType) => drawn({ color, type, productType })),
    ),
  );

  it.each(cases)('writes the markup of the elements it replaced (%o)', (product) => {
    expect(visual(product)).toBe(renderToStaticMarkup(<ReferenceDrawing product={product} />));
  });

  it('shows the first picture when there is one', () => {
    expect(visual(drawn({ visuals: ['/v1/media/a.webp', '/v1/media/b.webp'] }))).toBe(
      '<img src="/v1/media/a.webp" alt="" width="400" height="300" loading="lazy" decoding="async" fetchPriority="auto"/>',
    );
  });
});

describe("DrawingSymbols: a grid's drawings written once, used by its cards", () => {
  const inner = (markup: string) => markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

  it('draws each symbol as the drawing it stands for, and each card uses its own', () => {
    const red = drawn({ color: 'red', type: 'wine' });
    const cremant = drawn({ color: 'white', type: 'cremant' });
    const box = drawn({ productType: 'box' });
    const drawings = drawingsOf([red, cremant, box]);
    const symbols = renderToStaticMarkup(<DrawingSymbols drawings={drawings} prefix="g1-" />);
    for (const [product, d] of [
      [red, drawings[0]!],
      [cremant, drawings[1]!],
      [box, drawings[2]!],
    ] as const) {
      const reference = renderToStaticMarkup(<ReferenceDrawing product={product} />);
      expect(symbols).toContain(
        `<symbol id="g1-${d.id}" viewBox="${d.viewBox}">${inner(reference)}</symbol>`,
      );
      const card = renderToStaticMarkup(
        <ProductVisual product={product} alt="" width={400} height={300} symbols="g1-" />,
      );
      expect(card).toBe(
        `<svg viewBox="${d.viewBox}" aria-hidden="true"><use href="#g1-${d.id}"></use></svg>`,
      );
    }
  });

  it('lists each drawing once, and none for products with a picture', () => {
    const drawings = drawingsOf([
      drawn({ color: 'red' }),
      drawn({ color: 'red', name: 'Autre cuvée' }),
      drawn({ color: 'white', visuals: ['/v1/media/a.webp'] }),
      drawn({ color: 'rose' }),
    ]);
    expect(drawings.map((d) => d.id)).toEqual(['bottle-6d1a36', 'bottle-eea3a3']);
    expect(renderToStaticMarkup(<DrawingSymbols drawings={[]} prefix="g1-" />)).toBe('');
  });
});
